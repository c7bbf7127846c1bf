// Small file helpers shared by the build, the server and the bench.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const readJson = async (/** @type {string} */ file) =>
  JSON.parse(await readFile(file, 'utf8'));

/** A file's SHA-256 in base64, as subresource integrity writes it: the build's one hash of a
 * file (the import map's integrity, the kept renders' keys, the build id, the files linked).
 * @param {string | Buffer} text */
export const sha256 = (text) => createHash('sha256').update(text).digest('base64');

/** Every file below dir, as paths relative to dir. @param {string} dir */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1))
    .sort();
}

/** Copies a file, making the folder it goes into. @param {string} from @param {string} to */
export async function copyInto(from, to) {
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}

/** Makes `target` (a file or folder, for a cache) under a name of this process's own, then
 * renames it into place: a build stopped half-way, or another build at the same time (the tests
 * run two), never finds it half made. When another build got there first, its copy is the same.
 * @param {string} target @param {(partial: string) => Promise<unknown>} make */
export async function madeAside(target, make) {
  const partial = `${target}-${process.pid}`;
  await make(partial);
  await rename(partial, target).catch(() => rm(partial, { recursive: true, force: true }));
}
