import { useEffect, useState } from 'react';
import { buildInfo } from './build-info.js';

/** A clock: tests pass their own. */
export type Clock = () => number;

// Timers can't wait longer than about 24 days.
const longestWait = 2 ** 31 - 1;

/**
 * The current moment for deciding what is upcoming or current: the build's moment while the
 * page is rendered (in Node, and in the browser's first render, so both make the same HTML),
 * then the visitor's clock once the page is running, and again at the moment `next` names.
 */
export function useNow(clock: Clock = Date.now, next?: (now: number) => number | undefined): number {
  const [now, setNow] = useState(buildInfo.builtAt);
  useEffect(() => setNow(clock()), [clock]);
  useEffect(() => {
    const at = next?.(now);
    if (at === undefined) return;
    const timer = setTimeout(() => setNow(clock()), Math.min(Math.max(at - clock(), 0), longestWait));
    return () => clearTimeout(timer);
  }, [clock, next, now]);
  return now;
}
