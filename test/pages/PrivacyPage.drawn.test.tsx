import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { privacy } from '../../src/content/privacy.js';
import type { PartText } from '../../src/content/schema/fields.js';
import { site } from '../../src/content/site.js';
import { fill } from '../../src/lib/fill.js';
import { formatDate } from '../../src/lib/format-date.js';
import { renderApp } from '../helpers/render.js';

const privacyPage = () => within(within(renderApp('/privacy').container).getByRole('main'));
const part = (heading: string) => within(privacyPage().getByRole('region', { name: heading }));
const showsParagraphs = (section: ReturnType<typeof part>, paragraphs: (string | PartText)[]) => {
  for (const paragraph of paragraphs)
    expect(section.getByText(typeof paragraph === 'string' ? paragraph : paragraph.text)).to.exist;
};
// The test club has the contact form (contact.yaml's ids), so its notice has the form's section.
const { contactForm } = privacy as Required<typeof privacy>;

describe('PrivacyPage', () => {
  it('lists what the form sends and what happens to it, linking the service’s policy', () => {
    const section = part(contactForm.heading);
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(
      contactForm.fields,
    );
    showsParagraphs(section, contactForm.paragraphs);
    const policy = section.getByRole('link', { name: contactForm.emailServicePolicy.name });
    expect(policy.getAttribute('href')).to.equal(contactForm.emailServicePolicy.url);
  });

  it('says what the browser keeps of an unsent message (Clear and the days, as checked)', () => {
    const section = within(privacyPage().getByRole('region', { name: contactForm.heading }));
    expect(section.getByText(contactForm.draft)).to.exist;
  });

  it('says what the site does when you visit it (cookies and trackers)', () => {
    showsParagraphs(part(privacy.visiting.heading), privacy.visiting.paragraphs);
  });

  it("gives the club's general e-mail address for questions about your information", () => {
    const section = part(privacy.yourData.heading);
    showsParagraphs(section, privacy.yourData.paragraphs);
    const { email } = site.contacts.general;
    expect(section.getByRole('link', { name: email }).getAttribute('href')).to.equal(
      `mailto:${email}`,
    );
  });

  it("tells you how to complain, with a link to the regulator's website", () => {
    const { complaints } = privacy;
    const section = part(complaints.heading);
    showsParagraphs(section, complaints.paragraphs);
    expect(
      section.getByRole('link', { name: complaints.regulator.name }).getAttribute('href'),
    ).to.equal(complaints.regulator.url);
  });

  it('says when the notice was last updated, as a date in words', () => {
    expect(
      privacyPage().getByText(fill(privacy.updatedLine, { date: formatDate(privacy.updated) })),
    ).to.exist;
  });
});
