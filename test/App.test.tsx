import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { setViewport } from './helpers/viewport.js';
import { routes } from '../src/App.js';
import { about } from '../src/content/about.js';
import { accessibility } from '../src/content/accessibility.js';
import { contact } from '../src/content/contact.js';
import { home } from '../src/content/home.js';
import { links } from '../src/content/links.js';
import { navigation } from '../src/content/navigation.js';
import { news } from '../src/content/news.js';
import { pageTitles } from '../src/content/page-titles.js';
import { people } from '../src/content/people.js';
import { privacy } from '../src/content/privacy.js';
import { site } from '../src/content/site.js';
import { ui } from '../src/content/ui.js';
import { renderApp } from './helpers/render.js';

const headings: Record<string, string> = {
  '/': `${home.welcomeHeading} ${site.name}`,
  '/about': about.heading,
  '/events': news.heading,
  '/people': people.heading,
  '/links': links.heading,
  '/contact': contact.heading,
  '/privacy': privacy.heading,
  '/accessibility': accessibility.heading,
};

describe('App', () => {
  before(() => setViewport({ width: 1280, height: 800 }));

  it('has a route for every menu entry and every footer page link', () => {
    const paths = routes.map((r) => r.path);
    for (const item of navigation) expect(paths).to.include(item.path);
    for (const page of site.footer.pages) expect(paths).to.include(page.path);
  });

  it('keeps the privacy notice and accessibility statement out of the menu', () => {
    const menu = navigation.map((n) => n.path);
    expect(menu).to.not.include('/privacy');
    expect(menu).to.not.include('/accessibility');
    expect(navigation).to.have.length(6);
  });

  for (const [path, heading] of Object.entries(headings)) {
    it(`shows the page's main heading at ${path}`, () => {
      const { container } = renderApp(path);
      const main = within(container).getByRole('main');
      expect(within(main).getByRole('heading', { level: 1 }).textContent).to.equal(heading);
    });

    it(`frames ${path} with the header logo, the menu and the footer`, () => {
      const { container } = renderApp(path);
      const page = within(container);
      expect(page.getByRole('banner')).to.exist;
      expect(page.getByRole('link', { name: `${site.name} ${ui.homeLink}` }).getAttribute('href')).to.equal('/');
      expect(page.getByRole('navigation', { name: ui.mainNavigation })).to.exist;
      const footer = page.getByRole('contentinfo');
      expect(footer.textContent).to.contain(`© 2024 ${site.name}`);
      expect(within(footer).getAllByRole('img')).to.have.length(2);
    });
  }

  it('shows the not-found page with the menu and a link home for any other address', () => {
    const { container } = renderApp('/no-such-page');
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(pageTitles.notFound);
    expect(page.getByText(ui.notFound.message)).to.exist;
    expect(page.getByRole('link', { name: ui.notFound.homeLink }).getAttribute('href')).to.equal('/');
    expect(page.getByRole('navigation', { name: ui.mainNavigation })).to.exist;
  });

  it('moves between pages in the browser without reloading, and back again', async () => {
    const { container, location } = renderApp('/');
    const user = userEvent.setup();
    const menu = within(within(container).getByRole('navigation'));
    await user.click(menu.getByRole('link', { name: 'People' }));
    await waitFor(() => expect(within(container).getByRole('heading', { level: 1 }).textContent).to.equal(people.heading));
    expect(location.history).to.deep.equal(['/', '/people']);
    expect(menu.getByRole('link', { name: 'People' }).getAttribute('aria-current')).to.equal('page');
  });

  it('gives the new page its title and moves focus to its heading', async () => {
    const { container } = renderApp('/');
    const user = userEvent.setup();
    await user.click(within(within(container).getByRole('navigation')).getByRole('link', { name: 'Links' }));
    await waitFor(() => expect(document.title).to.equal(`${pageTitles.links} | ${site.shortName}`));
    expect(document.activeElement?.textContent).to.equal(links.heading);
  });
});
