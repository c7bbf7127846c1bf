// Build step "offline" (issue 29): what the service worker (src/sw/) saves on a visitor's phone for
// this build. After the pages are drawn and before they are written; left out with --no-offline.
// - the build's id, a hash of every built file (buildId), which the pages step writes into every
//   page (<meta name="build">), so the worker can tell a page of its own build from a newer one,
//   and pages know they have one;
// - offline.html, the page shown for an address never saved (offline-page.mjs);
// - sw.js: src/sw/ bundled by esbuild into one classic script (module workers are not in every
//   engine yet), this build's list above it, so every build's worker differs and is installed.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { init, parse } from 'es-module-lexer';
import { listFiles, sha256 } from '../files.mjs';
import { moduleGraph } from './module-graph.mjs';
import { offlinePage } from './offline-page.mjs';
/** @import { Content, ImportMap } from './types.js' */
/** @import { Drawn } from './pages.mjs' */
/** @import { LogoFiles } from './page-html.mjs' */

/** The pages of galas on today or within two days (the morning rebuild moves this on): saved at
 * install too, so a parent who opened the site at home has the day's heats at the poolside with
 * no signal. Galas further off, and past ones, are kept once visited, like any page.
 * @param {{ id: string, firstDay: string, lastDay: string }[]} galas @param {string} today */
export function galasSoon(galas, today) {
  const inTwoDays = new Date(Date.parse(today) + 2 * 864e5).toISOString().slice(0, 10);
  return galas
    .filter((g) => g.firstDay <= inTwoDays && g.lastDay >= today)
    .map((g) => `/results/${g.id}`);
}

/** Pages saved at the first visit: the menu's, and these (issue 29), where the site has them. */
const alwaysSaved = ['/training', '/events', '/join'];

const batch = 64;

/** Same-site pictures a page shows (src and every srcset candidate) and its icons.
 * @param {string} html */
function picturesOf(html) {
  const found = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  for (const srcset of html.matchAll(/\ssrcset="([^"]+)"/g))
    found.push(...srcset[1].split(',').map((c) => c.trim().split(/\s+/)[0]));
  return found
    .map((url) => url.replaceAll('&amp;', '&'))
    .filter((url) => /\.(avif|gif|ico|jpe?g|png|svg|webp)$/.test(url));
}

/** Our modules that App and the rest load once a page runs (arrival, prefetching, offline…):
 * `import("…/lib/…")` in the built code. Pages and news posts are kept as they are used.
 * @param {{ outDir: string, files: string[], importMap: ImportMap, base: string }} args */
async function laterModules({ outDir, files, importMap, base }) {
  await init();
  const graph = moduleGraph({ outDir, importMap, base });
  /** @type {Set<string>} */
  const found = new Set();
  // Not the libraries, nor the content's modules (data only: content-modules.mjs).
  for (const file of files.filter(
    (f) => f.endsWith('.js') && !f.startsWith('vendor/') && !f.startsWith('content/'),
  )) {
    for (const i of parse(await readFile(join(outDir, file), 'utf8'))[0]) {
      if (i.type !== 'dynamic' || !i.specifier?.includes('/lib/')) continue;
      for (const url of await graph(new URL(i.specifier, `http://site/${file}`).pathname.slice(1)))
        found.add(url);
    }
  }
  return found;
}

/** What a file holds apart from the build's moment: the calendars' stamps (DTSTAMP). A page's
 * moment is left out of its hash by the pages step (pages.mjs): a build at a later moment that
 * draws every page alike keeps its id, so its pages come out byte for byte as before.
 * @param {string} file @param {Buffer} text */
const withoutMoment = (file, text) =>
  file.endsWith('.ics') ? String(text).replace(/^DTSTAMP:.*\r?\n/gm, '') : text;

/** The build's id: a hash of every built file's name and SHA-256, in the order of their names:
 * the files written so far and the pages drawn (each without the id or the moment). The content
 * modules' hashes are given (`versions`: content-modules.mjs), made once for the import map,
 * the kept renders and this; the pages' by the pages step.
 * @param {string} outDir @param {{ file: string, hash: string }[]} pages
 * @param {Map<string, string>} [versions] */
