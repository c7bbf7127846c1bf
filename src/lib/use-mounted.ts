// Whether the page is running yet, the moment it decides "upcoming" by, and whether a part below
// the first screen may be drawn yet. All read React's own hydration state, so a page drawn after
// a tap is running from its first render (no second render just after the tap), while the
// build's HTML is woken up exactly as it was written.
import { useDeferredValue, useSyncExternalStore } from 'react';
import { buildInfo } from './build-info.js';

/** A clock: tests pass their own. */
export type Clock = () => number;

const unchanging = () => () => undefined;

/**
 * False while the page is rendered (in Node, and while React wakes up the build's HTML, so
 * both make the same HTML), true once it runs: for controls that only work with JavaScript.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * The current moment for deciding what is upcoming: the build's moment while the page is
 * rendered (as above), then the visitor's clock, read afresh each time the part is drawn.
 */
export function useNow(clock: Clock = Date.now): number {
  return useMounted() ? clock() : buildInfo.builtAt;
}

/**
 * Whether to draw a part below a page's first screen (BelowTheFold, a long EventList):
 * in a page drawn after a tap, false at first and true a moment later (React's deferred
 * rendering: after the first frame, and put off by any tap), so a slow phone shows the next
 * page's first screen sooner. Always true in the build's HTML and while React wakes that up.
 */
export function useDrawnLater(): boolean {
  return useDeferredValue(true, useMounted() ? false : undefined);
}
