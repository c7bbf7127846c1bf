// Build step "content": reads every file in content/, checks it against its schema
// (schemas.mjs) and the cross-file checks; content-modules.mjs then writes one module per
// collection (dist/content/<name>.js) for the pages to import, and the page list.
// Every problem in every file is collected, with its file and line, before anything is written.
import { readFile, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { readYaml } from './content-files.mjs';
import { readMarkdown } from './front-matter.mjs';
import { loadSchemas } from './schemas.mjs';
import { renderMarkdown } from './markdown.mjs';
import { fieldLabel } from './content-messages.mjs';
import { describeIssues } from './schema-issues.mjs';
import { brandProblems } from './brand-check.mjs';
import { addressKey } from './galas/address-key.mjs';
import { buildGalas } from './galas/load.mjs';
import { loadStandards } from './standards/read.mjs';
import { contentModules } from './content-modules.mjs';
import { findPublicFiles } from './public-files.mjs';
import { checkMarks } from './check-marks.mjs';

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
  const entries = [];
  for (const [i, name] of names.entries()) {
    const path = join(folder, name);
    const { body, bodyLine, ...file } = readMarkdown(texts[i]);
    const slug = name.slice(0, -3);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      file.errors.push({
        line: 1,
        message:
          'the file name should be lower-case words and numbers joined by hyphens, like 2025-03-14-spring-gala.md',
      });
    }
    entries.push({ path, ...file, extra: { slug, body, bodyLine } });
  }
  return { entries };
}

/** The items of a list that pass their schema, each in its place (a gap for the others), so
 * the checks across files can name them by their position in the file. */
function readableItems(schema, items) {
  // oxlint-disable-next-line unicorn/no-new-array -- the gaps are wanted: an item that fails keeps its place
  const readable = new Array(items.length);
  items.forEach((item, i) => {
    const result = schema.safeParse(item);
    if (result.success) readable[i] = result.data;
  });
  return readable;
}

/**
 * Reads and checks the content in `contentDir`. With `partial`, a missing file is skipped (test
 * fixtures hold only what they test). Returns the modules to write, every problem found, and the
 * warnings (the site still builds) at the build's `moment`: term dates running out.
 * @returns {Promise<{ content: Record<string, any>, modules: Record<string, any>, problems: any[],
 * warnings: any[], galaAddresses: { file: string, address: string, note?: string }[] }>}
 */
