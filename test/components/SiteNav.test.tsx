// The main menu on a wide screen: every entry in order on one line, with its icon, and the current
// page marked.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '../helpers/viewport.js';
import { navigation } from '../../src/content/navigation.js';
import { IconSprite } from '../../src/components/IconSprite.js';
import { menuAt, render } from '../helpers/render.js';
import { sitePages } from '../../src/page-list.js';
import { SiteNav } from '../../src/components/SiteNav.js';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

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

  it("marks the section of a gala's or post's page as current, and no entry as that page", () => {
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
