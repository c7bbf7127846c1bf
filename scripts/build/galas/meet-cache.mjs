// Meets already read: reading ten years of meet files is most of the galas' build time, and they
// rarely change. Each parsed meet is kept in .cache/meets/, named by a hash of the file's bytes and
// ending and of the reader's own code (a change to the reader reads every file afresh), as V8's
// structured copy, which keeps the meet's Maps and its shared athletes. Every call gives a fresh
// copy (the build writes onto the meet's athletes). A file the reader refuses is not kept: its
// problem is found again each build. deploy.yml keeps the folder between runs (actions/cache).
import { createHash } from 'node:crypto';
import { readFile, utimes } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { readLenex } from './lenex.mjs';
import { plainFileSize } from './plain-file.mjs';
import { readGalaFile } from './read-file.mjs';
import { maxBytes } from './unzip.mjs';
import { readKept, writeWhole } from '../kept.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const defaultFolder = join(here, '..', '..', '..', '.cache', 'meets');
// What turns a file's bytes into a meet (and the Node that wrote the copy).
const readerFiles = [
  'lenex.mjs',
  'lenex-values.mjs',
  'lenex-meet.mjs',
  'lenex-events.mjs',
  'lenex-athletes.mjs',
  'lenex-records.mjs',
  'lenex-standards.mjs',
  'read-file.mjs',
  'plain-file.mjs',
  'plausible.mjs',
  'unzip.mjs',
  'xml.mjs',
  'codes.mjs',
  'problem.mjs',
];

let readerVersion;
const reader = async () =>
  (readerVersion ??= Promise.all(readerFiles.map((name) => readFile(join(here, name)))).then(
    (sources) =>
      sources
        .reduce((hash, source) => hash.update(source), createHash('sha256').update(process.version))
        .digest('hex'),
  ));

/** Where meets are kept (MEET_CACHE), or 'off'. */
export const meetsFolder = () => process.env.MEET_CACHE ?? defaultFolder;

/** A meet file read as readLenex(await readGalaFile(path)) does, from the cache when it was
 * read before.
 * @param {string} path @returns {Promise<import('./meet-types.js').Meet>} */
export async function readMeet(path, folder = meetsFolder()) {
  // A folder, a link or a pipe is refused before it is opened; a file too big to read is
  // refused by readGalaFile, never hashed.
  const small = (await plainFileSize(path)) <= maxBytes;
  if (!small || folder === 'off') return readLenex(await readGalaFile(path));
  const bytes = await readFile(path);
  // The ending counts too: the same bytes are a meet as a .lef and refused as a .lxf (not a zip).
  const key = createHash('sha256')
    .update(await reader())
    .update(extname(path).toLowerCase())
    .update(bytes)
    .digest('hex');
  const file = join(folder, `${key}.v8`);
  const kept = await readKept(file, deserialize);
  if (kept) {
    // Used last: kept longest (tidy.mjs).
    await utimes(file, new Date(), new Date()).catch(() => undefined);
    return kept;
  }
  const meet = readLenex(await readGalaFile(path));
  await writeWhole(file, serialize(meet));
  return meet;
}
