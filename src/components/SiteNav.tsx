import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { navigation } from '../content/navigation.js';
import { pageAt } from '../page-list.js';
import { site } from '../content/site.js';
import { ui } from '../content/ui.js';
import { Icon } from './Icon.js';
import { ClubTitle } from './ClubTitle.js';

/** The header: club logo linking home, and the menu, folded behind a toggle on small screens. */
export function SiteNav() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Until React arrives, a small script in index.html opens and closes the menu by setting the
  // button's aria-expanded (the stylesheet folds the menu by it). React carries on from there,
  // before the next paint, and marks the button data-live so that script stands back.
  useLayoutEffect(() => {
    setOpen(toggle.current?.getAttribute('aria-expanded') === 'true');
    setLive(true);
  }, []);

  // The links change only with the address: opening and closing the menu leaves them alone.
  // The entry of the page shown is the current page; the one a gala's or a post's page sits
  // under is marked too, as where the visitor is.
  const links = useMemo(() => {
    const section = pageAt(location)?.section;
    return (
      <ul id="site-menu" className="site-nav__list">
        {navigation.map((item) => (
          <li key={item.path}>
            <Link
              href={item.path}
              className="site-nav__link"
              aria-current={
                item.path === location ? 'page' : item.path === section ? 'true' : undefined
              }
              onClick={() => setOpen(false)}
            >
              <Icon name={item.icon} />
              <span>{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }, [location]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    // Escape pressed on the toggle or any link inside closes the menu: the key event bubbles here.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav className="site-nav" aria-label={ui.mainNavigation} onKeyDown={closeOnEscape}>
      <Link href="/" className="site-nav__logo" aria-label={`${site.name} ${ui.homeLink}`}>
        <ClubTitle width={250} className="site-nav__title" named={false} />
      </Link>
      <button
        ref={toggle}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls="site-menu"
        data-live={live || undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        // The script may have opened the menu before hydration; the layout effect catches up.
        suppressHydrationWarning
      >
        {/* The stylesheet shows one, by aria-expanded, so the script needn't know the drawings. */}
        <Icon name="menu" size={28} />
        <Icon name="close" size={28} />
        <span className="site-nav__toggle-text">{ui.menuLabel}</span>
      </button>
      {links}
    </nav>
  );
}
