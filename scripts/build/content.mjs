// Build step "content": reads every file in content/, checks it against its schema and the
// cross-file checks, and writes one module per collection (dist/content/<name>.js) for the
// pages to import. A collection is a schema file: src/content/schema/whats-on.ts exporting
// `whatsOnSchema` checks content/whats-on.yaml, which becomes dist/content/whats-on.js exporting
// `whatsOn`; a schema file that also exports `folder` checks a folder of Markdown files instead
// (content/news/*.md). A schema file for a page's content also says where that page is
// (`page`): those make the page list, dist/content/pages.js (src/page-list.ts). Every problem in every file is collected,
// with its file and line, before anything is written.
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import { listFiles } from '../files.mjs';
import { readMarkdown, readYaml } from './content-files.mjs';
import { describeIssues, fieldLabel } from './content-messages.mjs';

let schemaVersion = 0;

/** A collection's name from its file's: whats-on → whatsOn. */
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** The collections: every schema file with a schema of its own name (fields.ts has none). */
export async function schemaFiles(srcDir = 'src') {
  const names = (await readdir(join(srcDir, 'content', 'schema'))).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
  return names.sort().map((file) => ({ file, name: camel(file) }));
}

// The schemas are TypeScript (they also give the pages their types): bundled into one module
// for Node, with zod left as a package import. A fresh URL each time, so a watching server
// picks up a changed schema.
export async function loadSchemas() {
  // One file per call: test servers check several content folders at once.
  const file = join('.cache', 'content-schema', `schemas-${process.pid}-${++schemaVersion}.mjs`);
  const files = await schemaFiles();
  await esbuild.build({
    stdin: {
      contents: [
        ...files.map(({ file, name }) => `export * as ${name}Module from './schema/${file}.ts';`),
        `export * from './checks.ts'; export { publicFiles } from './schema/fields.ts'; export { moduleName } from '../lib/module-name.ts';`,
      ].join('\n'),
      resolveDir: 'src/content',
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'error',
  });
  const schemas = await import(pathToFileURL(file).href);
  await rm(file);
  const collections = {};
  const pages = [];
  for (const { file, name } of files) {
    const module = schemas[`${name}Module`];
    const schema = module[`${name}Schema`];
    if (schema) collections[name] = { schema, ...(module.folder ? { folder: file } : { file: `${file}.yaml` }) };
    if (module.page) pages.push({ ...module.page, content: name, declaredIn: `src/content/schema/${file}.ts` });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return { ...schemas, collections, pages };
}

const imageFile = /\.(svg|jpe?g|png|webp|avif|gif)$/i;

// Which pictures and documents exist, and each picture's size, so content can name them
// without writing their size by hand.
async function findPublicFiles(publicDir, publicFiles) {
  publicFiles.images.clear();
  publicFiles.documents.clear();
  const files = await listFiles(publicDir);
  for (const file of files) if (file.startsWith('documents/')) publicFiles.documents.add(file);
  // Every picture read at once (sharp works on several threads).
  const sizes = await Promise.all(files.filter((f) => imageFile.test(f)).map(async (file) => [file, await sharp(join(publicDir, file)).metadata().catch(() => null)]));
  for (const [file, meta] of sizes) {
    if (!meta?.width) continue;
    const turned = (meta.orientation ?? 1) >= 5; // a phone photo taken sideways
    publicFiles.images.set(file, turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height });
  }
}

async function readCollection(collection, contentDir) {
  if ('file' in collection) {
    const path = join(contentDir, collection.file);
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) return { missing: path };
    return { entries: [{ path, ...readYaml(text) }] };
  }
  const folder = join(contentDir, collection.folder);
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.md')).sort();
  const texts = await Promise.all(names.map((name) => readFile(join(folder, name), 'utf8')));
  const entries = [];
  for (const [i, name] of names.entries()) {
    const path = join(folder, name);
    const { body, ...file } = readMarkdown(texts[i]);
    const slug = name.slice(0, -3);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      file.errors.push({ line: 1, message: 'the file name should be lower-case words and numbers joined by hyphens, like 2025-03-14-spring-gala.md' });
    }
    entries.push({ path, ...file, extra: { slug, body } });
  }
  return { entries };
}

