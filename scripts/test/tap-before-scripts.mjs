// For Chromium's tests of the site as built (test/built-site.site.test.ts): the menu
// tapped in a puppeteer tab before the page's scripts have arrived.
import { hydrated } from './describe-page.mjs';
import { patience } from './engines.mjs';

/** Opens a page on a phone-sized screen with main.js held back, so React can't hydrate; taps
 * the menu button (a click event, as a tap makes), then lets main.js through and reports the
 * menu's state before and after React took over, and after one more tap.
 * @param {import('puppeteer').Browser} browser
 * @param {import('./visit-page.mjs').Origins} origins
 * @param {{ site?: string, path?: string }} options */
export async function tapMenuBeforeScripts(browser, origins, { site = 'selfHosted', path = '/' }) {
  const { origin, base } = origins[site] ?? {};
  const page = await browser.newPage();
  page.setDefaultTimeout(patience);
  /** @type {string[]} */
  const problems = [];
  /** @type {(release: () => Promise<void>) => void} */
  let releaseMain = () => {};
  /** @type {Promise<() => Promise<void>>} */
  const mainAsked = new Promise((asked) => (releaseMain = asked));
  try {
    await page.setViewport({ width: 375, height: 800 });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `${base}/main.js`)
        return releaseMain(() => request.continue());
      return request.continue();
    });
    page.on(
      'console',
      (m) =>
        ['error', 'warn', 'warning'].includes(m.type()) &&
        problems.push(`${m.type()}: ${m.text()}`),
    );
    page.on('pageerror', (error) =>
      problems.push(`pageerror: ${error instanceof Error ? error.message : error}`),
    );
    await page.goto(origin + base + path, { waitUntil: 'load' });
    const release = await mainAsked;
    const menuState = () => {
      const toggle = /** @type {HTMLButtonElement} */ (document.querySelector('.site-nav__toggle'));
      const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      return {
        hydrated: Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
        expanded: toggle.getAttribute('aria-expanded'),
        menuShown: (menu?.getBoundingClientRect().height ?? 0) > 0,
        // Buttons that can't act yet must look it: disabled.
        idleButtons: [
          .../** @type {NodeListOf<HTMLButtonElement>} */ (
            document.querySelectorAll('main button')
          ),
        ]
          .filter((b) => !b.disabled)
          .map((b) => b.textContent || b.getAttribute('aria-label')),
        expandedHistory: window.__expandedHistory ?? [],
      };
    };
    const beforeTap = await page.evaluate(menuState);
    await page.evaluate(() => {
      const toggle = /** @type {HTMLButtonElement} */ (document.querySelector('.site-nav__toggle'));
      // Every value aria-expanded takes from here on, to see that React's arrival changes nothing.
      window.__expandedHistory = [];
      new MutationObserver((records) =>
        window.__expandedHistory.push(...records.map((r) => r.oldValue)),
      ).observe(toggle, {
        attributeFilter: ['aria-expanded'],
        attributeOldValue: true,
      });
      toggle.click();
    });
    const afterTap = await page.evaluate(menuState);
    release();
    await page.waitForFunction(() => document.querySelector('.site-nav__toggle[data-live]'));
    await page.waitForFunction(hydrated);
    // …and has run its effects: the page's controls are ready (or the test says they never became
    // so).
    await page
      .waitForFunction(() => !document.querySelector('main button[disabled]'))
      .catch(() => undefined);
    const afterHydration = await page.evaluate(menuState);
    await page.evaluate(() =>
      /** @type {HTMLButtonElement} */ (document.querySelector('.site-nav__toggle')).click(),
    );
    const afterSecondTap = await page.evaluate(menuState);
    return { beforeTap, afterTap, afterHydration, afterSecondTap, problems };
  } finally {
    await page.close();
  }
}