export async function buildId(outDir, pages, versions = new Map()) {
  const drawn = new Map(pages.map((page) => [page.file, page.hash]));
  const files = [...new Set([...(await listFiles(outDir)), ...drawn.keys()])].sort();
  const hash = createHash('sha256');
  // A batch of files read at once, hashed in order: one at a time, the build waits on the disk
  // for each of a large site's thousands.
  for (let i = 0; i < files.length; i += batch) {
    const some = files.slice(i, i + batch);
    const found = await Promise.all(
      some.map(
        async (file) =>
          versions.get(file) ??
          drawn.get(file) ??
          sha256(withoutMoment(file, await readFile(join(outDir, file)))),
      ),
    );
    some.forEach((file, j) => hash.update(`${file}\0${found[j]}\n`));
  }
  return hash.digest('hex').slice(0, 16);
}

/** offline.html and sw.js, for the build `build` (buildId), from the pages' addresses and the
 * pages drawn: each with its address, HTML (without the id) and start modules (pages.mjs).
 * @param {{ outDir: string, content: Content, importMap: ImportMap, base: string, paths:
 * string[], pages: (Drawn & { path: string, file: string })[], favicons: LogoFiles['favicons'],
 * build: string, builtAt: number }} args
 */
export async function writeOfflineFiles({
  outDir,
  content,
  importMap,
  base,
  paths,
  pages,
  favicons,
  build,
  builtAt,
}) {
  const files = (await listFiles(outDir)).sort();
  const menu = content.navigation.map((item) => item.path);
  // A gala's page (its results, or its day from the start list) is kept once visited, like any
  // page: a parent who opens the day's page at home has it at the poolside with no signal. None
  // is saved at install (the newest gala's page was most of the install's size).
  const soon = galasSoon(content.galas ?? [], new Date(builtAt).toISOString().slice(0, 10));
  const saved = [...new Set([...menu, ...alwaysSaved, ...soon])].filter((path) =>
    paths.includes(path),
  );
  // The home page is always drawn, with its policy (pages.mjs).
  const home = /** @type {Drawn} */ (pages.find((page) => page.file === 'index.html')).html;
  const policy = /** @type {RegExpMatchArray} */ (
    home.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)
  )[1];
  await writeFile(
    join(outDir, 'offline.html'),
    offlinePage({ content, base, saved, policy, build, favicons }),
  );

  // What the saved pages need at start: their modules (libraries included), the stylesheet,
  // pictures and icons; the modules loaded once a page runs; the manifest and its icons.
  const wanted = await laterModules({ outDir, files, importMap, base });
  const drawn = new Map(pages.map((page) => [page.path, page]));
  // Every page saved is one drawn (`paths`).
  for (const { modules, html } of saved.map((path) => /** @type {Drawn} */ (drawn.get(path))))
    for (const url of [...modules, ...picturesOf(html)]) wanted.add(url);
  const manifest = JSON.parse(await readFile(join(outDir, 'site.webmanifest'), 'utf8'));
  for (const icon of manifest.icons ?? []) wanted.add(icon.src);
  const own = [...wanted]
    .filter((url) => url.startsWith(`${base}/`))
    .map((url) => url.slice(base.length + 1));
  const list = {
    build,
    pages: saved.map((path) => (path === '/' ? '' : `${path.slice(1)}/`)),
    files: [...new Set([...own, 'styles/site.css', 'site.webmanifest'])].filter((f) =>
      files.includes(f),
    ),
    cdn: [...wanted].filter((url) => url.startsWith('https:')),
    savedCopy: content.offline.savedCopy,
  };
  await esbuild.build({
    entryPoints: ['src/sw/index.ts'],
    outfile: join(outDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    banner: { js: `const OFFLINE = ${JSON.stringify(list)};` },
    logLevel: 'warning',
  });
  return list;
}

/** What a visitor's phone stores after the first visit, in bytes: the files of the list that
 * are on disk (the CDN's libraries are not counted). For the bench. @param {string} outDir */
export async function savedBytes(outDir) {
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  /** @type {{ files: string[], pages: string[] }} */
  const list = JSON.parse(worker.slice('const OFFLINE = '.length, worker.indexOf(';\n')));
  const names = ['offline.html', ...list.files, ...list.pages.map((p) => `${p}index.html`)];
  const sizes = await Promise.all(
    names.map((f) => readFile(join(outDir, f)).then((b) => b.length)),
  );
  return {
    bytes: sizes.reduce((a, b) => a + b, 0),
    files: sizes.length,
    sizes: Object.fromEntries(names.map((f, i) => [f, sizes[i]])),
  };
}
