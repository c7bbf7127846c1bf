// Each page's code is its own module (src/pages/<file>.js), loaded when the page is first shown
// or a link to it suggests it will be (prefetch.ts), with the title it puts on the browser tab.
import { lazy, useEffect, type ComponentType } from 'react';
import { moduleName } from './module-name.js';
import { isPattern, pageAt, type SitePage } from '../page-list.js';
import { loadModule } from './load-module.js';
import { pageTitle } from './page-title.js';

type PageModule = { default: ComponentType };
const loading = new Map<string, Promise<ComponentType>>();
const ready = new Map<string, ComponentType>();

/**
 * The page's component once its module (and the content file it takes its title from) has
 * arrived. `attempt` > 0 (Retry) asks for the file under a new address: Firefox remembers a
 * failed import() of an address and would not ask the host again.
 */
export function loadPage(page: SitePage, attempt = 0): Promise<ComponentType> {
  const key = `${page.file}?${attempt}`;
  let loaded = loading.get(key);
  if (!loaded) {
    const url = (path: string) =>
      new URL(`../${path}.js${attempt ? `?retry=${attempt}` : ''}`, import.meta.url).href;
    const content = isPattern(page)
      ? undefined
      : loadModule<Record<string, { title: string }>>(url(`content/${moduleName(page.content)}`));
    loaded = Promise.all([loadModule<PageModule>(url(`pages/${page.file}`)), content]).then(
      ([module, words]) =>
        words ? titled(module.default, words[page.content]!.title) : module.default,
    );
    loaded.then(
      (Page) => ready.set(key, Page),
      () => loading.delete(key), // tried afresh next time
    );
    loading.set(key, loaded);
  }
  return loaded;
}

const titled = (Page: ComponentType, title: string) =>
  function TitledPage() {
    useEffect(() => {
      document.title = pageTitle(title);
    }, []);
    return <Page />;
  };

/** Whether the page at an address (without the site's base) can be drawn at once: its code has
 * arrived, and it needs nothing more (a news post's page still waits for the post's words). */
export const pageReady = (path: string) => {
  const page = pageAt(path);
  return page !== undefined && !isPattern(page) && ready.has(`${page.file}?0`);
};

/**
 * The page for React: the page itself once its module has arrived (prefetched, usually), so it
 * is drawn in the same render; until then React.lazy, for which Suspense (App) waits. A failure
 * goes to PageView's ErrorBoundary.
 */
export const pageComponent = (page: SitePage, attempt = 0): ComponentType =>
  ready.get(`${page.file}?${attempt}`) ??
  lazy(() => loadPage(page, attempt).then((Page) => ({ default: Page })));
