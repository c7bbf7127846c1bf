import { useEffect, useRef, type ReactNode } from 'react';
import { ui } from '../content/ui.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteNav } from './SiteNav.js';

/** `path` is the address of the page on screen (App keeps the previous one a moment while the next loads). */
type Props = { path: string; title?: string; children: ReactNode };

/** The frame around every page: skip link, header with the menu, main content, footer. */
export function SiteLayout({ path, title, children }: Props) {
  const firstPage = useRef(true);
  const main = useRef<HTMLElement>(null);

  // After moving to another page in the browser, do what a full page load would have done:
  // new title, back to the top, and screen readers start at the new page's heading.
  useEffect(() => {
    if (title !== undefined) document.title = title;
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // A page seen for the first time arrives a moment later: wait for its heading.
    const focusHeading = () => {
      const heading = main.current?.querySelector('h1');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
      return Boolean(heading);
    };
    if (focusHeading() || !main.current) return;
    const arrival = new MutationObserver(() => focusHeading() && arrival.disconnect());
    arrival.observe(main.current, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [path, title]);

  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <header className="site-header">
        <SiteNav />
      </header>
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <ErrorBoundary key={path}>{children}</ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
