import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { accessibility } from '../../src/content/accessibility.js';
import { site } from '../../src/content/site.js';
import { fill } from '../../src/lib/fill.js';
import { formatDate } from '../../src/lib/format-date.js';
import { renderApp } from '../helpers/render.js';

const statement = () => within(within(renderApp('/accessibility').container).getByRole('main'));
const part = (heading: string) => within(statement().getByRole('region', { name: heading }));
const listed = (section: ReturnType<typeof part>) =>
  section.getAllByRole('listitem').map((item) => item.textContent);

describe('AccessibilityPage', () => {
  it('says what visitors should be able to do', () => {
    const page = statement();
    expect(page.getByText(accessibility.canDo.lead)).to.exist;
    expect(
      within(page.getAllByRole('list')[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).to.deep.equal(accessibility.canDo.items);
  });

  it('names the standard the site aims for', () => {
    const section = part(accessibility.standard.heading);
    for (const paragraph of accessibility.standard.paragraphs)
      expect(section.getByText(paragraph)).to.exist;
  });

  it('says what was tested and lists the known limitations', () => {
    expect(listed(part(accessibility.testing.heading))).to.deep.equal(accessibility.testing.items);
    expect(listed(part(accessibility.limitations.heading))).to.deep.equal(
      accessibility.limitations.items,
    );
  });

  it("says how to report a problem, with the club's general e-mail address", () => {
    const { email } = site.contacts.general;
    const link = part(accessibility.reporting.heading).getByRole('link', { name: email });
    expect(link.getAttribute('href')).to.equal(`mailto:${email}`);
  });

  it('gives the enforcement procedure, with a link to the advice service', () => {
    const { enforcement } = accessibility;
    const section = part(enforcement.heading);
    for (const paragraph of enforcement.paragraphs) expect(section.getByText(paragraph)).to.exist;
    expect(
      section.getByRole('link', { name: enforcement.adviceService.name }).getAttribute('href'),
    ).to.equal(enforcement.adviceService.url);
  });

  it('says when the statement was prepared, as a date in words', () => {
    expect(
      statement().getByText(
        fill(accessibility.updatedLine, { date: formatDate(accessibility.updated) }),
      ),
    ).to.exist;
  });
});
