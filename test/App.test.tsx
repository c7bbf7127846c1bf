import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { setViewport } from './helpers/viewport.js';
import { navigation } from '../src/content/navigation.js';
import { notFound } from '../src/content/not-found.js';
import { site } from '../src/content/site.js';
import { training } from '../src/content/training.js';
import { ui } from '../src/content/ui.js';
import type { HistoryState } from '../src/lib/arrival.js';
import { pageTitle } from '../src/lib/page-title.js';
import { moduleName } from '../src/lib/module-name.js';
import { pageAt, singlePages } from '../src/page-list.js';
import { headingAt, renderApp } from './helpers/render.js';

// A menu entry for a page other than the home page, whatever the menu's words and order.
const elsewhere = navigation.find((item) => item.path !== '/')!;

describe('App', () => {
  before(() => setViewport({ width: 1280, height: 800 }));

  it('has a page for every menu entry and every footer page link', () => {
    const paths = singlePages.map((p) => p.path);
    for (const item of navigation) expect(paths).to.include(item.path);
    for (const page of site.footer.pages) expect(paths).to.include(page.path);
  });

  it("keeps the footer's pages (privacy, accessibility, policies) out of the menu", () => {
    const menu = navigation.map((n) => n.path);
    for (const page of site.footer.pages) expect(menu).to.not.include(page.path);
  });

  for (const { path } of singlePages) {
    it(`shows one main heading, with words, at ${path}`, () => {
      const { container } = renderApp(path);
      const main = within(container).getByRole('main');
      expect(within(main).getByRole('heading', { level: 1 }).textContent).to.match(/\w/);
    });

    it(`frames ${path} with the header logo, the menu and the footer`, () => {
      const { container } = renderApp(path);
      const page = within(container);
      expect(page.getByRole('banner')).to.exist;
      expect(
        page.getByRole('link', { name: `${site.name} ${ui.homeLink}` }).getAttribute('href'),
      ).to.equal('/');
      expect(page.getByRole('navigation', { name: ui.mainNavigation })).to.exist;
      const footer = page.getByRole('contentinfo');
      expect(footer.textContent).to.contain(`© ${site.footer.copyrightYear} ${site.name}`);
      // Partners' logos; one marked decorative (alt: "") is hidden from screen readers.
      expect(within(footer).queryAllByRole('img')).to.have.length(
        site.footer.partners.filter((p) => p.logo.alt).length,
      );
    });
  }

  it('shows the not-found page with the menu and a link home for any other address', () => {
    const { container } = renderApp('/no-such-page');
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(notFound.title);
    expect(page.getByText(notFound.message)).to.exist;
    expect(page.getByRole('link', { name: notFound.homeLink }).getAttribute('href')).to.equal('/');
    expect(page.getByRole('navigation', { name: ui.mainNavigation })).to.exist;
  });

  it('moves between pages in the browser without reloading', async () => {
    const heading = headingAt(elsewhere.path);
    const { container, location } = renderApp('/');
    const user = userEvent.setup();
    const menu = within(within(container).getByRole('navigation'));
    await user.click(menu.getByRole('link', { name: elsewhere.title }));
    await waitFor(() =>
      expect(within(container).getByRole('heading', { level: 1 }).textContent).to.equal(heading),
    );
    expect(location.history).to.deep.equal(['/', elsewhere.path]);
    expect(menu.getByRole('link', { name: elsewhere.title }).getAttribute('aria-current')).to.equal(
      'page',
    );
  });

  it('gives the new page its title and moves focus to its heading', async () => {
    const heading = headingAt(elsewhere.path);
    const page = pageAt(elsewhere.path)!;
    const { [page.content]: words } = (await import(
      `../src/content/${moduleName(page.content)}.js`
    )) as Record<string, { title: string }>;
    const { container } = renderApp('/');
    const user = userEvent.setup();
    await user.click(
      within(within(container).getByRole('navigation')).getByRole('link', {
        name: elsewhere.title,
      }),
    );
    await waitFor(() => expect(document.title).to.equal(pageTitle(words!.title)));
    // A moment later: the focus moves once lib/arrival.ts has come (not in the first load).
    await waitFor(() => expect(document.activeElement?.textContent).to.equal(heading));
  });

  it('keeps where the visitor is on the page, for Back', async () => {
    renderApp('/');
    try {
      window.scrollTo(0, 300);
      await waitFor(() => expect((window.history.state as HistoryState)?.scrollY).to.equal(300));
    } finally {
      window.history.replaceState(null, '');
      window.scrollTo(0, 0);
    }
  });

  it("draws a new page's first screen at once, and its lower part a moment later", async () => {
    const heading = headingAt('/training');
    const { container, location } = renderApp('/');
    const main = within(within(container).getByRole('main'));
    flushSync(() => location.navigate('/training')); // drawn at once, as after a tap
    expect(main.getByRole('heading', { level: 1 }).textContent).to.equal(heading);
    expect(
      main.queryByRole('region', { name: training.labels.timetable }) === null,
      'the timetable waits',
    ).to.equal(true);
    await waitFor(
      () => expect(main.getByRole('region', { name: training.labels.timetable })).to.exist,
    );
  });
});
