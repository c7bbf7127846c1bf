import { useMemo } from 'react';
import { buildInfo } from './build-info.js';
import { useMounted } from './use-mounted.js';

/** A clock: tests pass their own. */
export type Clock = () => number;

/**
 * The current moment for deciding what is upcoming: the build's moment while the page is
 * rendered (in Node, and while React wakes up the build's HTML, so both make the same HTML),
 * then the visitor's clock once the page is running (at once for a page drawn after a tap).
 */
export function useNow(clock: Clock = Date.now): number {
  const running = useMounted();
  return useMemo(() => (running ? clock() : buildInfo.builtAt), [running, clock]);
}
