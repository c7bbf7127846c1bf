// The one tab each engine's offline tests use (scripts/test/offline-plugin.mjs): open an address,
// run a function in the page, close. Chromium and Firefox through puppeteer; WebKit through a
// MiniBrowser of its own (engines.mjs).
import { remote } from 'webdriverio';
import { startWebKitDriver, webKitCapabilities } from './webkit.mjs';

/** A tab in the test's own engine: open an address, run a function in the page, close. */
export function puppeteerTab(browser) {
  let page;
  const problems = [];
  return {
    problems,
    async open(url) {
      if (!page) {
        page = await browser.newPage();
        page.on(
          'console',
          (m) =>
            ['error', 'warn', 'warning'].includes(m.type()) &&
            problems.push(`${m.type()}: ${m.text()} (${m.location()?.url})`),
        );
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      }
      // What the last page was still loading (its prefetching) is cut off now, not counted here.
      await page.goto('about:blank');
      problems.length = 0;
      return page.goto(url, { waitUntil: 'load' }).then(
        (r) => r?.status() ?? 200,
        (e) => `failed: ${e.message}`,
      );
    },
    run: (fn, arg) => page.evaluate(fn, arg),
    async close() {
      await page?.close();
      page = undefined;
    },
  };
}

/** WebKit: its WebDriver can't read the console, so problems are not collected there. */
export function webKitTab() {
  let driver;
  let stopDriver;
  return {
    problems: [],
    async open(url) {
      if (!driver) {
        const started = await startWebKitDriver();
        stopDriver = started.stop;
        driver = await remote({
          hostname: '127.0.0.1',
          port: started.port,
          logLevel: 'error',
          capabilities: webKitCapabilities,
        });
      }
      return driver.url(url).then(
        () => 200,
        (e) => `failed: ${e.message}`,
      );
    },
    run: (fn, arg) => driver.execute(fn, arg),
    close: () => driver?.url('about:blank'),
    async stop() {
      await driver?.deleteSession().catch(() => {});
      stopDriver?.();
    },
  };
}