export async function loadContent({
  contentDir = 'content',
  publicDir = 'public',
  partial = false,
  moment = Date.now(),
} = {}) {
  const {
    collections,
    crossChecks,
    contentWarnings,
    withSiteParts,
    withSharedSessions,
    groupName,
    publicFiles,
    moduleName,
    pages,
    variants,
    standardsModule,
  } = await loadSchemas();
  await findPublicFiles(publicDir, publicFiles);
  // Files are named as the volunteer sees them: content/people.yaml.
  const shown = (path) => relative(dirname(resolve(contentDir)), resolve(path));
  const problems = [];
  const content = {};
  const where = {}; // collection → path of each value, for cross-file checks
  const present = new Set(); // the collections whose file or folder the club has
  const marked = []; // starter words to check (check-marks.mjs)
  for (const [name, collection] of Object.entries(collections)) {
    const { missing, entries } = await readCollection(collection, contentDir);
    if (missing) {
      // A page's content left out leaves the page out; other content the site cannot do without.
      if (!partial && !collection.optional)
        problems.push({
          file: shown(missing),
          line: 1,
          message: 'this file is missing; the site needs it',
        });
      continue;
    }
    present.add(name);
    for (const entry of entries)
      marked.push(...(entry.marks ?? []).map((mark) => ({ file: shown(entry.path), ...mark })));
    // A file that is a list (events, notices): empty means none, and when some items are wrong
    // the others still take part in the checks across files.
    const isList = 'file' in collection && collection.schema instanceof z.ZodArray;
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
            "this file is empty; it needs its content back (an earlier version is in the site's history on GitHub)",
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
          values.push(readableItems(collection.schema.element, data));
        else if (collection.readableLists && typeof data === 'object')
          values.push(
            Object.fromEntries(
              Object.entries(collection.readableLists).map(([key, item]) => [
                key,
                Array.isArray(data[key]) ? readableItems(item, data[key]) : [],
              ]),
            ),
          );
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
  // The posts' words, once the site's address is known: a picture's address sits under it.
  const base = new URL(
    process.env.SITE_URL ?? content.site?.url ?? 'https://example.org/',
  ).pathname.replace(/\/$/, '');
  for (const [i, post] of (content.news ?? []).entries()) {
    const { file } = where.news([i]);
    const { html, problems: found } = renderMarkdown(post.body, {
      base,
      images: publicFiles.images,
      variants,
    });
    post.body = html;
    problems.push(
      ...found.map((problem) => ({
        file,
        line: post.bodyLine + problem.line,
        message: problem.message,
      })),
    );
    delete post.bodyLine;
  }
  // The club's pages: those whose content it has, and those it must have (whose missing file is
  // said above); a fixture set: all, as it holds only a few files. A page of entries the build
  // makes (a gala's, a swimmer's) has as many pages as its list, none without results.yaml.
  const needs = (page) => page.from ?? page.content;
  const sitePages = partial
    ? pages
    : pages.filter(
        (page) =>
          !collections[needs(page)] ||
          present.has(needs(page)) ||
          !collections[needs(page)].optional,
      );
  const leftOut = pages
    .filter((page) => !sitePages.includes(page))
    .map((page) => ({
      path: page.path,
      file: shown(join(contentDir, collections[needs(page)].file)),
    }));
  // Run whatever else is wrong, on what could be read, so every problem is listed in one go.
  for (const { collection, path, message } of crossChecks(content, sitePages, leftOut))
    problems.push({ ...where[collection](path), field: fieldLabel(path), message });
  // Sessions several squads share, in each one's week, once checked where they are written.
  if (content.training?.shared) content.training = withSharedSessions(content.training);
  // Colours that would make words hard to read (or a focus ring hard to see).
  if (content.brand)
    for (const { key, message } of brandProblems(content.brand))
      problems.push({ ...where.brand([key]), field: key, message });
  // A page drawn by a file that is not there: a developer's mistake, said as plainly.
  for (const { file, declaredIn } of pages) {
    if (!(await stat(join('src', 'pages', `${file}.tsx`)).catch(() => null)))
      problems.push({
        file: declaredIn,
        line: 1,
        message: `its page names src/pages/${file}.tsx, which does not exist`,
      });
  }
  // Qualifying times (content/standards/), before the galas: their swims are judged against them.
  const standards = await loadStandards({
    contentDir,
    shown,
    schema: standardsModule.standardSchema,
  });
  problems.push(...standards.problems);
  content.standards = standards.standards;
  // The meets' results files (content/galas/), read with results.yaml and records.yaml: what the
  // galas step makes takes their place (results.yaml without its withheld names, records.yaml
  // with the records worked out), with the lists the pages step needs.
  const key = await addressKey(contentDir, shown);
  if (key.problem) problems.push(key.problem);
  const galas = await buildGalas({
    contentDir,
    results: content.results,
    records: content.records,
    standards: content.standards,
    addressKey: key.key,
    groupName,
    shown,
    where,
  });
  problems.push(...galas.problems);
  if (content.results)
    Object.assign(content, {
      results: galas.results,
      galas: galas.galas,
      seasons: galas.seasons,
      swimmers: galas.swimmers,
      swimmerList: galas.swimmerList,
      topTimes: galas.topTimes,
      topTimesSeason: galas.topTimesSeason,
    });
  if (content.records) content.records = galas.records;
  // File by file, line by line, as the volunteer will go through them.
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const warnings = [
    ...contentWarnings(content, moment).map(({ collection, path, message }) => ({
      ...where[collection](path),
      field: fieldLabel(path),
      message,
    })),
    ...galas.warnings,
    ...(key.warning ? [key.warning] : []),
    ...marked,
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  if (problems.length)
    return { content, modules: {}, problems, warnings, galaAddresses: galas.addresses };
  // The pages' words without those of a part the site lacks (src/content/parts.ts).
  const modules = contentModules({
    content: withSiteParts(content),
    collections,
    moduleName,
    sitePages,
    galaModules: galas.modules,
  });
  return { content, modules, problems, warnings, galaAddresses: galas.addresses };
}
