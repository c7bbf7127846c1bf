// What a visitor feels after the first paint, on a throttled phone (Chromium's applied
// throttling over CDP: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU 4× slower):
// - a tap on the menu button made at first paint: how long until the menu shows, or lost;
// - each menu link, tapped once the page has settled: how long from the tap to the frame that
//   shows the next page's words, and to the frame with the whole page (its part below the first
//   screen comes a moment later), and whether the "Loading…" placeholder showed on the way;
// - Interaction to Next Paint of the menu button and the slider arrows.
// Each run starts in a fresh browser context (empty cache), as a first visit does.
import puppeteer from 'puppeteer';

const phone = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};
const lostAfterMs = 8000;
// Issue 14 sets 4×. The same 4× is a faster phone on a faster machine, so TAP_CPU=8 (say) shows
// what a machine half as fast would measure; bench/results.md names the rate used.
export const cpuRate = Number(process.env.TAP_CPU ?? 4);

// Runs in the page before its own scripts: records taps, frames and the placeholder.
function watchPage() {
  const bench = (window.__bench = /** @type {any} */ ({
    tapAt: null,
    hydratedAtTap: null,
    placeholder: false,
    events: [],
  }));
  // A tap is timed from the moment the finger lifts (pointerup, after which the browser sends
  // the click): how long the finger rests on the glass is the visitor's, not the site's.
  addEventListener(
    'pointerup',
    (event) => {
      bench.tapAt = event.timeStamp;
      bench.hydratedAtTap = Object.keys(document.getElementById('root') ?? {}).some((k) =>
        k.startsWith('__reactContainer'),
      );
    },
    true,
  );
  bench.menuOpen = () => {
    const toggle = document.querySelector('.site-nav__toggle');
    const list = document.getElementById('site-menu');
    return (
      toggle?.getAttribute('aria-expanded') === 'true' &&
      Boolean(list?.getBoundingClientRect().height)
    );
  };
  // Resolves just after the first frame in which `shown()` holds: checked on every change to
  // the page (no polling, which would itself load a slow phone). `seen`: when it first held;
  // `after`: a moment after the next frame (a timer set in that frame, so it also waits for any
  // task already queued, such as drawing the rest of the page).
  bench.watch = (shown) =>
    new Promise((resolve) => {
      const check = () => {
        if (!shown()) return false;
        changes.disconnect();
        const seen = performance.now();
        requestAnimationFrame(() => setTimeout(() => resolve({ seen, after: performance.now() })));
        return true;
      };
      const changes = new MutationObserver(check);
      if (!check())
        changes.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
    });
  bench.newPage = (before) => () => {
    const h1 = document.querySelector('main h1');
    return Boolean(h1 && h1.textContent !== before && !document.querySelector('.page-loading'));
  };
  // The whole page: its part below the first screen drawn too (components/BelowTheFold.tsx).
  bench.wholePage = (before) => () =>
    bench.newPage(before)() && !document.querySelector('main [aria-busy="true"]');
  new MutationObserver(() => {
    if (document.querySelector('.page-loading')) bench.placeholder = true;
  }).observe(document, { childList: true, subtree: true });
  // Event Timing: the browser's own time from each event to the frame painted after it.
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      if (!e.interactionId) continue;
      const control = e.target?.closest?.('button');
      const { name, startTime, duration, processingEnd } = e;
      bench.events.push({
        name,
        startTime,
        duration,
        processingEnd,
        control: control?.className ?? null,
        label: control?.getAttribute('aria-label') ?? null,
      });
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    }),
  );
  // From the tap to the frame that showed what `watched` waited for. When the tap's click drew it
  // (the usual case), that frame is the one painted after the click, as Event Timing has it (to
  // 8 ms); otherwise (a page still on its way), a moment after the frame in which it appeared.
  bench.tapToFrame = async (watched) => {
    const { seen, after } = await watched;
    await new Promise((entriesArrive) => setTimeout(entriesArrive, 500));
    const click = bench.events.find((e) => e.name === 'click' && e.startTime >= bench.tapAt);
    return (
      (click && seen <= click.processingEnd ? click.startTime + click.duration : after) -
      bench.tapAt
    );
  };
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    bench.menuShown = bench.watch(bench.menuOpen);
    window.__firstPaint?.();
  }).observe({ type: 'paint', buffered: true });
}

const menuOpen = () => window.__bench.menuOpen();

