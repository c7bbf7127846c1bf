import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { accessibility } from '../../src/content/accessibility.js';
import { site } from '../../src/content/site.js';
import { renderApp } from '../helpers/render.js';

const statement = () => within(within(renderApp('/accessibility').container).getByRole('main'));
const part = (heading: string) => within(statement().getByRole('region', { name: heading }));

describe('AccessibilityPage', () => {
  it('names WCAG 2.2 level AA as the standard the site aims for', () => {
    expect(part(accessibility.standard.heading).getByText(/WCAG\) version 2\.2 at level AA/)).to.exist;
  });

  it('says what was tested and lists the known limitations', () => {
    expect(part(accessibility.testing.heading).getAllByRole('listitem')).to.have.length(accessibility.testing.items.length);
    const limits = part(accessibility.limitations.heading).getAllByRole('listitem').map((item) => item.textContent);
    expect(limits).to.deep.equal(accessibility.limitations.items);
  });

  it("says how to report a problem, with the club's general e-mail address", () => {
    const { email } = site.contacts.general;
    const link = part(accessibility.reporting.heading).getByRole('link', { name: email });
    expect(link.getAttribute('href')).to.equal(`mailto:${email}`);
  });

  it('gives the UK enforcement procedure: the EHRC, and the EASS with a link', () => {
    const section = part(accessibility.enforcement.heading);
    expect(section.getByText(/Equality and Human Rights Commission \(EHRC\) is responsible for enforcing/)).to.exist;
    expect(section.getByRole('link', { name: 'Equality Advisory and Support Service' }).getAttribute('href')).to.equal(
      'https://www.equalityadvisoryservice.com/',
    );
  });

  it('says when the statement was prepared', () => {
    expect(statement().getByText(/prepared on 21 November 2026/)).to.exist;
  });
});
