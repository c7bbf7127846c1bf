// Build step "content": reads every file in content/, checks it against its schema
// (schemas.mjs) and the cross-file checks; content-modules.mjs then writes one module per
// collection (dist/content/<name>.js) for the pages to import, and the page list.
// Every problem in every file is collected, with its file and line, before anything is written.
import { stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { loadSchemas } from './schemas.mjs';
import { readCollections } from './content-read.mjs';
import { renderMarkdown } from './markdown.mjs';
import { fieldLabel } from './content-messages.mjs';
import { brandProblems } from './brand-check.mjs';
import { addressKey } from './galas/address-key.mjs';
import { buildGalas } from './galas/load.mjs';
import { loadStandards } from './standards/read.mjs';
import { contentModules } from './content-modules.mjs';
import { findPublicFiles } from './public-files.mjs';
/** @import { NewsPost } from '../../src/content/schema/news.js' */
/** @import { GalasMade } from './galas/types.js' */
/** @import { DeclaredPage, Content, Problem } from './types.js' */

/**
 * Reads and checks the content in `contentDir`. With `partial`, a missing file is skipped (test
 * fixtures hold only what they test). Returns the modules to write, every problem found, and the
 * warnings (the site still builds) at the build's `moment`: term dates running out.
 * @param {{ contentDir?: string, publicDir?: string, partial?: boolean, moment?: number }}
 * [options]
 * @returns {Promise<{ content: Content, modules: Record<string, Record<string, unknown>>,
 * problems: Problem[], warnings: Problem[], galaAddresses: GalasMade['addresses'] }>}
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
  const shown = (/** @type {string} */ path) =>
    relative(dirname(resolve(contentDir)), resolve(path));
  const { content, where, present, marked, problems } = await readCollections({
    collections,
    contentDir,
    partial,
    shown,
  });
  // The posts' words, once the site's address is known: a picture's address sits under it.
  const base = new URL(
    process.env.SITE_URL ?? content.site?.url ?? 'https://example.org/',
  ).pathname.replace(/\/$/, '');
  for (const [i, read] of (content.news ?? []).entries()) {
    // As front-matter.mjs read it: its words still Markdown, and where they start.
    const post = /** @type {NewsPost & { bodyLine?: number }} */ (read);
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
        line: /** @type {number} */ (post.bodyLine) + problem.line,
        message: problem.message,
      })),
    );
    delete post.bodyLine;
  }
  // The club's pages: those whose content it has, and those it must have (whose missing file is
  // said above); a fixture set: all, as it holds only a few files. A page of entries the build
  // makes (a gala's, a swimmer's) has as many pages as its list, none without results.yaml.
  const needs = (/** @type {DeclaredPage} */ page) => page.from ?? page.content;
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
      // A page is left out only for a file left out (a folder is there, maybe empty).
      file: shown(
        join(contentDir, /** @type {{ file: string }} */ (collections[needs(page)]).file),
      ),
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
  if (content.records) Object.assign(content, { records: galas.records });
  const model = /** @type {Content} */ (content); // results and records as the galas step made them
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
    return { content: model, modules: {}, problems, warnings, galaAddresses: galas.addresses };
  // The pages' words without those of a part the site lacks (src/content/parts.ts).
  const modules = contentModules({
    content: withSiteParts(content),
    collections,
    moduleName,
    sitePages,
    galaModules: galas.modules,
  });
  return { content: model, modules, problems, warnings, galaAddresses: galas.addresses };
}