async function tapElement(page, selector) {
  const box = await page.$eval(selector, (el) => {
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.touchscreen.tap(box.x, box.y);
}

async function settle(page) {
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60000 }).catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise((done) =>
        (window.requestIdleCallback ?? /** @type {any} */ (setTimeout))(done, { timeout: 2000 }),
      ),
  );
}

async function throttled(context) {
  const page = await context.newPage();
  await page.setViewport(phone);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.evaluateOnNewDocument(watchPage);
  return page;
}

/** One visit: the early menu tap, then INP on the home page, then every menu link in turn. */
async function visitOnce(browser, origin, navigation) {
  const context = await browser.createBrowserContext();
  try {
    const page = await throttled(context);
    // The menu button is tapped as soon as the page first paints.
    let painted;
    const firstPaint = new Promise((resolve) => (painted = resolve));
    await page.exposeFunction('__firstPaint', () => painted());
    const loaded = page.goto(origin + '/', { waitUntil: 'load', timeout: 120000 });
    await firstPaint;
    await tapElement(page, '.site-nav__toggle');
    const early = await page.evaluate(
      (lostAfterMs) =>
        Promise.race([
          window.__bench.tapToFrame(window.__bench.menuShown),
          new Promise((lost) => setTimeout(() => lost(null), lostAfterMs)),
        ]).then((ms) => ({
          ms,
          hydratedAtTap: window.__bench.hydratedAtTap,
        })),
      lostAfterMs,
    );
    await loaded;
    await settle(page);

    // INP: the menu button (close, open, close) and the slider arrows.
    const isOpen = await page.evaluate(menuOpen);
    for (let i = 0; i < (isOpen ? 3 : 2); i++) {
      await tapElement(page, '.site-nav__toggle');
      await settle(page);
    }
    for (const label of ['Next photo', 'Next photo', 'Previous photo']) {
      await tapElement(page, `.slider__arrow[aria-label="${label}"]`);
      await settle(page);
    }
    const events = await page.evaluate(() => window.__bench.events);
    const worst = (match) => Math.max(0, ...events.filter(match).map((e) => e.duration));
    const inp = {
      menu: worst((e) => e.control?.includes('site-nav__toggle')),
      arrows: worst((e) => e.control?.includes('slider__arrow')),
    };

    // Every menu link, each tapped from the page before it: About from Home, … Home from Contact.
    const taps = {};
    const order = [...navigation.slice(1), navigation[0]];
    for (const item of order) {
      if (!(await page.evaluate(menuOpen))) {
        await tapElement(page, '.site-nav__toggle');
        await settle(page);
      }
      const before = await page.$eval('main h1', (h1) => h1.textContent);
      await page.evaluate((before) => {
        window.__bench.placeholder = false;
        window.__bench.arrived = window.__bench.watch(window.__bench.newPage(before));
        window.__bench.whole = window.__bench.watch(window.__bench.wholePage(before));
      }, before);
      await tapElement(page, `#site-menu a[href="${item.path}"]`);
      const [ms, wholeMs] = await page.evaluate(() =>
        Promise.all([
          window.__bench.tapToFrame(window.__bench.arrived),
          window.__bench.whole.then(({ after }) => after - window.__bench.tapAt),
        ]),
      );
      taps[item.path] = {
        ms,
        wholeMs,
        placeholder: await page.evaluate(() => window.__bench.placeholder),
      };
      await settle(page);
    }
    await page.close();
    return { early, inp, taps };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs `runs` visits against a served build; returns medians per measure. */
export async function measureTaps({ browserURL, origin, navigation, runs = 3 }) {
  const browser = await puppeteer.connect({ browserURL, defaultViewport: null });
  const visits = [];
  try {
    for (let i = 0; i < runs; i++) visits.push(await visitOnce(browser, origin, navigation));
  } finally {
    await browser.disconnect();
  }
  const earlyTimes = visits.map((v) => v.early.ms);
  return {
    runs,
    early: {
      ms: earlyTimes.includes(null) ? null : median(earlyTimes),
      lost: earlyTimes.filter((ms) => ms === null).length,
      beforeHydration: visits.filter((v) => v.early.hydratedAtTap === false).length,
    },
    inp: {
      menu: median(visits.map((v) => v.inp.menu)),
      arrows: median(visits.map((v) => v.inp.arrows)),
    },
    taps: navigation.map((item) => ({
      path: item.path,
      title: item.title,
      ms: median(visits.map((v) => v.taps[item.path].ms)),
      wholeMs: median(visits.map((v) => v.taps[item.path].wholeMs)),
      placeholders: visits.filter((v) => v.taps[item.path].placeholder).length,
    })),
  };
}
