// What a visitor feels after the first paint, on a throttled phone (phone.mjs):
// - a tap on the menu button made at first paint: how long until the menu shows, or lost;
// - each menu link, tapped once the page has settled: how long from the tap to the frame that
//   shows the next page's words, and to the frame with the whole page (its part below the first
//   screen comes a moment later), and whether the "Loading…" placeholder showed on the way;
// - Interaction to Next Paint of the menu button and the slider arrows.
// Each run starts in a fresh browser context (empty cache), as a first visit does.
import puppeteer from 'puppeteer';
import { median } from './median.mjs';
import { settle, tapElement, throttled } from './phone.mjs';
/** @import { Browser, Page } from 'puppeteer' */
/** @import { Timing } from './watch-page.mjs' */

/** A menu link (content/navigation.js). @typedef {{ path: string, title: string }} Link */
/** A link's tap: to its page's words, to the whole page. @typedef {{ ms: number, wholeMs: number,
 * placeholder: boolean }} LinkTap */

const lostAfterMs = 8000;
const menuOpen = () => window.__bench.menuOpen();

/**
 * The menu button tapped as soon as the home page first paints: ms until the menu shows (null:
 * lost), and whether React had the page yet.
 * @param {Page} page @param {string} origin
 * @returns {Promise<{ ms: number | null, hydratedAtTap: boolean | null }>}
 */
async function earlyTap(page, origin) {
  /** @type {(value?: unknown) => void} */
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
  return early;
}

/** INP: the menu button (close, open, close) and the slider arrows. @param {Page} page */
async function inpOf(page) {
  const isOpen = await page.evaluate(menuOpen);
  for (let i = 0; i < (isOpen ? 3 : 2); i++) {
    await tapElement(page, '.site-nav__toggle');
    await settle(page);
  }
  for (const label of ['Next photo', 'Next photo', 'Previous photo']) {
    await tapElement(page, `.slider__arrow[aria-label="${label}"]`);
    await settle(page);
  }
  /** @type {Timing[]} */
  const events = await page.evaluate(() => window.__bench.events);
  /** @param {(e: Timing) => boolean | undefined} match */
  const worst = (match) => Math.max(0, ...events.filter(match).map((e) => e.duration));
  return {
    menu: worst((e) => e.control?.includes('site-nav__toggle')),
    arrows: worst((e) => e.control?.includes('slider__arrow')),
  };
}

/**
 * Every menu link, each tapped from the page before it: About from Home, … Home from Contact.
 * @param {Page} page @param {Link[]} navigation
 */
async function linkTaps(page, navigation) {
  /** @type {Record<string, LinkTap>} */
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
    /** @type {[number, number]} */
    const [ms, wholeMs] = await page.evaluate(() =>
      Promise.all([
        window.__bench.tapToFrame(window.__bench.arrived),
        window.__bench.whole.then(
          (/** @type {{ after: number }} */ { after }) => after - window.__bench.tapAt,
        ),
      ]),
    );
    taps[item.path] = {
      ms,
      wholeMs,
      placeholder: await page.evaluate(() => window.__bench.placeholder),
    };
    await settle(page);
  }
  return taps;
}

/**
 * One visit: the early menu tap, then INP on the home page, then every menu link in turn.
 * @param {Browser} browser @param {string} origin @param {Link[]} navigation
 */
async function visitOnce(browser, origin, navigation) {
  const context = await browser.createBrowserContext();
  try {
    const page = await throttled(context);
    const early = await earlyTap(page, origin);
    await settle(page);
    const inp = await inpOf(page);
    const taps = await linkTaps(page, navigation);
    await page.close();
    return { early, inp, taps };
  } finally {
    await context.close();
  }
}

/**
 * Runs `runs` visits against a served build; returns medians per measure.
 * @param {{ browserURL: string, origin: string, navigation: Link[], runs?: number }} options
 */
export async function measureTaps({ browserURL, origin, navigation, runs = 3 }) {
  const browser = await puppeteer.connect({ browserURL, defaultViewport: null });
  /** @type {Awaited<ReturnType<typeof visitOnce>>[]} */
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
      ms: earlyTimes.includes(null) ? null : median(/** @type {number[]} */ (earlyTimes)),
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
