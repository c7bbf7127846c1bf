import type { ReactNode } from 'react';
import { useDrawnLater } from '../lib/use-mounted.js';

/**
 * The part of a page below its first screen: after a tap it is drawn a moment after the rest
 * (React's useDeferredValue: useDrawnLater), a screen-tall box holding its place meanwhile so the
 * footer does not flash up, marked busy for assistive technology.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return useDrawnLater() ? children : <div className="below-the-fold" aria-busy="true" />;
}
