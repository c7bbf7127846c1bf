// A pool's top times for one gender on hand-made lists (test/fixtures/galas/top-times.ts): per
// age group a jump list and a table per race, all-time and this season on pages of their own that
// link each other, equal times sharing a rank.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import RecordsPage from '../../src/pages/RecordsPage.js';
import TopTimesPage from '../../src/pages/TopTimesPage.js';
import TopTimesSeasonPage from '../../src/pages/TopTimesSeasonPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { records, words } from '../fixtures/galas/modules.js';
import { seasonTopTimes, topTimes } from '../fixtures/galas/top-times.js';

const renderPage = () => within(render(<TopTimesPage topTimes={topTimes} words={words} />));
const renderSeason = () =>
  within(render(<TopTimesSeasonPage topTimes={seasonTopTimes} words={words} />));
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('TopTimesPage', () => {
  it('is headed with its pool and gender and jumps to each age group', () => {
    const page = renderPage();
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(
      'Fastest Girls in the Short course (25 m)',
    );
    expect(page.getByRole('link', { name: 'Girls · 11–12' }).getAttribute('href')).to.equal(
      '#group-1',
    );
    expect(
      page.getByRole('heading', { level: 2, name: 'Girls · 11–12' }).closest('section')!.id,
    ).to.equal('group-1');
  });

  it('lays out the tables a first screen may show at once, so nothing moves as it paints', () => {
    const open = { ...topTimes.tables[0]!, ageGroup: 'Open' };
    const page = within(
      render(
        <TopTimesPage
          topTimes={{ ...topTimes, tables: [...topTimes.tables, open] }}
          words={words}
        />,
      ),
    );
    const lazy = page
      .getAllByRole('table')
      .map((table) => table.parentElement!.classList.contains('lazy-box'));
    expect(lazy.length).to.be.above(3);
    expect(lazy).to.deep.equal(lazy.map((_, i) => i >= 3));
  });

  it('lists the ten fastest of all time, equal times sharing a rank', () => {
    const page = renderPage();
    expect(rows(page.getByRole('table', { name: '100m Backstroke: Ever' }))).to.deep.equal([
      ['1', 'Ann B9 November 2030', '1:05.32'],
      ['1', 'Bea C9 November 2030', '1:05.32'],
      ['3', 'Cat D9 November 2030', '1:07.00'],
    ]);
    expect(page.queryByRole('table', { name: '100m Backstroke: Season 2030–31' })).to.equal(null);
  });

  it("links this season's page, which lists only its races and links back", () => {
    expect(
      renderPage()
        .getByRole('link', { name: 'Fastest Girls in the Short course (25 m), season 2030–31' })
        .getAttribute('href'),
    ).to.equal('/records/top-times/25m-f/season');
    const season = renderSeason();
    expect(season.getByRole('heading', { level: 1 }).textContent).to.equal(
      'Fastest Girls in the Short course (25 m), season 2030–31',
    );
    expect(
      rows(season.getByRole('table', { name: '100m Backstroke: Season 2030–31' })).length,
    ).to.equal(2);
    expect(season.getAllByRole('table').length).to.equal(1);
    expect(
      season
        .getByRole('link', { name: 'Fastest Girls in the Short course (25 m)' })
        .getAttribute('href'),
    ).to.equal('/records/top-times/25m-f');
  });

  it('links no season page when this season has none', () => {
    const { season: _none, ...older } = topTimes;
    const page = within(render(<TopTimesPage topTimes={older} words={words} />));
    expect(page.queryByRole('link', { name: /season/ })).to.equal(null);
  });

  it("names a relay team's four swimmers, linked to their pages", () => {
    const relay = within(renderPage().getByRole('table', { name: '4×50m Freestyle: Ever' }));
    expect(relay.getByRole('link', { name: 'Ann B' }).getAttribute('href')).to.equal(
      '/swimmers/ann-b',
    );
    expect(relay.getByText('Dee E', { exact: false })).to.exist;
  });

  it('passes axe, all-time and this season', async () => {
    await expectNoAxeViolations(render(<TopTimesPage topTimes={topTimes} words={words} />));
    await expectNoAxeViolations(
      render(<TopTimesSeasonPage topTimes={seasonTopTimes} words={words} />),
    );
  });
});

describe("RecordsPage's top times", () => {
  it("links each pool's top times", () => {
    const page = within(
      render(
        <RecordsPage
          records={{ ...records, topTimes: [{ id: '25m-f', course: 'SCM', gender: 'F' }] }}
          words={words}
        />,
      ),
    );
    expect(
      page
        .getByRole('link', { name: 'Fastest Girls in the Short course (25 m)' })
        .getAttribute('href'),
    ).to.equal('/records/top-times/25m-f');
  });
});
