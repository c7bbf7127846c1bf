import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { Router } from 'wouter';
import { SiteFooter } from '../../src/components/SiteFooter.js';
import { site } from '../../src/content/site.js';
import { ui } from '../../src/content/ui.js';
import { fixture } from '../helpers/fixtures.js';
import { headingAt, render, renderApp } from '../helpers/render.js';

const { site: bareSite } = await fixture('bare', 'site');
const { site: smallSite } = await fixture('small', 'site');

const footerAt = (path: string) => {
  const { container, location } = renderApp(path);
  return { footer: within(within(container).getByRole('contentinfo')), container, location };
};

describe('SiteFooter', () => {
  it("gives the Wellbeing and Protection Officer's e-mail address on every page", () => {
    const { footer } = footerAt('/links');
    const { email } = site.contacts.wellbeing;
    expect(footer.getByRole('heading', { level: 2, name: site.footer.wellbeing.heading })).to.exist;
    expect(footer.getByRole('link', { name: email }).getAttribute('href')).to.equal(
      `mailto:${email}`,
    );
  });

  it('links every outside source of help for a worried young person or parent', () => {
    const { footer } = footerAt('/');
    for (const link of site.wellbeingLinks)
      expect(footer.getByRole('link', { name: link.name }).getAttribute('href')).to.equal(link.url);
  });

  it("links each of the footer's pages, such as the privacy and accessibility pages", () => {
    const { footer } = footerAt('/');
    for (const page of site.footer.pages)
      expect(footer.getByRole('link', { name: page.title }).getAttribute('href')).to.equal(
        page.path,
      );
  });

  for (const page of site.footer.pages) {
    it(`opens ${page.path} without reloading, and marks its link as the current page`, async () => {
      const heading = headingAt(page.path);
      const { footer, container, location } = footerAt('/no-such-page');
      await userEvent.setup().click(footer.getByRole('link', { name: page.title }));
      await waitFor(() =>
        expect(within(container).getByRole('heading', { level: 1 }).textContent).to.equal(heading),
      );
      expect(location.history).to.deep.equal(['/no-such-page', page.path]);
      expect(footer.getByRole('link', { name: page.title }).getAttribute('aria-current')).to.equal(
        'page',
      );
    });
  }

  it("links each of the club's pages elsewhere (Facebook, Instagram, …) by its name", () => {
    const { footer } = footerAt('/');
    for (const link of site.socialMedia)
      expect(footer.getByRole('link', { name: link.name }).getAttribute('href')).to.equal(link.url);
  });

  it('leaves out the social media part when the club lists none', () => {
    const footer = within(
      render(
        <Router>
          <SiteFooter site={smallSite} />
        </Router>,
      ),
    );
    expect(smallSite.socialMedia).to.have.length(0);
    expect(footer.queryByRole('heading', { name: ui.footerSocial })).to.equal(null);
    const links = footer.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal([
      `mailto:${smallSite.contacts.wellbeing.email}`,
      ...smallSite.wellbeingLinks.map((l) => l.url),
      ...smallSite.footer.pages.map((p) => p.path),
    ]);
  });

  it("shows every partner's logo, as a link when the partner has a web address", () => {
    const { footer } = footerAt('/');
    for (const partner of site.footer.partners.filter((p) => p.logo.alt)) {
      const logo = footer.getByRole('img', { name: partner.logo.alt });
      expect(logo.closest('a')?.getAttribute('href')).to.equal(partner.url);
    }
  });

  it("leaves out the partners' heading and list when the club has no partners", () => {
    const footer = within(
      render(
        <Router>
          <SiteFooter site={bareSite} />
        </Router>,
      ),
    );
    expect(bareSite.footer.partners).to.have.length(0);
    expect(footer.queryByRole('heading', { name: ui.footerPartners })).to.equal(null);
    expect(footer.queryAllByRole('img')).to.have.length(0);
    // What is left: the help links and the footer's pages.
    expect(footer.getAllByRole('list')).to.have.length(2);
  });
});
