import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { setViewport } from '../helpers/viewport.js';
import { navigation } from '../../src/content/navigation.js';
import { ui } from '../../src/content/ui.js';
import { IconSprite } from '../../src/components/IconSprite.js';
import { render, renderApp } from '../helpers/render.js';
import { sitePages } from '../../src/page-list.js';
import { SiteNav } from '../../src/components/SiteNav.js';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

// Entries chosen by position (the menu has the home page and at least one more), so renamed,
// added or reordered entries change nothing here.
const second = navigation[1]!;
const last = navigation.at(-1)!;

const menuAt = (path: string) => {
  const { container } = renderApp(path);
  return within(within(container).getByRole('navigation', { name: ui.mainNavigation }));
};

describe('SiteNav on a wide screen', () => {
  before(() => setViewport({ width: 1280, height: 800 }));

  it('lists every menu entry, in the order of the content', () => {
    const menu = menuAt('/');
    const links = within(menu.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).to.deep.equal(
      navigation.map((item) => item.title),
    );
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(
      navigation.map((item) => item.path),
    );
  });

  it('keeps every entry on one line at 1280 px', () => {
    const links = within(menuAt('/').getByRole('list')).getAllByRole('link');
    expect(
      new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size,
    ).to.equal(1);
  });

  it('gives every entry an icon, drawn in the icon sprite', () => {
    const sprite = render(<IconSprite />);
    const menu = menuAt('/');
    const drawings = within(menu.getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.querySelector('svg use')?.getAttribute('href') ?? '')
      .map((href) => sprite.querySelector(`symbol${href}`)?.innerHTML);
    expect(drawings).to.have.length(navigation.length);
    expect(drawings.every((drawing) => drawing?.includes('<path'))).to.equal(true);
  });

  for (const item of navigation) {
    it(`marks ${item.title} as the current page at ${item.path} and no other entry`, () => {
      const menu = menuAt(item.path);
      const current = within(menu.getByRole('list'))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).to.deep.equal([item.title]);
    });
  }

  it("marks the entry a gala's or a post's page sits under as where the visitor is, and no entry as that page", () => {
    // A page of each kind that sits under a menu entry, at an address of its kind.
    const under = sitePages.filter((page) => navigation.some((item) => item.path === page.section));
    expect(under.map((page) => page.section)).to.include('/results');
    for (const page of under) {
      // The menu alone, as the page's own content is not needed here.
      const path = page.path.replace(/:\w+/, 'any-entry');
      const menu = within(
        render(
          <Router hook={memoryLocation({ path }).hook}>
            <SiteNav />
          </Router>,
        ),
      );
      const marked = within(menu.getByRole('list'))
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current'));
      expect(
        marked.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')]),
      ).to.deep.equal([[page.section, 'true']], page.path);
    }
  });

  it('marks no entry as current on a page that is not in the menu', () => {
    const menu = menuAt('/no-such-page');
    expect(
      within(menu.getByRole('list'))
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).to.deep.equal([]);
  });
});

describe('SiteNav on a phone', () => {
  before(() => setViewport({ width: 375, height: 800 }));

  it('hides the menu behind its toggle until it is opened', async () => {
    const menu = menuAt('/');
    expect(menu.queryByRole('link', { name: second.title })).to.equal(null);
    await userEvent.setup().click(menu.getByRole('button', { name: ui.menuLabel }));
    expect(menu.getByRole('link', { name: second.title })).to.exist;
  });

  it('opens and closes the menu with its toggle', async () => {
    const menu = menuAt('/');
    const user = userEvent.setup();
    const toggle = menu.getByRole('button', { name: ui.menuLabel });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('shows one drawing on its toggle, a different one while the menu is open (hamburger, then cross)', async () => {
    const menu = menuAt('/');
    const toggle = menu.getByRole('button', { name: ui.menuLabel });
    const drawing = () => {
      const shown = [...toggle.querySelectorAll('svg')].filter(
        (svg) => getComputedStyle(svg).display !== 'none',
      );
      expect(shown).to.have.length(1);
      return shown[0]!.innerHTML;
    };
    const closed = drawing();
    await userEvent.setup().click(toggle);
    expect(drawing()).to.not.equal(closed);
  });

  it('closes the menu when a link is chosen', async () => {
    const menu = menuAt('/');
    const user = userEvent.setup();
    const toggle = menu.getByRole('button', { name: ui.menuLabel });
    await user.click(toggle);
    await user.click(menu.getByRole('link', { name: second.title }));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const menu = menuAt('/');
    const user = userEvent.setup();
    const toggle = menu.getByRole('button', { name: ui.menuLabel });
    await user.click(toggle);
    menu.getByRole('link', { name: last.title }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
  });
});

describe('SiteNav from the keyboard alone, on a phone', () => {
  before(() => setViewport({ width: 375, height: 800 }));

  // Skip link, then the logo, then the toggle.
  async function tabToToggle() {
    const menu = menuAt('/');
    const user = userEvent.setup();
    const toggle = menu.getByRole('button', { name: ui.menuLabel });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).to.equal(toggle);
    return { menu, user, toggle };
  }

  it('opens the menu with Enter, then Tab goes through every entry in order', async () => {
    const { menu, user, toggle } = await tabToToggle();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const reached: (string | null | undefined)[] = [];
    for (const _item of navigation) {
      await user.tab();
      reached.push(document.activeElement?.textContent);
    }
    expect(reached).to.deep.equal(navigation.map((item) => item.title));
    expect(menu.getByRole('link', { name: last.title })).to.equal(document.activeElement);
  });

  it('opens the menu with Space', async () => {
    const { user, toggle } = await tabToToggle();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
  });

  it('closes the menu on Escape from an entry, hiding it and returning focus to the toggle', async () => {
    const { menu, user, toggle } = await tabToToggle();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).to.equal(second.title);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
    expect(menu.queryByRole('link', { name: second.title })).to.equal(null);
  });

  it('follows an entry with Enter and closes the menu', async () => {
    const { menu, user, toggle } = await tabToToggle();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(
      menu.getByRole('link', { name: second.title, hidden: true }).getAttribute('aria-current'),
    ).to.equal('page');
  });
});
