// Build step "pages": every page's HTML, the app rendered in Node from its built files, in
// index.html with the page's head (page-html.mjs); and 404.html, which hosts serve for any
// address they don't have. A site of many pages (ten years of galas) is rendered on two threads:
// this one and pages-worker.mjs, each taking the next page from one queue.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { moduleGraph, startModules } from './module-graph.mjs';
import { pageHtml, pageImportMap } from './page-html.mjs';

const built = (outDir, file) => import(pathToFileURL(resolve(outDir, file)).href);

/** Everything this step takes from the app, in one place: the pages to make (address, page
 * module, head values), and the HTML every page shares. */
async function fromApp({ outDir, content, base, builtAt }) {
  const { singlePages, notFoundPage, patternPages } = await built(outDir, 'page-list.js');
  const { entryPages } = await built(outDir, 'lib/pattern-pages.js');
  const { pageTitle } = await built(outDir, 'lib/page-title.js');
  const { IconSprite } = await built(outDir, 'components/IconSprite.js');
  const { NoticeBoard } = await built(outDir, 'components/NoticeBoard.js');
  const page = (sitePage) => {
    const { title, description } = content[sitePage.content];
    return { path: sitePage.path, module: sitePage.file, title: pageTitle(title), description };
  };
  // One page per entry of each pattern page's list (a news post, a gala, a swimmer), with the
  // entry's own words and its module handed to the page (`entry`: its name among the modules).
  const entries = patternPages.flatMap((pattern) =>
    entryPages(pattern, content).map(({ module, title, ...entry }) => ({
      ...entry,
      module: pattern.file,
      title: pageTitle(title),
      modules: [`${base}/${module}`],
      entry: module.replace(/^content\/|\.js$/g, ''),
    })),
  );
  return {
    pages: [...singlePages.map(page), ...entries],
    notFound: page(notFoundPage),
    icons: renderToStaticMarkup(createElement(IconSprite)),
    notices: renderToStaticMarkup(createElement(NoticeBoard, { notices: content.notices ?? [], now: builtAt, base })),
  };
}

// "/" and "/about" become index.html and about/index.html.
const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/**
 * Returns `write(page, notFound)`, which renders one page and starts writing it (to 404.html
 * when `notFound`); `finish()`, done when every page is written; and `written`, the entries'
 * modules the prerender is handed (by their name, as `page.entry` gives it). Used on both
 * threads; `shared` as pageHtml takes it.
 */
export async function pageWriter({ outDir, base, importMap, shared }) {
  // The entries' modules from memory rather than imported from the files just written.
  const written = {};
  (await built(outDir, 'lib/entry-modules.js')).prerenderWith(written);
  const { App } = await built(outDir, 'App.js');
  // React's prerender waits for every page's code and content to arrive (React.lazy, use()),
  // as a visitor's browser would.
  const render = async (path) => {
    // progressiveChunkSize: never a boundary sent apart to be swapped in by a script (React
    // does so for a large one, to show a page before all of it has arrived): the page is
    // complete HTML, readable without JavaScript.
    const app = createElement(Router, /** @type {any} */ ({ base, ssrPath: base + path }), createElement(App));
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Infinity });
    const chunks = [];
    for await (const chunk of prelude) chunks.push(chunk);
    return Buffer.concat(chunks).toString();
  };
  const modulesOf = startModules(moduleGraph({ outDir, importMap, base }));
  // Each page written while the next is rendered, not one after the other.
  const writes = [];
  const write = async (page, notFound = false) => {
    const html = pageHtml({ page, notFound, app: await render(page.path), modules: await modulesOf(page.module, page.modules) }, shared);
    const file = join(outDir, notFound ? '404.html' : fileFor(page.path));
    writes.push(mkdir(dirname(file), { recursive: true }).then(() => writeFile(file, html)));
  };
  return { write, finish: () => Promise.all(writes), written };
}

/** Renders pages from `queue` on a worker thread (pages-worker.mjs), taking the next one each
 * time it is free, until the queue is empty. */
function renderOnWorker({ queue, modules, ...setup }) {
  const worker = new Worker(new URL('pages-worker.mjs', import.meta.url), { workerData: setup });
  worker.on('message', () => {
    const page = queue.shift();
    worker.postMessage(page ? { page, entry: page.entry && modules[page.entry] } : null);
  });
  // It ends once it has written its last page; an error in it ends it with the error.
  return new Promise((/** @type {(value?: void) => void} */ done, fail) => {
    worker.on('error', fail);
    worker.on('exit', (code) => (code === 0 ? done() : fail(new Error(`the pages step's worker stopped (exit code ${code})`))));
  });
}

// Below this many pages a second thread costs more than it saves (it imports the app afresh).
const pagesForWorker = 100;

/** Writes every page and 404.html; returns the pages' addresses. */
export async function writePages({ outDir, content, modules, importMap, siteUrl, base, themeColour, logoFiles, builtAt }) {
  const app = await fromApp({ outDir, content, base, builtAt });
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
  const { write, finish, written } = await pageWriter({ outDir, base, importMap, shared });
  Object.assign(written, modules);
  const queue = [...app.pages];
  const threads = [];
  if (queue.length >= pagesForWorker && availableParallelism() > 1)
    threads.push(renderOnWorker({ queue, modules, outDir, base, importMap, shared: { ...shared, siteUrl: siteUrl.href } }));
  const mine = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      await write(page);
      // A page can render without a turn of the event loop: one is given here, so the worker's
      // call for its next page is answered.
      await new Promise(setImmediate);
    }
  };
  threads.push(mine());
  await Promise.all(threads);
  await write(app.notFound, true);
  await finish();
  return app.pages.map((page) => page.path);
}
