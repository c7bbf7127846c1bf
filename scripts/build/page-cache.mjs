// The pages step's renders kept between builds, in .cache/pages/: each render a file named by
// its key, and for each built folder a list of its pages' keys (<folder>.json): drawing
// the app's HTML of years of galas' pages is most of a repeated build's time, and most of them
// come out as they were. A render is used again only if all it read is as it was: the built
// modules the page starts with (its code and the content modules it imports), the entries it
// asked for (a gala, a swimmer: src/lib/entry-modules.ts), its address, the site's address, the
// step's own code, the libraries and Node's version. The few that read the build's moment (what
// is upcoming, on the home page) are drawn every build, and so are any that read the clock or
// the network (clock-watch.mjs): so the file is written again only when a page changed. The
// page around the render (head, notices, import map) is put together afresh each build.
// PAGE_CACHE=off draws every page, PAGE_CACHE=DIR keeps renders elsewhere.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from '../files.mjs';
import { codeHash, keepNewest, readKept, writeWhole } from './kept.mjs';
import { watchClock } from './clock-watch.mjs';

const defaultFolder = fileURLToPath(new URL('../../.cache/pages/', import.meta.url));
/** Renders kept, the folders built last first: ten years of galas make about 60 MB. */
const keepBytes = 300 * 1024 * 1024;

/** @typedef {{ html: string, read: string[], moment: boolean }} Render what the app drew and
 * read: files under the built folder, and whether it read the build's moment */

/**
 * @param {{ keepAs: string, outDir: string, versions: Map<string, string>, base: string, siteUrl:
 * URL }} options
 * keepAs: the folder being built (dist); versions: each content module's hash (content-modules.mjs)
 */
export async function pageKeeper({ keepAs, outDir, versions, base, siteUrl }) {
  const folder = process.env.PAGE_CACHE ?? defaultFolder;
  const list = join(folder, `${keepAs.replace(/[^\w.-]+/g, '_')}.json`);
  // Each page's render's key, and what it read.
  /** @type {Record<string, { key: string, read: string[] }>} */
  const before =
    (folder !== 'off' && (await readKept(list, (bytes) => JSON.parse(bytes.toString())))) || {};
  const fileOf = (/** @type {string} */ key) => join(folder, `${key}.html`);
  // All read at once: one by one, the build waits on the disk for each. One gone is drawn again.
  /** @type {Map<string, string | undefined>} */
  const renders = new Map(
    await Promise.all(
      Object.values(before).map(
        async ({ key }) =>
          /** @type {const} */ ([key, await readFile(fileOf(key), 'utf8').catch(() => undefined)]),
      ),
    ),
  );
  const fixed = JSON.stringify([
    await codeHash(new URL('pages.mjs', import.meta.url)),
    process.versions,
    Intl.DateTimeFormat().resolvedOptions(),
    base,
    siteUrl.href,
  ]);
  // A built file's hash; a library from a CDN by its address.
  /** @type {Map<string, Promise<string>>} */
  const hashes = new Map();
  const versionOf = (/** @type {string} */ name) => {
    if (!hashes.has(name)) {
      const known = /^https?:/.test(name) ? name : versions.get(name);
      hashes.set(
        name,
        known ? Promise.resolve(known) : readFile(join(outDir, name)).then(sha256, () => 'none'),
      );
    }
    return /** @type {Promise<string>} */ (hashes.get(name));
  };
  // In hex: it names a file.
  const keyOf = async (/** @type {string} */ path, /** @type {string[]} */ files) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          fixed,
          path,
          await Promise.all(files.map(async (name) => [name, await versionOf(name)])),
        ]),
      )
      .digest('hex');
  /** @type {typeof before} */
  const now = {};
  let kept = 0;
  let wrote = false;
  return {
    /** The page's render, kept or drawn by `draw`. @param {string} path @param {string[]} start
     * its start modules' addresses @param {() => Promise<Render>} draw @returns {Promise<Render>}
     * */
    async render(path, start, draw) {
      const code = start.map((url) =>
        url.startsWith(`${base}/`) ? url.slice(base.length + 1) : url,
      );
      const old = before[path];
      const html = old && renders.get(old.key);
      if (html !== undefined && old.key === (await keyOf(path, [...code, ...old.read]))) {
        kept++;
        now[path] = old;
        return { html, read: old.read, moment: false };
      }
      const { made, read } = await watchClock(draw);
      if (folder === 'off' || read || made.moment) return made;
      wrote = true;
      now[path] = { key: await keyOf(path, [...code, ...made.read]), read: made.read };
      await writeWhole(fileOf(now[path].key), made.html);
      return made;
    },
    /** Lists this build's renders (a page gone is forgotten); returns how many were kept. */
    async save() {
      if (folder === 'off') return kept;
      await writeWhole(list, JSON.stringify(now));
      // A render replaced is deleted; one another folder's build still lists is then drawn again.
      for (const [path, { key }] of Object.entries(before))
        if (now[path]?.key !== key) await rm(fileOf(key), { force: true });
      // Only a build that wrote a render can have made the folder larger: renders written
      // longest ago go first (one still used is drawn again).
      if (wrote) await keepNewest(folder, keepBytes);
      return kept;
    },
  };
}
