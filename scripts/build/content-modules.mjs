// The content as modules for the pages to import: dist/content/<name>.js, one per collection
// (a folder's list without its words, and each entry's words alone), the page list, the galas'
// modules, and the two small lists the home page and event cards read instead of all galas.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sha256 } from '../files.mjs';

/** Module name → its exports, from content that passed every check. */
export function contentModules({ content, collections, moduleName, sitePages, galaModules }) {
  const modules = { pages: { pages: sitePages.map(({ declaredIn, ...page }) => page) } };
  Object.assign(modules, galaModules);
  // The newest gala with results, for the home page, which need not download the whole list;
  // and which events in events.yaml have their results in (event id → gala id), for their cards.
  if (content.galas) {
    modules['latest-gala'] = { latestGala: content.galas.find((gala) => gala.hasResults) ?? null };
    modules['gala-events'] = {
      galaEvents: Object.fromEntries(content.galas.filter((gala) => gala.event && gala.hasResults).map((gala) => [gala.event, gala.id])),
    };
  }
  for (const [name, value] of Object.entries(content)) {
    if (!collections[name]) continue; // content.galas, content.swimmers: the galas' lists, for the pages step
    const file = moduleName(name);
    if (!('folder' in collections[name])) {
      modules[file] = { [name]: value };
      continue;
    }
    // The one split: the list without words, each entry's words alone.
    modules[file] = { [name]: value.map(({ body, ...summary }) => summary) };
    for (const entry of value) modules[`${file}/${entry.slug}`] = { entry };
  }
  return modules;
}

/** Writes each collection as an ES module: dist/content/squads.js → `export const squads = […]`.
 * `written` (file → its exports, text and its text's SHA-256, which the import map, the kept
 * renders, the build id and `put` all use) is what an earlier call wrote there: a module whose
 * exports are the same object (the galas step's kept ones, frozen) or whose text is unchanged is
 * left alone (the preview saves again and again). `put` writes one (the build's links a file
 * unchanged since its last build: output-files.mjs). Returns the files written, under outDir.
 * @param {(file: string, text: string, hash?: string) => Promise<void>} [put] */
export async function writeContentModules(modules, outDir, written = new Map(), put = (file, text) => writeFile(join(outDir, file), text)) {
  const changed = [];
  for (const [name, exports] of Object.entries(modules)) {
    const file = `content/${name}.js`;
    const before = written.get(file);
    if (before?.exports === exports) continue;
    // No "made by the build" comment: every page downloads these, and dist/ is never edited.
    const text = `${Object.entries(exports)
      .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
      .join('\n')}\n`;
    written.set(file, { exports, text, sha256: sha256(text) });
    if (before?.text !== text) changed.push(file);
  }
  // A name with a folder (news/2024-05-14-quality-mark) gets that folder.
  for (const folder of new Set(changed.map((file) => dirname(join(outDir, file))))) await mkdir(folder, { recursive: true });
  // All at once: one by one, 200 news posts spend most of the build waiting for the disk.
  await Promise.all(changed.map((file) => put(file, written.get(file).text, written.get(file).sha256)));
  return changed;
}
