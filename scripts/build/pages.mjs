// Build step "pages": every page's HTML, the app rendered in Node from its built files, in
// index.html with the page's head (page-html.mjs); and 404.html, which hosts serve for any
// address they don't have.
import { readFile } from 'node:fs/promises';
import { moduleGraph, startModules } from './module-graph.mjs';
import { pageKeeper } from './page-cache.mjs';
import { pageHtml, pageImportMap, withMoment } from './page-html.mjs';
import { metaPolicy } from './headers.mjs';
import { sha256 } from '../files.mjs';
import { writeFiles } from './write-files.mjs';
import { fromApp } from './from-app.mjs';
/** @import { AppPage, ImportMap } from './types.js' */
/** @import { AppOptions } from './from-app.mjs' */
/** @import { LogoFiles } from './page-html.mjs' */

// "/" and "/about" become index.html and about/index.html.
const fileFor = (/** @type {string} */ path) =>
  path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;

/** @typedef {Awaited<ReturnType<typeof pageKeeper>>} PageKeeper */

/** @typedef {{ html: string, hash: string, policy: string, modules: string[], drawnAt?: number
 * }} Drawn
 * a page's HTML; its hash for the build id, taken without the moment (a later build that draws
 * it alike keeps its id); its security policy for the headers; its start modules; and the
 * build's moment if the render read it */

/** What every page is made from, and `draw(page)`, its whole HTML and start modules: the pages
 * step draws every page; the preview (scripts/preview/render-worker.mjs) one when it is asked for.
 * @param {AppOptions & { importMap: ImportMap, siteUrl: URL, themeColour: string, logoFiles:
 * LogoFiles, keeper?: PageKeeper }} options
 */
export async function pageMaker({
  outDir,
  content,
  modules,
  importMap,
  siteUrl,
  base,
  themeColour,
  logoFiles,
  builtAt,
  keeper,
}) {
  const graph = moduleGraph({ outDir, importMap, base });
  const app = await fromApp({ outDir, content, modules, base, builtAt });
  const shared = {
    shell: await readFile('index.html', 'utf8'),
    site: content.site,
    siteUrl,
    base,
    themeColour,
    logoFiles,
    importMap: pageImportMap(
      importMap,
      app.pages.flatMap((page) => page.modules ?? []),
    ),
    // No contact page, no form.
    emailOrigin: content.contact && new URL(content.contact.emailService.origin).origin,
    icons: app.icons,
    notices: app.notices,
  };
  const modulesOf = startModules(graph);
  /** @param {AppPage} page @param {boolean} [notFound] @returns {Promise<Drawn>} */
  const draw = async (page, notFound) => {
    const start = await modulesOf(page.module, page.modules);
    const render = () => app.render(page.path);
    const { html: drawn, moment } = keeper
      ? await keeper.render(page.path, start, render)
      : await render();
    const html = pageHtml({ page, notFound, app: drawn, modules: start }, shared);
    // A render that read the build's moment carries it, for the browser to wake it up with.
    const drawnAt = moment ? builtAt : undefined;
    return {
      html: withMoment(html, drawnAt),
      hash: sha256(html),
      policy: metaPolicy(html),
      modules: start,
      drawnAt,
    };
  };
  return { pages: app.pages, notFound: app.notFound, draw };
}

/**
 * Every page and 404.html, drawn, each with its file and address; returned, not written, so each is
 * written once, after the offline step's build id, a hash of every built file (offline.mjs), is
 * known (writePageFiles). With the pages' addresses, and how many of the app's renders were kept
 * from the last build (page-cache.mjs).
 * @param {Omit<Parameters<typeof pageMaker>[0], 'keeper'> & Parameters<typeof pageKeeper>[0]}
 * options
 * @returns {Promise<{ paths: string[], pages: (Drawn & { path: string, file: string })[], kept:
 * number }>}
 */
export async function renderPages(options) {
  const keeper = await pageKeeper(options);
  const { pages: list, notFound, draw } = await pageMaker({ ...options, keeper });
  const pages = [];
  for (const page of list)
    pages.push({ ...(await draw(page)), path: page.path, file: fileFor(page.path) });
  pages.push({ ...(await draw(notFound, true)), path: notFound.path, file: '404.html' });
  return { paths: list.map((page) => page.path), pages, kept: await keeper.save() };
}

/** Writes each page once, with the build's id just after its charset when it has one (the
 * offline worker tells a page of its own build from a newer one by it); a page the last build left
 * in `lastDir` alike is linked (write-files.mjs). Returns how many were.
 * @param {string} outDir @param {{ file: string, html: string }[]} pages @param {string} [build]
 * @param {string} [lastDir] */
export async function writePageFiles(outDir, pages, build, lastDir) {
  const stamped = (/** @type {string} */ html) =>
    build
      ? html.replace('<meta charset="utf-8">', `$&<meta name="build" content="${build}">`)
      : html;
  return writeFiles(
    outDir,
    pages.map((page) => [page.file, stamped(page.html)]),
    lastDir,
  );
}
