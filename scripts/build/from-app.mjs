// The pages step's view of the app: the pages to make, how to draw one, and the HTML every page
// shares, from the built app's modules (built.mjs) rendered in Node.
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { builtModules } from './built.mjs';
/** @import { AppPage, Content } from './types.js' */

/**
 * @typedef {{ outDir: string, content: Content, modules?: Record<string, Record<string, unknown>>,
 * base: string, builtAt: number }} AppOptions the built app's folder, the model's content and
 * modules (content-modules.mjs; the preview's pages import them), the site's base path and the
 * build's moment
 */

/** Everything the pages step takes from the app, in one place: the pages to make (address, page
 * module, head values), how to render one, and the HTML every page shares.
 * @param {AppOptions} options */
export async function fromApp({ outDir, content, modules, base, builtAt }) {
  const built = builtModules(outDir);
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
  /** @param {import('../../src/page-list.js').SitePage} sitePage @returns {AppPage} */
  const page = (sitePage) => {
    // Every page's content has its title and description (its schema's).
    const { title, description } = /** @type {{ title: string, description: string }} */ (
      content[sitePage.content]
    );
    return { path: sitePage.path, module: sitePage.file, title: pageTitle(title), description };
  };
  // One page per entry of each pattern page's list (a news post, a gala, a swimmer), with the
  // entry's own words and its module handed to the page.
  // An entry's picture is as its schema checked it (src/content/schema/fields.ts).
  const entries = /** @type {AppPage[]} */ (
    patternPages.flatMap((pattern) =>
      entryPages(pattern, content).map(({ module, title, ...entry }) => ({
        ...entry,
        module: pattern.file,
        title: pageTitle(title),
        modules: [`${base}/${module}`],
      })),
    )
  );
  // Drawn in one pass where all it needs is there; otherwise (a page whose code is not loaded
  // yet, the first of each kind) React's prerender waits for its code and content to arrive
  // (React.lazy, use()), as a visitor's browser would.
  const render = async (/** @type {string} */ path) => {
    read = new Set();
    moment = false;
    const html = await draw(path);
    return { html, read: [...read], moment };
  };
  const draw = async (/** @type {string} */ path) => {
    const app = createElement(
      Router,
      /** @type {import('wouter').RouterProps} */ ({ base, ssrPath: base + path }),
      createElement(App),
    );
    const html = renderToString(app);
    // "$!": a boundary that waited, drawn as its fallback
    if (!html.includes('<!--$!')) return html;
    // progressiveChunkSize: never a boundary sent apart to be swapped in by a script (React
    // does so for a large one, to show a page before all of it has arrived): the page is
    // complete HTML, readable without JavaScript.
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Infinity });
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of prelude) chunks.push(/** @type {Buffer} */ (chunk));
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
