// Build step "pages": every page's HTML, the app rendered in Node from its built files, in
// index.html with the page's head (page-html.mjs); and 404.html, which hosts serve for any
// address they don't have.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { moduleGraph, startModules } from './module-graph.mjs';
import { pageHtml, pageImportMap } from './page-html.mjs';

/** Everything this step takes from the app, in one place: the pages to make (address, page
 * module, head values), how to render one, and the HTML every page shares. */
async function fromApp({ outDir, content, modules, base, builtAt }) {
  const built = (file) => import(pathToFileURL(resolve(outDir, file)).href);
  (await built('lib/entry-modules.js')).prerenderWith(modules);
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
    const app = createElement(Router, /** @type {any} */ ({ base, ssrPath: base + path }), createElement(App));
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
    notices: renderToStaticMarkup(createElement(NoticeBoard, { notices: content.notices ?? [], now: builtAt, base })),
  };
}

// "/" and "/about" become index.html and about/index.html.
const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** What every page is made from, and `html(page)`, its whole HTML: the pages step writes each
 * one; the preview (scripts/preview/render-worker.mjs) makes one when it is asked for. */
export async function pageMaker({ outDir, content, modules, importMap, siteUrl, base, themeColour, logoFiles, builtAt }) {
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
  /** @param {any} page @param {boolean} [notFound] */
  const html = async (page, notFound) =>
    pageHtml({ page, notFound, app: await app.render(page.path), modules: await modulesOf(page.module, page.modules) }, shared);
  return { pages: app.pages, notFound: app.notFound, html };
}

/** Writes every page and 404.html; returns the pages' addresses. */
export async function writePages(options) {
  const { pages, notFound, html } = await pageMaker(options);
  // Each page written while the next is rendered, not one after the other.
  const writes = [];
  for (const page of pages) {
    const file = join(options.outDir, fileFor(page.path));
    const text = await html(page);
    writes.push(mkdir(dirname(file), { recursive: true }).then(() => writeFile(file, text)));
  }
  await Promise.all(writes);
  await writeFile(join(options.outDir, '404.html'), await html(notFound, true));
  return pages.map((page) => page.path);
}
