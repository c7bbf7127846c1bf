// The main menu on a phone: behind its toggle, opened and closed by touch and from the keyboard.
import { expect } from '@open-wc/testing';
import { userEvent } from '@testing-library/user-event';
import { setViewport } from '../helpers/viewport.js';
import { navigation } from '../../src/content/navigation.js';
import { ui } from '../../src/content/ui.js';
import { menuAt } from '../helpers/render.js';

// Entries chosen by position (the menu has the home page and at least one more), so renamed,
// added or reordered entries change nothing here.
const second = navigation[1]!;
const last = navigation.at(-1)!;

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

  it('draws a hamburger on its toggle, and a cross while the menu is open', async () => {
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

  it('closes the menu on Escape from an entry, returning focus to the toggle', async () => {
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
