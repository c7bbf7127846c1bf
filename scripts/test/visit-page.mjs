// Visits of a built page in a fresh puppeteer tab, for the tests of the site as built: Chromium's
// from Node (test/built-site.site.test.ts), Firefox's through the browser runner
// (scripts/test/built-site-plugin.mjs): what a visitor got.
import { patience } from './engines.mjs';

// React marks the elements it has woken up: the root, and (once its code has run) the page's
// heading.
export const hydrated = () =>
  [document.getElementById('root'), document.querySelector('main h1')].every((el) =>
    Object.keys(el ?? {}).some((key) => /^__react(Container|Fiber)/.test(key)),
  );

/** Everything a test may want to know about the page as the visitor sees it. */
export function describePage() {
  const text = (el) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const attr = (selector, name) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const nav = document.querySelector('nav');
  return {
    url: location.href,
    title: document.title,
    h1: [...document.querySelectorAll('h1')].map(text),
    mainText: text(document.querySelector('main')),
    headings: [...document.querySelectorAll('main :is(h1, h2, h3, h4)')].map(text),
    footerText: text(document.querySelector('footer')),
    navLinks: [...(nav?.querySelectorAll('ul a') ?? [])].map((a) => ({
      text: text(a),
      href: a.getAttribute('href'),
      current: a.getAttribute('aria-current'),
      visible: a.getBoundingClientRect().height > 0,
    })),
    links: [...document.querySelectorAll('a[href]')].map(
      (a) => /** @type {HTMLAnchorElement} */ (a).href,
    ),
    images: [...document.querySelectorAll('img')].map((img) => ({
      src: img.currentSrc || img.src,
      alt: img.getAttribute('alt'),
    })),
    focused: text(document.activeElement),
    // What each labelled box of a form holds, by its label.
    formValues: Object.fromEntries(
      [...document.querySelectorAll('form label')].map((label) => [
        text(label),
        /** @type {any} */ (label).control?.value ?? null,
      ]),
    ),
    scrollY: window.scrollY,
    // React marks the element it hydrated; the stylesheet's cue for scripts is data-js.
    scriptsRan: Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
    jsStyles: document.documentElement.dataset.js === 'on',
    head: {
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogDescription: attr('meta[property="og:description"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
      manifest: attr('link[rel="manifest"]', 'href'),
      jsonLd: text(document.querySelector('script[type="application/ld+json"]')),
      preloads:
        window.__ownPreloads ??
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
          l.getAttribute('href'),
        ),
    },
  };
}

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
  const problems = [];
  const otherHostRequests = [];
  const scripts = [];
  const imagesLoadedBeforeScripts = []; // pictures that had fully arrived before the first script was asked for
  try {
    await page.setViewport({ width, height: 900 });
    if (!javaScript) await page.setJavaScriptEnabled(false); // Chromium only (CDP)
    await page.setRequestInterception(true);
    // Request types are known in Chromium only (Firefox's WebDriver BiDi doesn't say).
    const typeOf = (request) => (isChromium ? request.resourceType() : null);
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
    // Any Content-Security-Policy violation counts as a problem, reported or only logged.
    await page.evaluateOnNewDocument(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
      ),
    );
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // The modules the page itself lists (prefetching adds other pages' later, in steps).
    await page.evaluateOnNewDocument(() =>
      addEventListener('DOMContentLoaded', () => {
        const listed = [
          ...document.querySelectorAll('link[rel="modulepreload"]'),
          ...(/** @type {HTMLTemplateElement | null} */ (document.getElementById('start-modules'))
            ?.content.children ?? []),
        ];
        window.__ownPreloads = listed.map((link) => link.getAttribute('href'));
      }),
    );
    // Layout shifts as Lighthouse counts them (CLS), where the engine reports them (Chromium).
    await page.evaluateOnNewDocument(() => {
      window.__layoutShift = 0;
      window.__layoutShifts = [];
      if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift'))
        new PerformanceObserver((list) => {
          for (const shift of /** @type {any[]} */ (list.getEntries())) {
            if (shift.hadRecentInput) continue;
            window.__layoutShift += shift.value;
            // What moved, for the test's message: element, class, and its top before → after.
            for (const { node, previousRect, currentRect } of shift.sources)
              window.__layoutShifts.push(
                `${node?.nodeName ?? '?'}.${node?.className?.baseVal ?? node?.className ?? ''} top ${Math.round(previousRect.top)}→${Math.round(currentRect.top)} at ${Math.round(shift.startTime)} ms`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
    });
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
      : await page.evaluate(
          () => /** @type {any} */ (performance.getEntriesByType('navigation')[0])?.responseStatus,
        );
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
          const h1 = document.querySelector('h1');
          return h1 && h1.textContent !== before; // the new page has arrived (it may load on demand)
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
      ...(await page.evaluate(() => ({
        layoutShift: window.__layoutShift,
        layoutShifts: window.__layoutShifts,
      }))),
    };
    if (typeThenReload) await page.evaluate(() => localStorage.clear()); // no draft left for later visits
    const sameDocument = clickLink
      ? await page.evaluate(() => window.__sameDocument === true)
      : null;
    return {
      status,
      headers: response ? response.headers() : null, // none when Firefox reports no response (above)
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
