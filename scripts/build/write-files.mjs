// The build's two large sets of files, the content modules and the pages, written into the
// staging folder: one that the last build left in the built folder byte for byte is linked from
// there instead. A repeated build of years of galas writes about 90 MB otherwise, and reading
// and linking a file costs a fraction of writing it here (docs/speed.md). Linked first, then
// read through the link: what is compared is what the new build holds, whatever another build
// into the same folder (two tests) swapped in meanwhile.
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes each [file, text] under `outDir`, or links `lastDir`'s copy; returns how many were
 * linked.
 * @param {string} outDir @param {[file: string, text: string][]} files @param {string} [lastDir] */
export async function writeFiles(outDir, files, lastDir) {
  await Promise.all(
    [...new Set(files.map(([file]) => dirname(join(outDir, file))))].map((folder) =>
      mkdir(folder, { recursive: true }),
    ),
  );
  let linked = 0;
  // All at once: one by one, a large site's build waits on the disk for each.
  await Promise.all(
    files.map(async ([file, text]) => {
      const to = join(outDir, file);
      if (
        lastDir &&
        (await link(join(lastDir, file), to).then(
          () => true,
          () => false,
        ))
      ) {
        if ((await readFile(to)).equals(Buffer.from(text))) return void linked++;
        await rm(to);
      }
      await writeFile(to, text);
    }),
  );
  return linked;
}
