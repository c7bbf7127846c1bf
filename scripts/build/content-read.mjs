// The content step's first part: every collection's file (or folder of files) read and checked
// against its schema, each problem with its file and line; what could be read, for the checks
// across files; each value's place (`where`), for their problems; and the starter words to check.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readYaml } from './content-files.mjs';
import { readMarkdown } from './front-matter.mjs';
import { fieldLabel } from './content-messages.mjs';
import { describeIssues } from './schema-issues.mjs';
import { checkMarks } from './check-marks.mjs';
/** @import { ReadFile } from './content-files.mjs' */
/** @import { CheckedContent, Collection, Problem, Where } from './types.js' */

/**
 * @typedef {ReadFile & { path: string, marks?: Mark[], extra?: { slug: string, body?: string,
 * bodyLine?: number } }} Entry a file read: a YAML file's starter words to check, a Markdown
 * file's name (its `slug`) and words
 */
/** @typedef {{ line: number, field?: string, message: string }} Mark */

/** @param {Collection} collection @param {string} contentDir
 * @returns {Promise<{ missing: string } | { entries: Entry[] }>} */
async function readCollection(collection, contentDir) {
  if ('file' in collection) {
    const path = join(contentDir, collection.file);
    const text = await readFile(path).catch(() => null);
    if (text === null) return { missing: path };
    return { entries: [{ path, ...readYaml(text), marks: checkMarks(text.toString('utf8')) }] };
  }
  const folder = join(contentDir, collection.folder);
  const names = (await readdir(folder).catch(() => []))
    .filter((name) => name.endsWith('.md'))
    .sort();
  const texts = await Promise.all(names.map((name) => readFile(join(folder, name))));
  /** @type {Entry[]} */
  const entries = [];
  for (const [i, name] of names.entries()) {
    const path = join(folder, name);
    const { body, bodyLine, ...file } = readMarkdown(texts[i]);
    const slug = name.slice(0, -3);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      file.errors.push({
        line: 1,
        message:
          'the file name should be lower-case words and numbers joined by hyphens, like ' +
          '2025-03-14-spring-gala.md',
      });
    }
    entries.push({ path, ...file, extra: { slug, body, bodyLine } });
  }
  return { entries };
}

/** The items of a list that pass their schema, each in its place (a gap for the others), so
 * the checks across files can name them by their position in the file.
 * @param {z.ZodType} schema @param {unknown[]} items */
function readableItems(schema, items) {
  // The gaps are wanted: an item that fails keeps its place.
  // oxlint-disable-next-line unicorn/no-new-array
  const readable = new Array(items.length);
  items.forEach((item, i) => {
    const result = schema.safeParse(item);
    if (result.success) readable[i] = result.data;
  });
  return readable;
}

/**
 * Reads and checks every collection in `contentDir`; with `partial`, a missing file is no
 * problem. `shown` names a file as the volunteer sees it.
 * @param {{ collections: Record<string, Collection>, contentDir: string, partial: boolean, shown:
 * (path: string) => string }} args
 */
export async function readCollections({ collections, contentDir, partial, shown }) {
  /** @type {Problem[]} */
  const problems = [];
  const content = /** @type {CheckedContent} */ ({}); // the collections, as they are read
  /** @type {Record<string, Where>} collection → path of each value, for cross-file checks */
  const where = {};
  /** @type {Set<string>} the collections whose file or folder the club has */
  const present = new Set();
  /** @type {Problem[]} starter words to check (check-marks.mjs) */
  const marked = [];
  for (const [name, collection] of Object.entries(collections)) {
    const read = await readCollection(collection, contentDir);
    if ('missing' in read) {
      // A page's content left out leaves the page out; other content the site cannot do without.
      if (!partial && !collection.optional)
        problems.push({
          file: shown(read.missing),
          line: 1,
          message: 'this file is missing; the site needs it',
        });
      continue;
    }
    const { entries } = read;
    present.add(name);
    for (const entry of entries)
      marked.push(...(entry.marks ?? []).map((mark) => ({ file: shown(entry.path), ...mark })));
    // A file that is a list (events, notices): empty means none, and when some items are wrong
    // the others still take part in the checks across files.
    const isList = 'file' in collection && collection.schema instanceof z.ZodArray;
    /** @type {unknown[]} */
    const values = [];
    for (const entry of entries) {
      const file = shown(entry.path);
      problems.push(...entry.errors.map((error) => ({ file, ...error })));
      if (entry.errors.length) continue;
      const data = entry.data ?? (isList ? [] : null);
      if (data === null) {
        problems.push({
          file,
          line: 1,
          message:
            'this file is empty; it needs its content back (an earlier version is in the ' +
            "site's history on GitHub)",
        });
        continue;
      }
      const result = collection.schema.safeParse(data, { reportInput: true });
      if (!result.success) {
        for (const { path, key, message } of describeIssues(
          result.error.issues,
          collection.schema,
        )) {
          problems.push({
            file,
            line: entry.lineOf(path, key),
            field: fieldLabel(key ? [...path, key] : path),
            message,
          });
        }
        if (isList && Array.isArray(data))
          values.push(
            readableItems(/** @type {z.ZodArray<z.ZodType>} */ (collection.schema).element, data),
          );
        else if (collection.readableLists && typeof data === 'object') {
          const fields = /** @type {Record<string, unknown>} */ (data);
          values.push(
            Object.fromEntries(
              Object.entries(collection.readableLists).map(([key, item]) => {
                const list = fields[key];
                return [key, Array.isArray(list) ? readableItems(item, list) : []];
              }),
            ),
          );
        }
        continue;
      }
      // A schema for a file's fields makes an object.
      const checked = /** @type {object} */ (result.data);
      values.push(entry.extra ? { ...checked, ...entry.extra } : checked);
    }
    if ('folder' in collection) {
      // A folder's entries: each dated by its schema, and named by its file (readCollection).
      const posts = /** @type {{ date: string, slug: string }[]} */ (values);
      posts.sort((a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug));
      content[name] = posts;
      where[name] = (path) => {
        const post = posts[/** @type {number} */ (path[0])];
        const entry = /** @type {Entry} */ (entries.find((e) => e.extra?.slug === post?.slug));
        return { file: shown(entry.path), line: entry.lineOf(path.slice(1)) };
      };
    } else if (values.length) {
      content[name] = values[0];
      where[name] = (path) => ({ file: shown(entries[0].path), line: entries[0].lineOf(path) });
    }
  }
  return { content, where, present, marked, problems };
}
