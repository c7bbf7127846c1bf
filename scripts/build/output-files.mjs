// The build's two large sets of files, the content modules and the pages, written into the
// staging folder; a file the last build left in the built folder byte for byte is linked from
// there instead of written. A repeated build of years of galas writes about 90 MB otherwise, and
// a link costs a tenth of a write here (docs/speed.md). The last build's files are known from a
// list kept beside the pages' renders (page-cache.mjs, PAGE_CACHE): each file's hash, and its
// inode, size and time once in place, so a file changed since (by hand, or by another build into
// the same folder) is written, never linked.
import { link, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256 } from '../files.mjs';
import { readKept, writeWhole } from './kept.mjs';
import { pagesFolder } from './page-cache.mjs';

/** @typedef {{ sha: string, ino: number, size: number, mtimeMs: number }} Placed */

const placed = (/** @type {{ ino: number, size: number, mtimeMs: number }} */ s) => ({ ino: s.ino, size: s.size, mtimeMs: s.mtimeMs });
const same = (/** @type {Omit<Placed, 'sha'>} */ a, /** @type {Omit<Placed, 'sha'>} */ b) => a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** A writer into `outDir` for a build into `finalDir`; `save()` once the build is in place. */
export async function outputFiles(outDir, finalDir) {
  const folder = pagesFolder();
  const list = folder && join(folder, `${finalDir.replace(/[^\w.-]+/g, '_')}.files.json`);
  /** @type {Record<string, Placed>} */
  const before = (list && (await readKept(list, (bytes) => JSON.parse(bytes.toString())))) || {};
  /** @type {Map<string, Placed | string>} what each file is: as placed (linked), or its hash (written) */
  const now = new Map();
  let linked = 0;
  /** Links the last build's `file` if it is `hash`, and still as that build left it. */
  const linkedFromLast = async (/** @type {string} */ file, /** @type {string} */ hash) => {
    const old = before[file];
    if (old?.sha !== hash) return false;
    const from = join(finalDir, file);
    const there = await stat(from).catch(() => undefined);
    if (!there || !same(placed(there), old)) return false;
    try {
      await link(from, join(outDir, file));
    } catch {
      return false; // gone meanwhile: another build swapped its own in
    }
    now.set(file, old);
    linked++;
    return true;
  };
  return {
    /** Writes `text` to `file` (under the staging folder), or links the last build's copy.
     * `text` may be a function making it, called only if it is written; `hash`: what the text
     * is, where the caller knows it already (else hashed here).
     * @param {string} file @param {string | (() => string)} text @param {string} [hash] */
    async write(file, text, hash) {
      const made = () => (typeof text === 'function' ? text() : text);
      hash ??= sha256(made());
      if (await linkedFromLast(file, hash)) return;
      await writeFile(join(outDir, file), made());
      now.set(file, hash);
    },
    get linked() {
      return linked;
    },
    /** Notes where this build's files are, for the next build (after the swap into finalDir). */
    async save() {
      if (!list) return;
      const files = [...now];
      const placedNow = await Promise.all(
        files.map(async ([file, known]) =>
          typeof known === 'string'
            ? stat(join(finalDir, file)).then(
                (s) => ({ sha: known, ...placed(s) }),
                () => undefined,
              )
            : known,
        ),
      );
      const kept = Object.fromEntries(files.map(([file], i) => [file, placedNow[i]]).filter(([, p]) => p));
      await writeWhole(list, JSON.stringify(kept));
    },
  };
}
