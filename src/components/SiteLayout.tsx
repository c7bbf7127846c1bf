import { useEffect, useRef, type ReactNode } from 'react';
import { site } from '../content/site.js';
import { ui } from '../content/ui.js';
import type { HistoryState } from '../lib/arrival.js';
import { startWhenLoaded } from '../lib/load-module.js';
import { LoadingNotice } from './LoadingNotice.js';
import { SavedCopyNote } from './SavedCopyNote.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteNav } from './SiteNav.js';

/** `path` is the address of the page on screen. */
type Props = { path: string; children: ReactNode };

/** The frame around every page: skip link, header with the menu, main content, footer. */
export function SiteLayout({ path, children }: Props) {
  const firstPage = useRef(true);
  const main = useRef<HTMLElement>(null);

  // After moving to another page in the browser, do what a full page load would have done (the page
  // sets its own title): the window at the top, then (lib/arrival.ts) focus on the new heading and
  // the window at the part the address names or, coming Back, where the visitor left it.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const { hash } = window.location;
    const savedY = (window.history.state as HistoryState)?.scrollY;
    if (savedY === undefined) window.scrollTo(0, 0); // at once, before the new page is painted
    const page = main.current;
    return page
      ? startWhenLoaded(import('../lib/arrival.js'), ({ arrive }) => arrive(page, hash, savedY))
      : undefined;
  }, [path]);

  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <SavedCopyNote path={path} />
      <header className="site-header">
        <SiteNav />
      </header>
      {/* Paper has no header: the club's name in words, and its address. (Not the page's own:
          the not-found page is drawn once and served at every address, and would not hydrate.) */}
      <p className="print-only">
        {`${site.name} · ${site.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}`}
      </p>
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <LoadingNotice path={path} />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
