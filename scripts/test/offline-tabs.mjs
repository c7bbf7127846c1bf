// The one tab each engine's offline tests use (test/offline.site.test.ts): open an address, run a
// function in the page, close. Chromium and Firefox through puppeteer; WebKit through a
// MiniBrowser of its own (scripts/test/webkit.mjs), whose WebDriver can't read the console, so
// problems are not collected there.
import { launchBrowser } from './engines.mjs';
import { openWebKit } from './webkit.mjs';

/** @typedef {{
 *   problems: string[],
 *   open(url: string): Promise<number | string>,
 *   run<T, A extends string>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<Awaited<T>>,
 *   close(): Promise<unknown>,
 *   stop(): Promise<unknown>,
 * }} Tab */

/** A tab in Chromium or Firefox. @param {'chromium' | 'firefox'} engine @returns {Tab} */
export function puppeteerTab(engine) {
  /** @type {Promise<import('puppeteer').Browser> | undefined} */
  let browser;
  /** @type {import('puppeteer').Page | undefined} */
  let page;
  /** @type {string[]} */
  const problems = [];
  return {
    problems,
    async open(url) {
      if (!page) {
        page = await (await (browser ??= launchBrowser(engine))).newPage();
        page.setDefaultTimeout(0); // no limit of its own: a busy machine may take minutes
        page.on('console', (m) => {
          if (['error', 'warn', 'warning'].includes(m.type()))
            problems.push(`${m.type()}: ${m.text()} (${m.location()?.url})`);
        });
        page.on('pageerror', (error) =>
          problems.push(`pageerror: ${error instanceof Error ? error.message : error}`),
        );
      }
      // What the last page was still loading (its prefetching) is cut off now, not counted here.
      await page.goto('about:blank');
      problems.length = 0;
      return page.goto(url, { waitUntil: 'load' }).then(
        (r) => r?.status() ?? 200,
        (e) => `failed: ${e.message}`,
      );
    },
    run: async (fn, arg) => {
      if (!page) throw new Error('no page open');
      // The libraries' types map element arguments to handles; ours are plain strings.
      return /** @type {any} */ (page.evaluate(/** @type {any} */ (fn), arg));
    },
    async close() {
      await page?.close();
      page = undefined;
    },
    stop: async () => (await browser)?.close(),
  };
}

/** A tab in WebKit. @returns {Tab} */
export function webKitTab() {
  /** @type {ReturnType<typeof openWebKit> | undefined} */
  let opened;
  return {
    problems: [],
    async open(url) {
      const { driver } = await (opened ??= openWebKit());
      return driver.url(url).then(
        () => 200,
        (e) => `failed: ${e.message}`,
      );
    },
    run: async (fn, arg) => {
      if (!opened) throw new Error('no page open');
      return /** @type {any} */ ((await opened).driver.execute(/** @type {any} */ (fn), arg));
    },
    close: async () => (await opened)?.driver.url('about:blank'),
    stop: async () => (await opened)?.stop(),
  };
}
