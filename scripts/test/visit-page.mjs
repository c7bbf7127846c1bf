// Visits of a built page in a fresh puppeteer tab, for the tests of the site as built, from Node:
// Chromium's (test/built-site.site.test.ts) and Firefox's (test/built-site-engines.site.test.ts):
// what a visitor got.
import { describePage, hydrated } from './describe-page.mjs';
import { patience } from './engines.mjs';
import { addProbes, wakingShifts } from './page-probes.mjs';

/** @typedef {Record<string, { origin: string, base: string }>} Origins */
/** @typedef {{
 *   site?: string, path?: string, javaScript?: boolean, blockOtherHosts?: boolean,
 *   width?: number, clickLink?: string, typeThenReload?: { label: string, text: string }[],
 *   saveData?: boolean, settle?: boolean, clockAtBuild?: boolean,
 * }} VisitOptions */

/** Opens `path` of a site in a fresh tab of `browser`, as a visitor would with these options.
 * @param {import('puppeteer').Browser} browser @param {Origins} origins
 * @param {VisitOptions} payload */
export async function visit(browser, origins, payload) {
  const {
    site = 'selfHosted',
    path = '/',
    javaScript = true,
    blockOtherHosts = false,
    width = 1280,
    clickLink,
    typeThenReload,
    saveData = false,
    settle = false,
    clockAtBuild = false,
  } = payload;
  const { origin, base } = origins[site];
  const page = await browser.newPage();
  page.setDefaultTimeout(patience);
  const isChromium = !(await browser.version()).toLowerCase().includes('firefox');
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const otherHostRequests = [];
  /** @type {string[]} */
  const scripts = [];
  // Pictures that had fully arrived before the first script was asked for.
  /** @type {string[]} */
  const imagesLoadedBeforeScripts = [];
  try {
    await page.setViewport({ width, height: 900 });
    if (!javaScript) await page.setJavaScriptEnabled(false); // Chromium only (CDP)
    await page.setRequestInterception(true);
    // Request types are known in Chromium only (Firefox's WebDriver BiDi doesn't say).
    const typeOf = (/** @type {import('puppeteer').HTTPRequest} */ request) =>
      isChromium ? request.resourceType() : null;
    page.on('requestfinished', (request) => {
      if (typeOf(request) === 'image' && !scripts.length)
        imagesLoadedBeforeScripts.push(new URL(request.url()).pathname);
    });
    page.on('request', (request) => {
      if (typeOf(request) === 'script') scripts.push(new URL(request.url()).pathname);
      // No test may touch the network: requests to any other host are answered here, refused.
      if (new URL(request.url()).origin === origin || request.url().startsWith('data:'))
        return request.continue();
      otherHostRequests.push(request.url());
      return blockOtherHosts
        ? request.abort('blockedbyclient')
        : request.respond({ status: 503, body: '' });
    });
    page.on('console', (message) => {
      // A 404 page is loaded with status 404 on purpose; Chrome logs that as an error.
      if (message.location()?.url === page.url() && /status of 404/.test(message.text())) return;
      if (['error', 'warn', 'warning'].includes(message.type()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    // The page's clock starts at the build's moment, as if visited at once: a page that speaks
    // of today (the training page) then wakes up to the day it was built for, on any day. (The
    // build writes the moment into each page that reads it.)
    const drawnAt =
      clockAtBuild &&
      /<meta name="built-at" content="([^"]+)">/.exec(
        await (await fetch(`${origin}${base}${path}`)).text(),
      )?.[1];
    if (drawnAt) {
      const builtAt = Date.parse(drawnAt);
      await page.evaluateOnNewDocument((at) => {
        const offset = at - Date.now();
        const real = Date.now;
        Date.now = () => real() + offset;
      }, builtAt);
    }
    // A phone's data-saver setting, as Chromium tells pages (navigator.connection.saveData).
    if (saveData)
      await page.evaluateOnNewDocument(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
      );
    page.on('pageerror', (error) =>
      problems.push(`pageerror: ${error instanceof Error ? error.message : error}`),
    );
    await addProbes(page);
    // Until the page has loaded; then each visit waits for what it reads (hydration, the form
    // ready, the page settled), not for the network to go quiet, which waits for prefetching too.
    let response = await page.goto(origin + base + path, { waitUntil: 'load' });
    if (typeThenReload) {
      // Real key presses into the boxes with these labels, once the form works; then a reload,
      // waiting until the form works again (its scripts have hydrated it and run its effects).
      const formWorks = () =>
        page.waitForFunction(() =>
          document.querySelector('form button[type="submit"]:not([disabled])'),
        );
      await formWorks();
      for (const { label, text } of typeThenReload) {
        const id = await page.evaluate(
          (name) =>
            [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === name)
              ?.htmlFor,
          label,
        );
        await page.type(`#${id}`, text);
      }
      response = await page.reload({ waitUntil: 'load' });
      await formWorks();
    }
    // Settled: hydrated, then an idle moment (when prefetching starts), then the network quiet
    // again.
    if (settle) {
      await page.waitForFunction(() => document.querySelector('.site-nav__toggle[data-live]'));
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(undefined))));
      await page.waitForNetworkIdle({ idleTime: 500 });
    }
    // Scripts start after the first paint: wait for hydration or, with the CDN down, for the
    // scripts to give up.
    if (javaScript && !blockOtherHosts) await page.waitForFunction(hydrated).catch(() => {});
    if (blockOtherHosts)
      await page.waitForFunction(() => !document.documentElement.dataset.js).catch(() => {});
    // Firefox over BiDi sometimes reports no response: the page's own navigation entry knows.
    const status = response
      ? response.status()
      : await page.evaluate(() => {
          const [entry] = /** @type {(PerformanceEntry & { responseStatus?: number })[]} */ (
            performance.getEntriesByType('navigation')
          );
          return entry?.responseStatus ?? 0;
        });
    if (clickLink) {
      await page.evaluate(() => (window.__sameDocument = true));
      const h1Before = await page.$eval('h1', (h1) => h1.textContent);
      await page.evaluate(
        (name) =>
          [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === name)?.click(),
        clickLink,
      );
      await page.waitForFunction(
        (before) => {
          // The new page has arrived (it may load on demand).
          const h1 = document.querySelector('h1');
          return h1 && h1.textContent !== before;
        },
        {},
        h1Before,
      );
      // The focus follows a moment later (lib/arrival.ts may still be on its way).
      await page
        .waitForFunction(() => document.activeElement?.matches('h1'))
        .catch(() => undefined);
    }
    const result = {
      ...(await page.evaluate(describePage)),
      ...(await page.evaluate(wakingShifts)),
    };
    // No draft left for later visits.
    if (typeThenReload) await page.evaluate(() => localStorage.clear());
    const sameDocument = clickLink
      ? await page.evaluate(() => window.__sameDocument === true)
      : null;
    return {
      status,
      // None when Firefox reports no response (above).
      headers: response ? response.headers() : null,
      ...result,
      sameDocument,
      problems,
      otherHostRequests,
      scripts: [...new Set(scripts)],
      imagesLoadedBeforeScripts,
    };
  } finally {
    await page.close();
  }
}
