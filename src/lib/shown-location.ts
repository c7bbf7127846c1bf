import { useEffect, useState } from 'react';
import { loadedPage, loadPage } from './page-modules.js';

/** How long the previous page may stay on screen while the next one's module is on its way. */
export const placeholderDelayMs = 500;

/**
 * The address whose page is on screen. Right after a move to a page whose module has arrived
 * (prefetched, usually), that is the new address. Otherwise the previous page stays until the
 * module arrives, or until `delayMs` has passed: then the new page's loader takes over, with its
 * placeholder, time-out and Retry.
 */
export function useShownLocation(location: string, pageFor: (path: string) => string, delayMs = placeholderDelayMs): string {
  const [shown, setShown] = useState(location);
  const page = pageFor(location);
  const ready = location === shown || loadedPage(page) !== undefined;
  // Set while rendering, not from an effect: React redoes only this component, at once, instead
  // of rendering the whole new page a second time before the frame.
  if (ready && shown !== location) setShown(location);

  useEffect(() => {
    if (ready) return;
    let current = true;
    const show = () => current && setShown(location);
    const timer = setTimeout(show, delayMs);
    loadPage(page).then(show, show);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [location, page, ready, delayMs]);

  return ready ? location : shown;
}
