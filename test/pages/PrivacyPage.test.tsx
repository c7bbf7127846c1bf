import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { privacy } from '../../src/content/privacy.js';
import { site } from '../../src/content/site.js';
import { fill } from '../../src/lib/fill.js';
import { formatDate } from '../../src/lib/format-date.js';
import { renderApp } from '../helpers/render.js';

const privacyPage = () => within(within(renderApp('/privacy').container).getByRole('main'));

describe('PrivacyPage', () => {
  it('says the contact form sends a name, an e-mail address and a message, through EmailJS to the club', () => {
    const page = privacyPage();
    const section = within(page.getByRole('region', { name: privacy.contactForm.heading }));
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal([
      'your name',
      'your e-mail address',
      'your message',
    ]);
    expect(section.getByText(/EmailJS, the e-mail service the form uses.*club’s mailbox/)).to.exist;
    expect(section.getByText(/only to reply to you/)).to.exist;
  });

  it('says what the browser keeps of an unsent message (the content checks make it name Clear and the days)', () => {
    const section = within(privacyPage().getByRole('region', { name: privacy.contactForm.heading }));
    expect(section.getByText(privacy.contactForm.draft)).to.exist;
  });

  it('says the site uses no cookies and no trackers', () => {
    const section = within(privacyPage().getByRole('region', { name: privacy.visiting.heading }));
    expect(section.getByText(/no cookies.*no trackers/)).to.exist;
  });

  it("gives the club's general e-mail address for questions about your information", () => {
    const section = within(privacyPage().getByRole('region', { name: privacy.yourData.heading }));
    const { email } = site.contacts.general;
    expect(section.getByRole('link', { name: email }).getAttribute('href')).to.equal(`mailto:${email}`);
  });

  it("tells you of the right to complain to the ICO, with a link to the ICO's website", () => {
    const section = within(privacyPage().getByRole('region', { name: privacy.complaints.heading }));
    expect(section.getByText(/right to complain to the Information Commissioner’s Office/)).to.exist;
    expect(section.getByRole('link', { name: privacy.complaints.regulator.name }).getAttribute('href')).to.equal('https://ico.org.uk/');
  });

  it('says when the notice was last updated', () => {
    expect(privacyPage().getByText(fill(privacy.updatedLine, { date: formatDate(privacy.updated) }))).to.exist;
  });
});
