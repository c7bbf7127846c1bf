// The pages step's renders kept between builds, in .cache/pages/ (two files per built folder):
// drawing the app's HTML of years of galas' pages is most of a repeated build's time, and most
// of them come out as they were (docs/speed.md). A render is used again only if all it read is
// as it was: the built modules the page starts with (its code and the content modules it
// imports: the same files its hydration needs), the entries it asked for (a gala, a swimmer,
// noted by src/lib/entry-modules.ts), its address, the site's address, the step's own code, the
// libraries and Node's version, and the build's moment if the render read it (what is upcoming
// on the home page; a gala's page never reads it). The page around the render (head, notices,
// import map) is put together again when any of it changed; while none did, what the build
// needs of it (its hash, its policy) is kept too, and it is put together only if read. A render
// that read the clock or the network is never kept (clock-watch.mjs). The few
// renders that read the moment, drawn again every build, are kept in a file of their own, so
// the rest is not written again each time. PAGE_CACHE=off draws every page, PAGE_CACHE=DIR keeps
// renders elsewhere.
import { readFile, utimes } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from '../files.mjs';
import { codeHash, keepNewest, readKept, writeWhole } from './kept.mjs';
import { watchClock } from './clock-watch.mjs';

const defaultFolder = fileURLToPath(new URL('../../.cache/pages/', import.meta.url));
/** Renders kept on disk, the folders built last first: ten years of galas make 103 MB (54 MB of
 * HTML, two bytes a character in V8's format), and each test site its own (a test's folder of
 * its own, never built again, is soon dropped). */
const keepBytes = 300 * 1024 * 1024;
/** Where renders are kept (and the last build's files listed: output-files.mjs); null with PAGE_CACHE=off. */
export function pagesFolder() {
  const folder = process.env.PAGE_CACHE ?? defaultFolder;
  return folder === 'off' ? null : folder;
}

/** @typedef {{ html: string, read: string[], moment: boolean }} Render what the app drew and
 * read: files under the built folder, and whether it read the build's moment */
/** @typedef {{ hash: string, policy: string }} Facts what the build needs of a whole page
 * besides its HTML: its hash (the build id's) and its security policy (the headers') */
/** @typedef {Render & { key: string, page?: Facts & { key: string } }} Kept a render as kept,
 * with what was known of the whole page around it */

/**
 * @param {{ keepAs: string, outDir: string, written: Map<string, { text: string, sha256?: string }>, base: string, siteUrl: URL, builtAt: number }} options
 * keepAs: the folder being built (dist); written: the content modules' text and hash (content-modules.mjs)
 */
export async function pageKeeper({ keepAs, outDir, written, base, siteUrl, builtAt }) {
  const folder = pagesFolder();
  const off = folder === null;
  const name = join(folder ?? '', keepAs.replace(/[^\w.-]+/g, '_'));
  // Two parts, each a file: the renders that read the moment, and the others. In V8's own
  // format: read in half the time of JSON (most of it HTML, full of quotes to escape).
  const parts = [false, true].map((moment) => ({ moment, file: `${name}${moment ? '.moment' : ''}.v8`, changed: false }));
  const partOf = (/** @type {boolean} */ moment) => parts[Number(moment)];
  /** @type {Record<string, Kept>[]} */
  const [steady, momentary] = await Promise.all(
    parts.map(({ file }) => (off ? {} : readKept(file, deserialize).then((kept) => (kept && typeof kept === 'object' ? kept : {})))),
  );
  const before = { ...steady, ...momentary };
  const sizes = [Object.keys(steady).length, Object.keys(momentary).length];
  const fixed = JSON.stringify([
    await codeHash(new URL('pages.mjs', import.meta.url)),
    process.versions,
    Intl.DateTimeFormat().resolvedOptions(),
    base,
    siteUrl.href,
  ]);
  /** @type {Map<string, Promise<string>>} */
  const hashes = new Map();
  const hashOf = (/** @type {string} */ name) => {
    if (!hashes.has(name)) {
      const { text, sha256: known = text === undefined ? undefined : sha256(text) } = written.get(name) ?? {};
      hashes.set(name, known !== undefined ? Promise.resolve(known) : readFile(join(outDir, name)).then(sha256, () => 'none'));
    }
    return /** @type {Promise<string>} */ (hashes.get(name));
  };
  // A library the import map takes from a CDN is known by its address alone (the version is in
  // it; Node's copy is the lock file's, in `fixed`): nothing to read.
  const local = (/** @type {string} */ url) => (url.startsWith(`${base}/`) ? url.slice(base.length + 1) : null);
  const versionOf = (/** @type {string} */ name) => (/^https?:/.test(name) ? Promise.resolve(name) : hashOf(name));
  const keyOf = async (/** @type {string} */ path, /** @type {string[]} */ files, /** @type {boolean} */ moment) =>
    sha256(JSON.stringify([fixed, path, moment && builtAt, await Promise.all(files.map(async (name) => [name, await versionOf(name)]))]));
  /** @type {typeof before} */
  const now = {};
  let kept = 0;
  return {
    /** The page's render, kept or drawn by `draw`. @param {string} path @param {string[]} start its start modules' addresses
     * @param {() => Promise<Render>} draw @returns {Promise<Render>} */
    async render(path, start, draw) {
      const code = start.map((url) => local(url) ?? url);
      const old = before[path];
      if (old && old.key === (await keyOf(path, [...code, ...old.read], old.moment))) {
        kept++;
        return (now[path] = old);
      }
      const { made, read } = await watchClock(draw);
      partOf(made.moment).changed = true;
      // One that read the clock or the network is never kept: '' is no render's key.
      now[path] = { ...made, key: read ? '' : await keyOf(path, [...code, ...made.read], made.moment) };
      return made;
    },
    /** The whole page around the render of `path` (drawn first), which `put` puts together, with
     * `facts` about it. If the render and all else it is made from (`made`: what `put` reads
     * besides the render) are as they were, the facts are the last build's, and the HTML is put
     * together only if asked for: a repeated build need not put its hundreds of pages together
     * to find them unchanged (docs/speed.md).
     * @param {string} path @param {unknown} made @param {() => string} put
     * @param {(html: string) => Facts} facts @returns {Facts & { html: string }} */
    page(path, made, put, facts) {
      const render = now[path];
      const key = sha256(JSON.stringify([made, render.key]));
      if (render.page?.key === key) {
        const { hash, policy } = render.page;
        let html;
        return {
          hash,
          policy,
          get html() {
            return (html ??= put());
          },
        };
      }
      const html = put();
      render.page = { key, ...facts(html) };
      partOf(render.moment).changed = true;
      return { html, hash: render.page.hash, policy: render.page.policy };
    },
    /** Keeps this build's renders (only these: a page gone is forgotten), each part written
     * only if it is not the last build's; returns how many were kept. */
    async save() {
      if (off) return kept;
      for (const part of parts) {
        const renders = Object.entries(now).filter(([, render]) => render.key && render.moment === part.moment);
        const same = !part.changed && renders.length === sizes[Number(part.moment)];
        if (same) await utimes(part.file, new Date(), new Date()).catch(() => undefined); // used last: kept longest
        else await writeWhole(part.file, serialize(Object.fromEntries(renders)));
      }
      await keepNewest(/** @type {string} */ (folder), keepBytes);
      return kept;
    },
  };
}
