// What a puppeteer visit (scripts/test/visit-page.mjs) records inside a page from its first
// moment: security-policy violations (as console errors), the modules the page itself lists, and
// layout shifts (where the engine reports them: Chromium).

/** @typedef {PerformanceEntry & {
 *   value: number, hadRecentInput: boolean,
 *   sources: { node: Node | null, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }[]
 * }} LayoutShift */
/** @typedef {{ value: number, at: number, moved: string[] }} Shift */

/** @param {import('puppeteer').Page} page */
export async function addProbes(page) {
  // Any Content-Security-Policy violation counts as a problem, reported or only logged.
  await page.evaluateOnNewDocument(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
    ),
  );
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
  // Layout shifts as Lighthouse counts them (CLS), each with its moment (see wakingShifts).
  await page.evaluateOnNewDocument(() => {
    /** @type {Shift[]} */
    const shifts = (window.__layoutShifts = []);
    if (!PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) return;
    new PerformanceObserver((list) => {
      for (const shift of /** @type {LayoutShift[]} */ (list.getEntries())) {
        if (shift.hadRecentInput) continue;
        // What moved, for the test's message: element, class, its place before → after.
        const at = (/** @type {DOMRectReadOnly} */ r) =>
          `${Math.round(r.left)},${Math.round(r.top)}`;
        const moved = shift.sources.map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.nodeName}.${node.classList}` : '?';
          return `${name} (left,top) ${at(previousRect)}→${at(currentRect)}`;
        });
        shifts.push({ value: shift.value, at: shift.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts from the moment the page's HTML was parsed (domInteractive) on, run in the
 * page: its scripts all run after that, so every shift of waking up is counted. One before it is
 * the parser showing part of a page, which a busy machine does at times (a test failed once on
 * "DIV.slider__dots top 690→690 at 539 ms" and passed on two reruns). */
export function wakingShifts() {
  const [entry] = /** @type {PerformanceNavigationTiming[]} */ (
    performance.getEntriesByType('navigation')
  );
  const shifts = /** @type {Shift[]} */ (window.__layoutShifts ?? []);
  const counted = shifts.filter((shift) => shift.at >= (entry?.domInteractive ?? 0));
  return {
    layoutShift: counted.reduce((sum, shift) => sum + shift.value, 0),
    layoutShifts: counted.flatMap((s) => s.moved.map((m) => `${m} at ${Math.round(s.at)} ms`)),
  };
}
