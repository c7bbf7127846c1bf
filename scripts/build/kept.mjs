// What the build keeps between runs in .cache/ has in common (the meets read, the galas' result,
// the pages' renders): a hash of the code that made it, files written whole, a file that cannot
// be read taken as never kept, and a folder kept to a size, the files used longest ago deleted.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A hash of a module and every module it imports from a file (not the libraries'), at any depth,
 * each named by its place in the project, wherever the project sits.
 * @param {URL} entry */
export async function codeHash(entry) {
  await init();
  const hash = createHash('sha256').update(process.version);
  hash.update(await readFile(join(root, 'package-lock.json')).catch(() => 'no lock'));
  const seen = new Set();
  const visit = async (/** @type {URL} */ url) => {
    if (seen.has(url.href)) return;
    seen.add(url.href);
    const source = await readFile(url, 'utf8');
    hash.update(`\0${relative(root, fileURLToPath(url))}\0`).update(source);
    for (const { specifier } of parse(source)[0])
      if (specifier?.startsWith('.')) await visit(new URL(specifier, url));
  };
  await visit(entry);
  return hash.digest('hex');
}

/** A kept file as `parse` reads it; undefined when there is none, or when it cannot be read (a
 * disk that filled up, a copy damaged on its way): said in one line, deleted and made again.
 * @template T @param {string} file @param {(bytes: Buffer) => T} parse @returns {Promise<T |
 * undefined>} */
export async function readKept(file, parse) {
  const bytes = await readFile(file).catch(() => undefined);
  if (bytes === undefined) return undefined;
  try {
    return parse(bytes);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.warn(`  ${relative(process.cwd(), file)} could not be read (${why}): made again`);
    await rm(file, { force: true });
    return undefined;
  }
}

let writes = 0;

/** Written under another name then renamed: two builds at once never read half a file.
 * @param {string} file @param {string | Buffer} text */
export async function writeWhole(file, text) {
  await mkdir(dirname(file), { recursive: true });
  // Its own name per write (two builds in one process, as tests run), ending in the process's
  // number: one stopped half-way leaves it to the next build (tidy.mjs).
  const partial = `${file}.${++writes}.${process.pid}`;
  await writeFile(partial, text);
  await rename(partial, file).catch(() => rm(partial, { force: true }));
}

/** Deletes the kept files (.json, .v8, .html) in `folder` used longest ago (by their time: a
 * file used again is touched) past `keepBytes` in all.
 * @param {string} folder @param {number} keepBytes */
export async function keepNewest(folder, keepBytes) {
  const names = (await readdir(folder)).filter((name) => /\.(json|v8|html)$/.test(name));
  const kept = await Promise.all(
    names.map((name) =>
      stat(join(folder, name)).then(
        ({ mtimeMs, size }) => ({ name, mtimeMs, size }),
        () => undefined,
      ),
    ),
  );
  let bytes = 0;
  for (const entry of kept.filter((e) => e !== undefined).sort((a, b) => b.mtimeMs - a.mtimeMs)) {
    bytes += entry.size;
    if (bytes > keepBytes) await rm(join(folder, entry.name), { force: true });
  }
}
