// A results page printed (or saved as PDF) shows every swim's splits: their <details> open for
// the print and fold back after. Browsers draw a closed <details>' content in no stylesheet's
// reach (Chromium's ::details-content aside), hence the two events.
import { useEffect } from 'react';

export function usePrintOpen(selector = '.splits-row details') {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>(selector)].filter((details) => !details.open);
      for (const details of opened) details.open = true;
    };
    const fold = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    addEventListener('beforeprint', open);
    addEventListener('afterprint', fold);
    return () => {
      removeEventListener('beforeprint', open);
      removeEventListener('afterprint', fold);
    };
  }, [selector]);
}
