// Build phase one, the model: the content read and checked (content.mjs: every file of
// content/, the galas, the standards), kept in .cache/model/ under a hash of all it is made
// from, so a build that finds them as they were (a rebuild the same day, the preview's next
// save to public/ or src/) reads one file instead. What it is made from: every file under the
// content and public folders (name and bytes), the code that reads them (scripts/build/,
// src/content/, src/lib/, the page files' names, the libraries as package-lock.json pins them,
// Node's version), the site's address (SITE_URL) and the club's date of the build's moment (the
// term-date warnings). A model with problems is never kept: a meet refused as dated over a
// year ahead, the one check by the clock beside the warnings', is read again each build.
// MODEL_CACHE=off reads the content every time, MODEL_CACHE=DIR keeps models elsewhere.
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContent } from './content.mjs';
import { keepNewest, readKept, writeWhole } from './kept.mjs';
import { maxBytes } from './galas/unzip.mjs';

/** Models kept, used last first: ten years of galas make about 60 MB, a test club's 200 KB. */
const keepBytes = 300 * 1024 * 1024;
const code = ['scripts/build', 'src/content', 'src/lib'];

/** loadContent's model, kept or made. @param {Parameters<typeof loadContent>[0] & {}} options */
export async function loadModel(options) {
  const folder = process.env.MODEL_CACHE ?? join('.cache', 'model');
  if (folder === 'off') return loadContent(options);
  const file = join(folder, `${await modelKey(options)}.json`);
  const kept = await readKept(file, (bytes) => JSON.parse(bytes.toString()));
  if (kept?.content) {
    await utimes(file, new Date(), new Date()).catch(() => undefined); // used last: kept longest
    return { ...kept, problems: [] };
  }
  const made = await loadContent(options);
  if (made.problems.length) return made;
  const { content, modules, warnings, galaAddresses } = made;
  await writeWhole(file, JSON.stringify({ content, modules, warnings, galaAddresses }));
  await keepNewest(folder, keepBytes);
  return made;
}

/**
 * A hash of everything loadContent reads. @param {Parameters<typeof loadContent>[0] & {}} options
 */
async function modelKey({
  contentDir = 'content',
  publicDir = 'public',
  partial = false,
  moment = Date.now(),
}) {
  const hash = createHash('sha256').update(process.version);
  hash.update(await readFile('package-lock.json').catch(() => 'no lock'));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(moment);
  hash.update(
    JSON.stringify([
      process.env.SITE_URL ?? null,
      partial,
      day,
      await readdir(join('src', 'pages')),
    ]),
  );
  for (const folder of [...code, contentDir, publicDir]) await hashFolder(hash, folder);
  return hash.digest('hex');
}

/** Every entry under `folder`, by name: a file's bytes; a file too big to read, a folder, a link
 * or a pipe by its size or kind alone (a link to /dev/zero never ends: the galas refuse it).
 * @param {import('node:crypto').Hash} hash @param {string} folder */
async function hashFolder(hash, folder) {
  const names = (await readdir(folder, { recursive: true }).catch(() => [])).sort();
  hash.update(`\0${folder}\0${names.length}`);
  for (const name of names) {
    const path = join(folder, name);
    const found = await lstat(path);
    const bytes = !found.isFile()
      ? `kind ${found.mode}`
      : found.size > maxBytes
        ? `size ${found.size}`
        : await readFile(path);
    hash.update(`\0${name}\0${bytes.length}\0`).update(bytes);
  }
}
