import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { setViewport } from '../helpers/viewport.js';
import { navigation } from '../../src/content/navigation.js';
import { ui } from '../../src/content/ui.js';
import { renderApp } from '../helpers/render.js';

const menuAt = (path: string) => {
  const { container } = renderApp(path);
  return within(within(container).getByRole('navigation', { name: ui.mainNavigation }));
};

describe('SiteNav on a wide screen', () => {
  before(() => setViewport({ width: 1280, height: 800 }));

  it('lists Home, About, Events / News, People, Links and Contact in that order', () => {
    const menu = menuAt('/');
    const names = within(menu.getByRole('list')).getAllByRole('link').map((link) => link.textContent);
    expect(names).to.deep.equal(['Home', 'About', 'Events / News', 'People', 'Links', 'Contact']);
  });

  it('gives every entry its own icon', () => {
    const menu = menuAt('/');
    const icons = within(menu.getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.querySelector('svg path')?.getAttribute('d'));
    expect(icons.every(Boolean)).to.equal(true);
    expect(new Set(icons).size).to.equal(navigation.length);
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

});

describe('SiteNav on a phone', () => {
  before(() => setViewport({ width: 375, height: 800 }));

  it('hides the menu behind its toggle until it is opened', async () => {
    const menu = menuAt('/');
    expect(menu.queryByRole('link', { name: 'About' })).to.equal(null);
    await userEvent.setup().click(menu.getByRole('button', { name: ui.menuOpen }));
    expect(menu.getByRole('link', { name: 'About' })).to.exist;
  });

  it('opens and closes the menu with its toggle', async () => {
    const menu = menuAt('/');
    const user = userEvent.setup();
    const toggle = menu.getByRole('button', { name: ui.menuOpen });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getAttribute('aria-label')).to.equal(ui.menuClose);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('closes the menu when a link is chosen', async () => {
    const menu = menuAt('/');
    const user = userEvent.setup();
    const toggle = menu.getByRole('button', { name: ui.menuOpen });
    await user.click(toggle);
    await user.click(menu.getByRole('link', { name: 'About' }));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const menu = menuAt('/');
    const user = userEvent.setup();
    const toggle = menu.getByRole('button', { name: ui.menuOpen });
    await user.click(toggle);
    menu.getByRole('link', { name: 'Links' }).focus();
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
    const toggle = menu.getByRole('button', { name: ui.menuOpen });
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
    expect(menu.getByRole('link', { name: 'Contact' })).to.equal(document.activeElement);
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
    expect(document.activeElement?.textContent).to.equal('About');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
    expect(menu.queryByRole('link', { name: 'About' })).to.equal(null);
  });

  it('follows an entry with Enter and closes the menu', async () => {
    const { menu, user, toggle } = await tabToToggle();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(menu.getByRole('link', { name: 'About', hidden: true }).getAttribute('aria-current')).to.equal('page');
  });
});
