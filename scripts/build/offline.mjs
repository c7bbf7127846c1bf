// Offline (issue 29): what the service worker (src/sw.ts, built as sw.js at the site's root)
// saves on a visitor's phone for this build. One step, after the pages and before the headers:
// - the build's id, a hash of every built file, written into every page (<meta name="build">),
//   so the worker can tell a page of its own build from a newer one;
// - offline.html, the page shown for an address never saved (offline-page.mjs);
// - the list of files to save, written into sw.js itself, so every build's worker differs by
//   at least its id and browsers install the new one.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../files.mjs';
import { offlinePage } from './offline-page.mjs';

/** Pages saved at the first visit: the menu's, and these (issue 29), where the site has them. */
const alwaysSaved = ['/training', '/events', '/join'];

const pageFile = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** Same-site pictures a page shows (src and every srcset candidate) and its icons. */
function picturesOf(html, base) {
  const found = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  for (const srcset of html.matchAll(/\ssrcset="([^"]+)"/g)) found.push(...srcset[1].split(',').map((c) => c.trim().split(/\s+/)[0]));
  return found.filter((url) => url.startsWith(`${base}/images/`)).map((url) => url.slice(base.length + 1).replaceAll('&amp;', '&'));
}

export async function writeOfflineFiles({ outDir, content, importMap, base, paths }) {
  const files = (await listFiles(outDir)).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(join(outDir, file)));
  const build = hash.digest('hex').slice(0, 16);

  // Every page carries the build's id, just after its charset.
  const pages = files.filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    const html = await readFile(join(outDir, page), 'utf8');
    await writeFile(join(outDir, page), html.replace('<meta charset="utf-8">', `$&<meta name="build" content="${build}">`));
  }

  const menu = content.navigation.map((item) => item.path);
  const saved = [...new Set([...menu, ...alwaysSaved])].filter((path) => paths.includes(path));
  const home = await readFile(join(outDir, 'index.html'), 'utf8');
  const policy = home.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)[1];
  await writeFile(join(outDir, 'offline.html'), offlinePage({ content, base, saved, policy, build }));

  // Every module of this build (a tap on a saved page may need any of them), the stylesheet,
  // the saved pages and their pictures; the libraries, from the site or the CDN.
  const pictures = new Set();
  for (const path of saved) for (const picture of picturesOf(await readFile(join(outDir, pageFile(path)), 'utf8'), base)) pictures.add(picture);
  // The web app manifest, which browsers fetch with every page, and its icons.
  const manifest = JSON.parse(await readFile(join(outDir, 'site.webmanifest'), 'utf8'));
  for (const icon of manifest.icons ?? []) if (icon.src.startsWith(`${base}/`)) pictures.add(icon.src.slice(base.length + 1));
  const libraries = Object.values(importMap.imports);
  const own = files.filter((f) => (f.endsWith('.js') && !f.startsWith('vendor/') && f !== 'sw.js') || f.endsWith('.css'));
  const list = {
    build,
    pages: saved.map((path) => (path === '/' ? '' : `${path.slice(1)}/`)),
    files: [...own, 'offline.html', 'site.webmanifest', ...pictures, ...libraries.filter((url) => !/^https:/.test(url)).map((url) => url.slice(base.length + 1))],
    cdn: libraries.filter((url) => /^https:/.test(url)),
  };
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  await writeFile(join(outDir, 'sw.js'), `const OFFLINE = ${JSON.stringify(list)};\n${worker}`);
  return list;
}

/** What a visitor's phone stores after the first visit, in bytes: the files of the list that
 * are on disk (the CDN's libraries are not counted). For the bench. */
export async function savedBytes(outDir) {
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  const list = JSON.parse(worker.slice('const OFFLINE = '.length, worker.indexOf(';\n')));
  const sizes = await Promise.all([...list.files, ...list.pages.map((p) => `${p}index.html`)].map((f) => readFile(join(outDir, f)).then((b) => b.length)));
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}
