// For the bench's taps (taps.mjs): the instrument each page gets before its own scripts run,
// as window.__bench. It records the tap, the frames that show what the tap brought, the
// "Loading…" placeholder, and the browser's Event Timing entries.
/**
 * When what a watch waited for was first seen, and a moment after the next frame.
 * @typedef {{ seen: number, after: number }} Seen
 */
/**
 * An Event Timing entry of a tap, with the button it hit.
 * @typedef {{ name: string, startTime: number, duration: number, processingEnd: number,
 *   control: string | null, label: string | null }} Timing
 */
/**
 * window.__bench: `tapAt`, the last tap's time (null before the first); `hydratedAtTap`, whether
 * React had the page then; `arrived` and `whole`, set by taps.mjs before a tap on a link.
 * @typedef {{ tapAt: number | null, hydratedAtTap: boolean | null, placeholder: boolean,
 *   events: Timing[], menuOpen: () => boolean, watch: (shown: () => boolean) => Promise<Seen>,
 *   newPage: (before: string | null) => () => boolean,
 *   wholePage: (before: string | null) => () => boolean,
 *   tapToFrame: (watched: Promise<Seen>) => Promise<number>, menuShown?: Promise<Seen>,
 *   arrived?: Promise<Seen>, whole?: Promise<Seen> }} Bench
 */

// Runs in the page before its own scripts (puppeteer sends its text: it uses nothing outside).
export function watchPage() {
  const menuOpen = () => {
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
  /** @param {() => boolean} shown @returns {Promise<Seen>} */
  const watch = (shown) =>
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
  /** @param {string | null} before */
  const newPage = (before) => () => {
    const h1 = document.querySelector('main h1');
    return Boolean(h1 && h1.textContent !== before && !document.querySelector('.page-loading'));
  };
  // The whole page: its part below the first screen drawn too (components/BelowTheFold.tsx).
  /** @param {string | null} before */
  const wholePage = (before) => () =>
    newPage(before)() && !document.querySelector('main [aria-busy="true"]');
  // From the tap to the frame that showed what `watched` waited for. When the tap's click drew it
  // (the usual case), that frame is the one painted after the click, as Event Timing has it (to
  // 8 ms); otherwise (a page still on its way), a moment after the frame in which it appeared.
  /** @param {Promise<Seen>} watched */
  const tapToFrame = async (watched) => {
    const { seen, after } = await watched;
    await new Promise((entriesArrive) => setTimeout(entriesArrive, 500));
    const tapAt = bench.tapAt ?? 0; // set by the tap, before this is called
    const click = bench.events.find((e) => e.name === 'click' && e.startTime >= tapAt);
    return (
      (click && seen <= click.processingEnd ? click.startTime + click.duration : after) - tapAt
    );
  };
  /** @type {Bench} */
  const bench = {
    tapAt: null,
    hydratedAtTap: null,
    placeholder: false,
    events: [],
    menuOpen,
    watch,
    newPage,
    wholePage,
    tapToFrame,
  };
  window.__bench = bench;
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
  new MutationObserver(() => {
    if (document.querySelector('.page-loading')) bench.placeholder = true;
  }).observe(document, { childList: true, subtree: true });
  // Event Timing: the browser's own time from each event to the frame painted after it.
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!e.interactionId) continue;
      const control = /** @type {Element | null} */ (e.target)?.closest?.('button');
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
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    bench.menuShown = bench.watch(bench.menuOpen);
    window.__firstPaint?.();
  }).observe({ type: 'paint', buffered: true });
}
