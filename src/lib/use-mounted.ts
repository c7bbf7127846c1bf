import { useEffect, useState } from 'react';

/**
 * False while the page is rendered (in Node, and in the browser's first render, so both make
 * the same HTML), true once it runs: for controls that only work with JavaScript.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
