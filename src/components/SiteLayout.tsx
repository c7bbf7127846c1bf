import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ui } from '../content/ui.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteNav } from './SiteNav.js';

type Props = { children: ReactNode };

/** The frame around every page: skip link, header with the menu, main content, footer. */
export function SiteLayout({ children }: Props) {
  const [location] = useLocation();

  // A new page starts at its top, as it would after a full page load.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <header className="site-header">
        <SiteNav />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary key={location}>{children}</ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
