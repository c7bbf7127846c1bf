// A results page printed (or saved as PDF) shows every swim's splits: while printing, the
// splits' <details> open and their tables are drawn (SplitsRow), then fold back. Drawn at once
// (flushSync) in 'beforeprint', as the browser lays out the print right after it.
import { createContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Whether the page is being printed, for the parts that show more on paper. */
export const Printing = createContext(false);

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    addEventListener('beforeprint', start);
    addEventListener('afterprint', end);
    return () => {
      removeEventListener('beforeprint', start);
      removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}
