// The club records page on hand-made records (test/fixtures/galas/): the age rule, a table per
// pool length, gender and age group, joint holders, relay teams, galas linked when known.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import RecordsPage from '../../src/pages/RecordsPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { records, words } from '../fixtures/galas/modules.js';

const renderPage = (shown = records) =>
  within(render(<RecordsPage records={shown} words={words} />));

describe('RecordsPage', () => {
  it('states the age rule the club counts by', () => {
    expect(renderPage().getByText(words.pages.ageRuleYearEnd)).to.exist;
    expect(renderPage({ ...records, ageRule: 'day' }).getByText(words.pages.ageRuleDay)).to.exist;
  });

  it('says when some galas count ages at year end, their files giving birth years only', () => {
    expect(
      renderPage({ ...records, ageRule: 'day', agesByYearEnd: true }).getByText(/Birth-year-only/)
        .textContent,
    ).to.equal(`${words.pages.ageRuleDay} ${words.pages.recordsByYearEnd}`);
  });

  it('names on a table the age groups whose same tables were left out', () => {
    const merged = {
      ...records,
      tables: records.tables.map((t, i) => (i === 0 ? { ...t, sameFor: ['12 and under'] } : t)),
    };
    expect(renderPage(merged).getByRole('table', { name: 'Girls, 11–12 years, also 12 and under' }))
      .to.exist;
  });

  it("heads adults' tables with the club's words for adults", () => {
    const adultWords = {
      ...words,
      words: { ...words.words, adultGenders: { from: 18, F: 'Women', M: 'Men' } },
    };
    const adults = { ...records, tables: records.tables.map((t) => ({ ...t, adults: true })) };
    const page = within(render(<RecordsPage records={adults} words={adultWords} />));
    expect(
      page.getAllByRole('table').map((t) => t.querySelector('caption')!.textContent),
    ).to.deep.equal(['Women, 11–12 years', 'Mixed, Open']);
  });

  it('gives each pool length its own part, with a table per gender and age group', () => {
    const page = renderPage();
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).to.deep.equal([
      'Short course (25 m)',
      'Long course (50 m)',
    ]);
    expect(
      page.getAllByRole('table').map((t) => t.querySelector('caption')!.textContent),
    ).to.deep.equal(['Girls, 11–12 years', 'Mixed, Open']);
  });

  it('keeps joint holders of a time both, each with their date and gala', () => {
    const table = within(renderPage().getByRole('table', { name: 'Girls, 11–12 years' }));
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).to.equal('100m Backstroke');
    expect(first!.textContent).to.contain('1:05.32').and.contain('9 November 2030');
    expect(
      within(first!).getByRole('link', { name: 'Kelvin November Open' }).getAttribute('href'),
    ).to.equal('/results/2030-11-open');
    // Set before the club's first file: the gala in words, not a link.
    expect(second!.textContent).to.contain('Bea K').and.contain('District Championships 2019');
    expect(within(second!).queryByRole('link', { name: 'District Championships 2019' })).to.equal(
      null,
    );
  });

  it('lists the tables to jump to, each linked to its table, named with its pool length', () => {
    const list = within(renderPage().getByRole('navigation', { name: words.pages.jumpTo }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).to.deep.equal([
      'Short course (25 m): Girls, 11–12 years',
      'Long course (50 m): Mixed, Open',
    ]);
    const target = document.getElementById(links[1]!.getAttribute('href')!.slice(1))!;
    expect(target.querySelector('caption')!.textContent).to.equal('Mixed, Open');
  });

  it("names a relay record's four swimmers in order", () => {
    const table = within(renderPage().getByRole('table', { name: 'Mixed, Open' }));
    expect(table.getByRole('rowheader').textContent).to.equal('4×50m Medley relay');
    expect(table.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal([
      'Ann Ó Broin',
      'Bea K',
      'Club swimmer',
      'Cal D',
    ]);
  });

  it('says when there are no records yet', () => {
    expect(renderPage({ ...records, tables: [] }).getByText(words.pages.noRecords)).to.exist;
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(render(<RecordsPage records={records} words={words} />));
  });
});
