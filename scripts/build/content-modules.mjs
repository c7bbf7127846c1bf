// The content as modules for the pages to import: dist/content/<name>.js, one per collection
// (a folder's list without its words, and each entry's words alone), the page list, the galas'
// modules, and the two small lists the home page and event cards read instead of all galas.
import { sha256 } from '../files.mjs';
import { writeFiles } from './write-files.mjs';
/** @import { GalaSummary } from '../../src/lib/results-types.js' */
/** @import { MarkdownFile } from '../../src/content/schema/fields.js' */
/** @import { Collection, DeclaredPage } from './types.js' */

/** Module name → its exports, from content that passed every check.
 * @param {{ content: Record<string, unknown> & { galas?: GalaSummary[] }, collections:
 * Record<string, Collection>, moduleName: (collection: string) => string, sitePages:
 * DeclaredPage[], galaModules: Record<string, object> }} args
 * @returns {Record<string, Record<string, unknown>>}
 */
export function contentModules({ content, collections, moduleName, sitePages, galaModules }) {
  /** @type {Record<string, Record<string, unknown>>} */
  const modules = { pages: { pages: sitePages.map(({ declaredIn, ...page }) => page) } };
  Object.assign(modules, galaModules);
  // The newest gala with results, for the home page, which need not download the whole list;
  // and which events in events.yaml have their results in (event id → gala id), for their cards.
  if (content.galas) {
    modules['latest-gala'] = { latestGala: content.galas.find((gala) => gala.hasResults) ?? null };
    modules['gala-events'] = {
      galaEvents: Object.fromEntries(
        content.galas
          .filter((gala) => gala.event && gala.hasResults)
          .map((gala) => [gala.event, gala.id]),
      ),
    };
  }
  for (const [name, value] of Object.entries(content)) {
    // content.galas, content.swimmers: the galas' lists, for the pages step.
    if (!collections[name]) continue;
    const file = moduleName(name);
    if (!('folder' in collections[name])) {
      modules[file] = { [name]: value };
      continue;
    }
    // The one split: the list without words, each entry's words alone.
    const entries = /** @type {MarkdownFile[]} */ (value);
    modules[file] = { [name]: entries.map(({ body, ...summary }) => summary) };
    for (const entry of entries) modules[`${file}/${entry.slug}`] = { entry };
  }
  return modules;
}

/** @typedef {{ exports: object, text: string, sha256: string }} Written a module written */

/** Writes each collection as an ES module: dist/content/squads.js →
 * `export const squads = […]`.
 * `before` is what an earlier call returned for the same folder (the preview saves again and
 * again): a module whose exports are the same object or whose text is unchanged is left alone.
 * Returns each module's exports, text and hash (which the import map, the kept renders and the
 * build id use), the files written, under outDir, and how many of them were linked from `lastDir`,
 * the last build (write-files.mjs).
 * @param {Record<string, object>} modules @param {string} outDir
 * @param {Map<string, Written>} [before] @param {string} [lastDir] */
export async function writeContentModules(
  modules,
  outDir,
  before = new Map(),
  lastDir = undefined,
) {
  /** @type {Map<string, Written>} */
  const written = new Map();
  /** @type {string[]} */
  const changed = [];
  for (const [name, exports] of Object.entries(modules)) {
    const file = `content/${name}.js`;
    const old = before.get(file);
    if (old?.exports === exports) {
      written.set(file, old);
      continue;
    }
    // No "made by the build" comment: every page downloads these, and dist/ is never edited.
    const text = `${Object.entries(exports)
      .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
      .join('\n')}\n`;
    written.set(file, { exports, text, sha256: sha256(text) });
    if (old?.text !== text) changed.push(file);
  }
  const linked = await writeFiles(
    outDir,
    changed.map((file) => [file, /** @type {Written} */ (written.get(file)).text]),
    lastDir,
  );
  /** @type {Map<string, string>} each module's hash, by its file */
  const versions = new Map([...written].map(([file, { sha256: hash }]) => [file, hash]));
  return { written, versions, changed, linked };
}
