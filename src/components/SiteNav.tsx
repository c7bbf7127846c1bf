import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { navigation } from '../content/navigation.js';
import { site } from '../content/site.js';
import { ui } from '../content/ui.js';
import { Icon } from './Icon.js';
import { SiteImage } from './SiteImage.js';

/** The header: club logo linking home, and the menu, folded behind a toggle on small screens. */
export function SiteNav() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <nav className="site-nav" aria-label={ui.mainNavigation} onKeyDown={closeOnEscape}>
      <Link href="/" className="site-nav__logo" aria-label={`${site.name} ${ui.homeLink}`}>
        <SiteImage image={{ ...site.logoWide, alt: '' }} width={250} />
      </Link>
      <button
        ref={toggle}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={open ? ui.menuClose : ui.menuOpen}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'menu'} size={28} />
        <span className="site-nav__toggle-text">{ui.menuLabel}</span>
      </button>
      <ul id="site-menu" className="site-nav__list" data-open={open}>
        {navigation.map((item) => {
          const current = item.path === location;
          return (
            <li key={item.path}>
              <Link
                href={item.path}
                className="site-nav__link"
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <Icon name={item.icon} />
                <span>{item.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
