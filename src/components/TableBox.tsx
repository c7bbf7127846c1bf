import type { ReactNode } from 'react';

/** A long page's table in a box of its own, which the stylesheet lets a phone lay out only once
 * scrolled near (a table cannot be skipped itself): a gala's or the records' dozens of tables
 * held a slow phone for hundreds of milliseconds after the first paint. */
export const TableBox = ({ children }: { children: ReactNode }) => <div className="table-box">{children}</div>;
