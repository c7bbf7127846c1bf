// Build step "pages": every page's HTML, the app rendered in Node from its built files, in
// index.html with the page's head (page-html.mjs); and 404.html, which hosts serve for any
// address they don't have.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { moduleGraph, startModules } from './module-graph.mjs';
import { pageKeeper } from './page-cache.mjs';
import { pageHtml, pageImportMap, withMoment } from './page-html.mjs';
import { metaPolicy } from './headers.mjs';
import { sha256 } from '../files.mjs';
import { writeFiles } from './write-files.mjs';

/** Everything this step takes from the app, in one place: the pages to make (address, page
 * module, head values), how to render one, and the HTML every page shares. */
async function fromApp({ outDir, content, modules, base, builtAt }) {
  const built = (file) => import(pathToFileURL(resolve(outDir, file)).href);
  // What each render reads beyond its start modules, noted for the kept renders (page-cache.mjs):
  // the entries it asks for, and whether it reads the build's moment.
  let read = new Set();
  let moment = false;
  (await built('lib/entry-modules.js')).prerenderWith(modules, (name) =>
    read.add(`content/${name}.js`),
  );
  const { buildInfo } = await built('lib/build-info.js');
  Object.defineProperty(buildInfo, 'builtAt', {
    get: () => ((moment = true), builtAt),
    configurable: true,
  });
  const { App } = await built('App.js');
  const { singlePages, notFoundPage, patternPages } = await built('page-list.js');
  const { entryPages } = await built('lib/pattern-pages.js');
  const { pageTitle } = await built('lib/page-title.js');
  const { IconSprite } = await built('components/IconSprite.js');
  const { NoticeBoard } = await built('components/NoticeBoard.js');
  const page = (sitePage) => {
    const { title, description } = content[sitePage.content];
    return { path: sitePage.path, module: sitePage.file, title: pageTitle(title), description };
  };
  // One page per entry of each pattern page's list (a news post, a gala, a swimmer), with the
  // entry's own words and its module handed to the page.
  const entries = patternPages.flatMap((pattern) =>
    entryPages(pattern, content).map(({ module, title, ...entry }) => ({
      ...entry,
      module: pattern.file,
      title: pageTitle(title),
      modules: [`${base}/${module}`],
    })),
  );
  // Drawn in one pass where all it needs is there; otherwise (a page whose code is not loaded
  // yet, the first of each kind) React's prerender waits for its code and content to arrive
  // (React.lazy, use()), as a visitor's browser would.
  const render = async (path) => {
    read = new Set();
    moment = false;
    const html = await draw(path);
    return { html, read: [...read], moment };
  };
  const draw = async (path) => {
    const app = createElement(
      Router,
      /** @type {any} */ ({ base, ssrPath: base + path }),
      createElement(App),
    );
    const html = renderToString(app);
    if (!html.includes('<!--$!')) return html; // "$!": a boundary that waited, drawn as its fallback
    // progressiveChunkSize: never a boundary sent apart to be swapped in by a script (React
    // does so for a large one, to show a page before all of it has arrived): the page is
    // complete HTML, readable without JavaScript.
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Infinity });
    const chunks = [];
    for await (const chunk of prelude) chunks.push(chunk);
    return Buffer.concat(chunks).toString(); // decoded once, not chunk by chunk
  };
  return {
    pages: [...singlePages.map(page), ...entries],
    notFound: page(notFoundPage),
    render,
    icons: renderToStaticMarkup(createElement(IconSprite)),
    notices: renderToStaticMarkup(
      createElement(NoticeBoard, { notices: content.notices ?? [], now: builtAt, base }),
    ),
  };
}

// "/" and "/about" become index.html and about/index.html.
const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** @typedef {{ html: string, hash: string, policy: string, modules: string[], drawnAt?: number }} Drawn
 * a page's HTML; its hash for the build id, taken without the moment (a later build that draws
 * it alike keeps its id); its security policy for the headers; its start modules; and the
 * build's moment if the render read it */

/** What every page is made from, and `draw(page)`, its whole HTML and start modules: the pages
 * step draws every page; the preview (scripts/preview/render-worker.mjs) one when it is asked for.
 * */
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
    emailOrigin: content.contact && new URL(content.contact.emailService.origin).origin, // no contact page, no form
    icons: app.icons,
    notices: app.notices,
  };
  const modulesOf = startModules(graph);
  /** @param {any} page @param {boolean} [notFound] @returns {Promise<Drawn>} */
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
  const stamped = (html) =>
    build
      ? html.replace('<meta charset="utf-8">', `$&<meta name="build" content="${build}">`)
      : html;
  return writeFiles(
    outDir,
    pages.map((page) => [page.file, stamped(page.html)]),
    lastDir,
  );
}
