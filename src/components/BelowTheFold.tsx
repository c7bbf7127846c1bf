import { useDeferredValue, type ReactNode } from 'react';
import { useMounted } from '../lib/use-mounted.js';

/**
 * The part of a page below its first screen. In a page drawn after a tap it is drawn a moment
 * after the rest (React's deferred rendering: after the first frame, and put off by any tap), so
 * a slow phone shows the next page's first screen sooner; meanwhile a screen-tall box holds its
 * place, so the footer does not flash up. In the build's HTML, and while React wakes that up, it
 * is there with the rest.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, useMounted() ? false : undefined);
  return drawn ? children : <div className="below-the-fold" />;
}