/**
 * Reads and checks the content in `contentDir`. With `partial`, a missing file is skipped (test
 * fixtures hold only what they test). Returns the modules to write and every problem found.
 */
export async function loadContent({ contentDir = 'content', publicDir = 'public', partial = false } = {}) {
  const { collections, crossChecks, publicFiles, moduleName, pages } = await loadSchemas();
  await findPublicFiles(publicDir, publicFiles);
  // Files are named as the volunteer sees them: content/people.yaml.
  const shown = (path) => relative(dirname(resolve(contentDir)), resolve(path));
  const problems = [];
  const content = {};
  const where = {}; // collection → path of each value, for cross-file checks
  for (const [name, collection] of Object.entries(collections)) {
    const { missing, entries } = await readCollection(collection, contentDir);
    if (missing) {
      if (!partial) problems.push({ file: shown(missing), line: 1, message: 'this file is missing; the site needs it' });
      continue;
    }
    const values = [];
    for (const entry of entries) {
      const file = shown(entry.path);
      problems.push(...entry.errors.map((error) => ({ file, ...error })));
      if (entry.errors.length) continue;
      if (entry.data === null || entry.data === undefined) {
        problems.push({ file, line: 1, message: 'this file is empty; it needs its content back (an earlier version is in the site\'s history on GitHub)' });
        continue;
      }
      const result = collection.schema.safeParse(entry.data ?? undefined, { reportInput: true });
      if (!result.success) {
        for (const { path, key, message } of describeIssues(result.error.issues, collection.schema)) {
          problems.push({ file, line: entry.lineOf(path, key), field: fieldLabel(key ? [...path, key] : path), message });
        }
        continue;
      }
      values.push(entry.extra ? { ...result.data, ...entry.extra } : result.data);
    }
    if ('folder' in collection) {
      values.sort((a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug));
      content[name] = values;
      where[name] = (path) => {
        const entry = entries.find((e) => e.extra.slug === values[path[0]]?.slug);
        return { file: shown(entry.path), line: entry.lineOf(path.slice(1)) };
      };
    } else if (values.length) {
      content[name] = values[0];
      where[name] = (path) => ({ file: shown(entries[0].path), line: entries[0].lineOf(path) });
    }
  }
  if (!problems.length) {
    for (const { collection, path, message } of crossChecks(content, pages)) problems.push({ ...where[collection](path), field: fieldLabel(path), message });
  }
  // A page drawn by a file that is not there: a developer's mistake, said as plainly.
  for (const { file, declaredIn } of pages) {
    if (!(await stat(join('src', 'pages', `${file}.tsx`)).catch(() => null))) problems.push({ file: declaredIn, line: 1, message: `its page names src/pages/${file}.tsx, which does not exist` });
  }
  const modules = { pages: { pages: pages.map(({ declaredIn, ...page }) => page) } };
  for (const [name, value] of Object.entries(content)) {
    const file = moduleName(name);
    if (!('folder' in collections[name])) {
      modules[file] = { [name]: value };
      continue;
    }
    // The one split (collections.ts, Content): the list without words, each entry's words alone.
    modules[file] = { [name]: value.map(({ body, ...summary }) => summary) };
    for (const entry of value) modules[`${file}/${entry.slug}`] = { entry };
  }
  // File by file, line by line, as the volunteer will go through them.
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { content, modules, problems };
}

/** Writes each collection as an ES module: dist/content/squads.js → `export const squads = […]`. */
export async function writeContentModules(modules, outDir) {
  const files = Object.entries(modules).map(([name, exports]) => [join(outDir, 'content', `${name}.js`), exports]);
  // A name with a folder (news/2024-05-14-quality-mark) gets that folder.
  for (const folder of new Set(files.map(([file]) => dirname(file)))) await mkdir(folder, { recursive: true });
  // All at once: one by one, 200 news posts spend most of the build waiting for the disk.
  await Promise.all(
    files.map(([file, exports]) => {
      const code = Object.entries(exports).map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`);
      // No "made by the build" comment: every page downloads these, and dist/ is never edited.
      return writeFile(file, `${code.join('\n')}\n`);
    }),
  );
}
