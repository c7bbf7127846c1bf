// A swimmer's page on a hand-made swimmer (test/fixtures/galas/): personal bests per pool
// length linked to their galas, and a chart with a table of the times for each race swum twice.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import SwimmerPage from '../../src/pages/SwimmerPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { swimmer, words } from '../fixtures/galas/modules.js';

const renderPage = () => within(render(<SwimmerPage swimmer={swimmer} words={words} />));
const part = (page: ReturnType<typeof renderPage>, pool: string) =>
  within(page.getByRole('heading', { level: 2, name: pool }).closest('section')!);

describe('SwimmerPage', () => {
  it("keeps each pool length's times apart", () => {
    const page = renderPage();
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(swimmer.name);
    expect(part(page, 'Short course (25 m)').queryByText('50m Freestyle')).to.equal(null);
    expect(part(page, 'Long course (50 m)').queryByText('100m Backstroke')).to.equal(null);
  });

  it('gives each personal best with its gala, linked, and date', () => {
    const best = within(
      part(renderPage(), 'Short course (25 m)')
        .getByRole('rowheader', { name: '100m Backstroke' })
        .closest('tr')!,
    );
    expect(best.getByText('1:05.32')).to.exist;
    expect(best.getByRole('link', { name: '2030-11-OPEN' }).getAttribute('href')).to.equal(
      '/results/2030-11-open',
    );
    expect(best.getByText('9 November 2030')).to.exist;
  });

  it('draws the times of a race swum more than once as a chart, in words as well', () => {
    const page = renderPage();
    const figure = page.getByText('Times in the 100m Backstroke').closest('figure')!;
    // The dots, one path: "M x yh0" each.
    const points = [
      ...figure
        .querySelector('svg .times-chart__dots')!
        .getAttribute('d')!
        .matchAll(/M([\d.]+) ([\d.]+)/g),
    ].map((m) => [Number(m[1]), Number(m[2])]);
    expect(points).to.have.length(2);
    // Oldest on the left; the faster, later swim lower.
    expect(points[1]![0]).to.be.greaterThan(points[0]![0]);
    expect(points[1]![1]).to.be.greaterThan(points[0]![1]);
    // Placed by date: January to November of one year spans the chart, both months labelled.
    expect([...figure.querySelectorAll('svg text')].map((t) => t.textContent)).to.include.members([
      'Jan 2030',
      'Nov 2030',
    ]);
    expect(within(figure).getByRole('img').getAttribute('aria-label')).to.equal(
      '1:10.10 (12 January 2030) to 1:05.32 (9 November 2030), best 1:05.32',
    );
    expect(page.queryByText('Times in the 50m Freestyle')).to.equal(null);
    // Nothing swum twice in the 50 m pool: no progression heading there.
    expect(
      part(page, 'Long course (50 m)').queryByRole('heading', { name: words.pages.progression }),
    ).to.equal(null);
  });

  it('lists every swim by gala, newest first: race, round, time, marks, place, team', () => {
    const part = within(
      renderPage()
        .getByRole('heading', { level: 2, name: words.pages.everySwim })
        .closest('section')!,
    );
    expect(part.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).to.deep.equal([
      'Kelvin November Open',
      'Summer Long Course',
    ]);
    expect(part.getByRole('link', { name: 'Kelvin November Open' }).getAttribute('href')).to.equal(
      '/results/2030-11-open',
    );
    const rows = part.getAllByRole('row').filter((row) => within(row).queryByRole('rowheader'));
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).to.deep.equal([
      ['100m Backstroke, 11–12 years, final', '1:05.32 PB down 4.78 CR', '1'],
      [
        '4×50m Medley relayAnn Ó Broin Backstroke 32.00Cal D Breaststroke 32.60Bea K ' +
          'Butterfly 33.20Club swimmer Freestyle 33.80',
        '2:10.55',
        '2',
      ],
      ['50m Freestyle, heats', 'Disqualified', ''],
    ]);
    expect(within(rows[1]!).getAllByRole('listitem')).to.have.length(4);
    expect(part.getAllByRole('term').map((term) => term.textContent)).to.deep.equal([
      words.pages.pb,
      words.pages.record,
    ]);
  });

  it('lays out its first chart and two galas at once, so nothing moves as it is painted', () => {
    const galas = [...swimmer.galas!, { ...swimmer.galas![1]!, gala: '2029-06-long' }];
    const page = render(<SwimmerPage swimmer={{ ...swimmer, galas }} words={words} />);
    const lazy = (boxes: Element[]) =>
      boxes.map((box) => box.parentElement!.classList.contains('lazy-box'));
    expect(lazy([...page.querySelectorAll('figure')]).slice(0, 1)).to.deep.equal([false]);
    expect(lazy([...page.querySelectorAll('h3:has(a[href^="/results/"])')])).to.deep.equal([
      false,
      false,
      true,
    ]);
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(render(<SwimmerPage swimmer={swimmer} words={words} />));
  });
});
