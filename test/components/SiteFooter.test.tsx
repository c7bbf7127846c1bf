import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { privacy } from '../../src/content/privacy.js';
import { site } from '../../src/content/site.js';
import { renderApp } from '../helpers/render.js';

const footerAt = (path: string) => {
  const { container, location } = renderApp(path);
  return { footer: within(within(container).getByRole('contentinfo')), container, location };
};

describe('SiteFooter', () => {
  it("gives the Wellbeing and Protection Officer's e-mail address on every page", () => {
    const { footer } = footerAt('/links');
    const { email } = site.contacts.wellbeing;
    expect(footer.getByRole('heading', { level: 2, name: site.footer.wellbeing.heading })).to.exist;
    expect(footer.getByRole('link', { name: email }).getAttribute('href')).to.equal(`mailto:${email}`);
  });

  it("links to Childline and to Scottish Swimming's wellbeing and protection page", () => {
    const { footer } = footerAt('/');
    expect(footer.getByRole('link', { name: /Childline/ }).getAttribute('href')).to.equal('https://www.childline.org.uk/');
    expect(footer.getByRole('link', { name: /Scottish Swimming/ }).getAttribute('href')).to.equal(
      'https://www.scottishswimming.com/clubs-and-volunteers/wellbeing-and-protection',
    );
  });

  it('links to the privacy notice and the accessibility statement', () => {
    const { footer } = footerAt('/');
    expect(footer.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).to.equal('/privacy');
    expect(footer.getByRole('link', { name: 'Accessibility statement' }).getAttribute('href')).to.equal('/accessibility');
  });

  it('opens the privacy notice in the browser without reloading, and marks its link as the current page', async () => {
    const { footer, container, location } = footerAt('/');
    await userEvent.setup().click(footer.getByRole('link', { name: 'Privacy notice' }));
    await waitFor(() => expect(within(container).getByRole('heading', { level: 1 }).textContent).to.equal(privacy.heading));
    expect(location.history).to.deep.equal(['/', '/privacy']);
    expect(footer.getByRole('link', { name: 'Privacy notice' }).getAttribute('aria-current')).to.equal('page');
  });
});
