import type { ReactNode } from 'react';
import { useIdleTurn } from '../lib/use-idle-turn.js';

/**
 * A part of a long page (a table, a chart) in a box the stylesheet lets a phone skip laying out
 * while out of sight (a table cannot be skipped itself): a gala's or the records' dozens of tables
 * held a slow phone for hundreds of milliseconds after the first paint. Once the page runs, each
 * box is laid out in turn at an idle moment, so the whole page is there for scrolling and for
 * accessibility checkers (axe cannot read a box still skipped).
 */
export function LazyBox({ children }: { children: ReactNode }) {
  return <div className={useIdleTurn() ? undefined : 'lazy-box'}>{children}</div>;
}
