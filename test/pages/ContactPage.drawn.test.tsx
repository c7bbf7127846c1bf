import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { singlePages } from '../../src/page-list.js';
import { contact } from '../../src/content/contact.js';
import { site } from '../../src/content/site.js';
import ContactPage from '../../src/pages/ContactPage.js';
import { render, renderApp } from '../helpers/render.js';

const contactPage = () => within(within(renderApp('/contact').container).getByRole('main'));

describe('ContactPage', () => {
  const html = document.documentElement;
  const scriptsMark = html.dataset.js;
  afterEach(() => {
    if (scriptsMark === undefined) delete html.dataset.js;
    else html.dataset.js = scriptsMark;
  });

  it('offers the form, the club address and every other contact with its role', () => {
    const page = contactPage();
    expect(page.getByLabelText(contact.form.name.label)).to.exist;
    expect(page.getByRole('button', { name: contact.form.submit })).to.exist;
    for (const { role, email } of Object.values(site.contacts)) {
      expect(page.getByRole('link', { name: email }).getAttribute('href')).to.equal(
        `mailto:${email}`,
      );
      if (role !== site.contacts.general.role)
        expect(page.getByText(role, { selector: 'dt' })).to.exist;
    }
  });

  it('shows no form, only the addresses, while contact.yaml lacks an EmailJS id', () => {
    const noIds = { ...contact, emailService: { ...contact.emailService, publicKey: '' } };
    const page = within(render(<ContactPage contact={noIds} />));
    expect(page.queryByRole('button', { name: contact.form.submit })).to.equal(null);
    expect(page.queryByText(contact.formNote)).to.equal(null);
    if (contact.noFormNote) expect(page.getByText(contact.noFormNote)).to.exist;
    expect(page.getByRole('link', { name: site.contacts.general.email })).to.exist;
  });

  it('links the privacy notice beside the Submit button', () => {
    const page = contactPage();
    const { linkText, path } = contact.form.privacyNote;
    const link = page.getByRole('link', { name: linkText });
    expect(link.getAttribute('href')).to.equal(path);
    expect(link.closest('form')).to.equal(
      page.getByRole('button', { name: contact.form.submit }).closest('form'),
    );
  });

  it("tells visitors whose scripts didn't run that the form needs them", () => {
    // As the prerendered page is before src/main.tsx runs, or when it fails to load.
    delete html.dataset.js;
    const note = contactPage().getByText(contact.form.needsJavaScript);
    expect(note.checkVisibility()).to.equal(true);
  });

  it('hides that note once scripts run', () => {
    html.dataset.js = 'on';
    const note = contactPage().getByText(contact.form.needsJavaScript);
    expect(note.checkVisibility()).to.equal(false);
  });

  it('downloads EmailJS on no page, this one included, until a message is sent', () => {
    for (const { path } of singlePages) renderApp(path);
    const entries = performance.getEntriesByType('resource');
    // A full buffer (250 entries) would stop recording, hiding a later download.
    expect(entries.length).to.be.below(250);
    expect(
      entries.map((entry) => entry.name).filter((name) => /emailjs[/-]browser/.test(name)),
    ).to.deep.equal([]);
  });
});
