import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the page is rendered (in Node, and while React wakes up the build's HTML, so
 * both make the same HTML), true once it runs: for controls that only work with JavaScript.
 * A page drawn after a tap is running from its first render (no second render to add them).
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
