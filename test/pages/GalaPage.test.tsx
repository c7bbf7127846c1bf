// A gala's page on hand-made gala modules (test/fixtures/galas/): events by name, swimmers
// linked unless withheld, times, marks and statuses in words, splits behind <details>, relay
// legs in order, photos, a gala with entries only.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import GalaPage from '../../src/pages/GalaPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { entriesOnly, gala, words } from '../fixtures/galas/modules.js';
import { backstroke, eventTable, renderPage } from '../helpers/gala-page.js';

const { pages } = words;

const start = window.location.href;

describe('GalaPage', () => {
  afterEach(() => window.history.replaceState(null, '', start));

  it('names each event by gender, race, age group and round (none for a timed final)', () => {
    const page = renderPage();
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(gala.title);
    expect(
      page
        .getAllByRole('table', { name: /./ })
        .map((table) => table.querySelector('caption')!.textContent),
    ).to.deep.equal([backstroke, 'Boys 50m Freestyle', 'Mixed 4×50m Medley relay']);
    expect(page.getByText(/Kelvin Baths/).textContent).to.equal(
      '9 November 2030 – 10 November 2030 · Kelvin Baths · Short course (25 m)',
    );
  });

  it("says the ages are at 31 December of the gala's year, never on the day", () => {
    expect(renderPage().getByText(/^Ages at the end of/).textContent).to.equal(
      `Ages at the end of ${gala.firstDay.slice(0, 4)}.`,
    );
  });

  it('shows each swim: swimmer linked unless withheld, age, time as clubs write it, place', () => {
    const table = eventTable(renderPage(), backstroke);
    // A swim's own rows: those headed by its swimmer (splits have a row of their own below).
    const [first, second] = table
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('rowheader'));
    expect(within(first!).getByRole('link', { name: 'Ann Ó Broin' }).getAttribute('href')).to.equal(
      '/swimmers/ann-o-broin',
    );
    expect(
      [...first!.querySelectorAll('td')].map((cell) => cell.firstChild!.textContent),
    ).to.deep.equal(['12', '1:05.32', '1']);
    expect(within(second!).queryByRole('link')).to.equal(null);
    expect(within(second!).getByRole('rowheader').textContent).to.equal('Club swimmer');
  });

  it('marks a PB and a club record in words, not colour, and says once what marks mean', () => {
    const page = renderPage();
    const cell = eventTable(page, backstroke)
      .getAllByText('1:05.32', { exact: false })[0]!
      .closest('td')!;
    expect(cell.textContent)
      .to.match(/^1:05\.32 PB CR/)
      .and.not.contain(pages.pbWords);
    const key = [...page.getAllByRole('term')].map(
      (term) => `${term.textContent} ${term.nextElementSibling!.textContent}`,
    );
    expect(key).to.deep.equal(['PB new personal best', 'CR new club record']);
  });

  it('leaves out the key of marks when no swim has one', () => {
    const plain = {
      ...gala,
      events: gala.events.map((event) => ({
        ...event,
        swims: event.swims.map(({ pb, record, ...swim }) => swim),
      })),
    };
    expect(renderPage(plain).queryAllByRole('term')).to.have.length(0);
  });

  it('says a status in words, never a bare code', () => {
    const page = renderPage();
    expect(eventTable(page, backstroke).getByRole('row', { name: /Bea K/ }).textContent).to.contain(
      'Disqualified (1:11.20)',
    );
    expect(eventTable(page, 'Boys 50m Freestyle').getByText('Not counted')).to.exist;
  });

  it('keeps the splits (laps and finish) in a <details> that opens on a tap', async () => {
    const details = renderPage().getByText(pages.splits).closest('details')!;
    expect(details.open).to.equal(false);
    await userEvent.setup().click(within(details).getByText(pages.splits));
    await waitFor(() => expect(details.open).to.equal(true));
    const rows = within(within(details).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).to.deep.equal([
      [pages.lapDistance, pages.lapTime, pages.runningTime],
      ['50 m', '31.90', '31.90'],
      ['100 m', '33.42', '1:05.32'],
    ]);
  });

  it("opens every swim's splits while the page is printed, and folds them after", async () => {
    const details = renderPage().getByText(pages.splits).closest('details')!;
    window.dispatchEvent(new Event('beforeprint'));
    expect(details.open).to.equal(true);
    expect(within(details).getByRole('table')).to.exist;
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(details.open).to.equal(false));
  });

  it("gives a yard pool's splits in yards", () => {
    const inYards = {
      ...gala,
      events: gala.events.map((event) => ({ ...event, course: 'SCY' as const })),
    };
    const details = renderPage(inYards).getByText(pages.splits).closest('details')!;
    expect(details.textContent).to.contain(`50 ${pages.yards} 31.90`);
  });

  it("lists a relay's swimmers in order, with each leg's stroke (medley order) and time", () => {
    const team = eventTable(renderPage(), 'Mixed 4×50m Medley relay');
    expect(team.getAllByRole('listitem').map((leg) => leg.textContent)).to.deep.equal([
      'Ann Ó Broin Backstroke 32.00',
      'Cal D Breaststroke 32.60',
      'Bea K Butterfly 33.20',
      'Club swimmer Freestyle 33.80',
    ]);
    expect(team.getAllByRole('row')[1]!.textContent).to.contain('2:10.55');
  });

  it("shows the gala's photos with their words, and none when results.yaml names none", () => {
    const photos = [
      { src: 'images/slide-1.svg', alt: 'The relay team on the podium', width: 1200, height: 800 },
      { src: 'images/slide-2.svg', alt: 'Bea on the blocks', width: 800, height: 800 },
    ];
    const page = renderPage({ ...gala, photos });
    expect(
      page.getAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('height')]),
    ).to.deep.equal([
      ['The relay team on the podium', '133'],
      ['Bea on the blocks', '200'],
    ]);
    expect(renderPage().queryAllByRole('img')).to.have.length(0);
  });

  it('says a gala whose file holds only entries has no results yet', () => {
    const page = renderPage(entriesOnly);
    expect(page.getByText(pages.noResultsYet)).to.exist;
    expect(page.queryByRole('searchbox')).to.equal(null);
  });

  it('passes axe, splits open', async () => {
    const container = render(<GalaPage gala={gala} words={words} />);
    for (const details of container.querySelectorAll('details')) details.open = true;
    await expectNoAxeViolations(container);
  });
});
