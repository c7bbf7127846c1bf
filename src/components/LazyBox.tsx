import type { ReactNode } from 'react';
import { useIdleTurn } from '../lib/use-idle-turn.js';

/**
 * A part of a long page (a table, a chart) in a box the stylesheet lets a phone skip laying out
 * while out of sight (a table cannot be skipped itself): a gala's or the records' dozens of tables
 * held a slow phone for hundreds of milliseconds after the first paint. Once the page runs, each
 * box is laid out in turn at an idle moment, so the whole page is there for scrolling and for
 * accessibility checkers (axe cannot read a box still skipped). `eager`: a part on the first
 * screen, laid out at once: Chromium may paint a skipped box there at its stand-in height
 * before it finds it in sight, and then what follows moves (a layout shift).
 */
export function LazyBox({ children, eager = false }: { children: ReactNode; eager?: boolean }) {
  const turn = useIdleTurn();
  return <div className={turn || eager ? undefined : 'lazy-box'}>{children}</div>;
}
