import { expect } from '@open-wc/testing';
import { site } from '../../src/content/site.js';

describe('site settings', () => {
  it('uses e-mail addresses on the reserved .example domain', () => {
    for (const { email } of Object.values(site.contacts)) expect(email).to.match(/^[^@\s]+@[^@\s]+\.example$/);
  });

  it('shows two partner logos and the 2024 copyright year in the footer', () => {
    expect(site.footer.partners).to.have.length(2);
    expect(site.footer.copyrightYear).to.equal(2024);
  });

  it('has a public address ending in a slash', () => {
    expect(new URL(site.url).pathname.endsWith('/')).to.equal(true);
  });
});
