import { useEffect, useState } from 'react';
import { buildInfo } from './build-info.js';

/** A clock: tests pass their own. */
export type Clock = () => number;

/**
 * The current moment for deciding what is upcoming: the build's moment while the page is
 * rendered (in Node, and in the browser's first render, so both make the same HTML), then the
 * visitor's clock once the page is running.
 */
export function useNow(clock: Clock = Date.now): number {
  const [now, setNow] = useState(buildInfo.builtAt);
  useEffect(() => setNow(clock()), [clock]);
  return now;
}
