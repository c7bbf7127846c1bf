// A gala's page on hand-made gala modules (test/fixtures/galas/): events by name, swimmers
// linked unless withheld, times, marks and statuses in words, splits behind <details>, relay
// legs in order, the name filter, a gala with entries only.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { emulateMedia } from '@web/test-runner-commands';
import { itInChromium } from '../helpers/engine.js';
import GalaPage from '../../src/pages/GalaPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { entriesOnly, gala, words } from '../fixtures/galas/modules.js';
import type { Gala } from '../../src/lib/gala-types.js';

const { pages } = words;
const renderPage = (shown = gala) => within(render(<GalaPage gala={shown} words={words} />));
const eventTable = (page: ReturnType<typeof renderPage>, name: string) =>
  within(page.getByRole('table', { name }));
const backstroke = 'Girls 100m Backstroke, 11–12 years, final';

const start = window.location.href;

describe('GalaPage', () => {
  afterEach(() => window.history.replaceState(null, '', start));

  it('names each event in words: gender, race, age group and round (none for a timed final)', () => {
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

  it('shows each swim: swimmer linked to their page unless withheld, age, time as clubs write it, place', () => {
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

  it('marks a personal best and a club record in words, not by colour, and says once what the marks mean', () => {
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

  it('keeps the splits behind a <details> that opens on a tap, as a table of laps with the finish', async () => {
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

  it("opens every swim's splits as a table while the page is printed, and folds them after", async () => {
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

  it("lists the gala's events to jump to, each linked to its table, and only those the filter leaves", async () => {
    const page = renderPage();
    const list = within(page.getByRole('navigation', { name: pages.jumpTo }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).to.deep.equal([
      backstroke,
      'Boys 50m Freestyle',
      'Mixed 4×50m Medley relay',
    ]);
    for (const link of links)
      expect(
        document.getElementById(link.getAttribute('href')!.slice(1))!.querySelector('caption')!
          .textContent,
      ).to.equal(link.textContent);
    await userEvent.setup().type(page.getByRole('searchbox'), 'cal');
    await waitFor(() =>
      expect(list.getAllByRole('link').map((link) => link.textContent)).to.deep.equal([
        'Boys 50m Freestyle',
        'Mixed 4×50m Medley relay',
      ]),
    );
  });

  it('links back up to the list of events after each event, and has no such link with one event', () => {
    const page = renderPage();
    const back = page.getAllByRole('link', { name: pages.backToEvents });
    expect(back).to.have.length(gala.events.length);
    for (const link of back)
      expect(document.querySelector(link.getAttribute('href')!)).to.equal(
        page.getByRole('navigation', { name: pages.jumpTo }),
      );
    expect(
      renderPage({ ...gala, events: gala.events.slice(0, 1) }).queryAllByRole('link', {
        name: pages.backToEvents,
      }),
    ).to.have.length(0);
  });

  itInChromium(
    "names the event over each printed page's part of its table, with no links back up on paper",
    'print media emulated',
    async () => {
      const page = renderPage();
      const table = page.getByRole('table', { name: backstroke });
      await emulateMedia({ media: 'print' });
      try {
        expect(table.querySelector('thead tr')!.textContent).to.equal(backstroke);
        expect(getComputedStyle(table.querySelector('thead tr')!).display).to.equal('table-row');
        expect(page.queryAllByRole('link', { name: pages.backToEvents })).to.have.length(0);
      } finally {
        await emulateMedia({ media: 'screen' });
      }
    },
  );

  it("jumps to an event's table when its link is chosen", async () => {
    const page = renderPage();
    const user = userEvent.setup();
    const list = page.getByRole('navigation', { name: pages.jumpTo }).closest('details')!;
    await user.click(within(list).getByText(pages.jumpTo));
    await user.click(within(list).getByRole('link', { name: 'Mixed 4×50m Medley relay' }));
    await waitFor(() =>
      expect(document.querySelector(':target')?.querySelector('caption')?.textContent).to.equal(
        'Mixed 4×50m Medley relay',
      ),
    );
  });

  it('finds a swimmer typed without accents, and keeps the words in the address', async () => {
    const page = renderPage();
    await userEvent.setup().type(page.getByRole('searchbox'), 'ann o broin');
    await waitFor(() => expect(page.getAllByRole('table', { name: /./ })).to.have.length(2));
    expect(new URLSearchParams(window.location.search).get('name')).to.equal('ann o broin');
  });

  it('finds a swimmer shown by initial when their full name is typed', async () => {
    const [backstrokeFinal] = gala.events;
    const ailsa = { ...backstrokeFinal!.swims[0]!, swimmer: { name: 'Ailsa M.', slug: 'ailsa-m' } };
    const page = renderPage({
      ...gala,
      events: [{ ...backstrokeFinal!, swims: [...backstrokeFinal!.swims, ailsa] }],
    });
    await userEvent.setup().type(page.getByRole('searchbox'), 'Ailsa Murray');
    await waitFor(() =>
      expect(
        eventTable(page, backstroke)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).to.deep.equal(['Ailsa M.']),
    );
  });

  it("lists a relay team's four swimmers in order with their legs' strokes (medley relay order) and times", () => {
    const team = eventTable(renderPage(), 'Mixed 4×50m Medley relay');
    expect(team.getAllByRole('listitem').map((leg) => leg.textContent)).to.deep.equal([
      'Ann Ó Broin Backstroke 32.00',
      'Cal D Breaststroke 32.60',
      'Bea K Butterfly 33.20',
      'Club swimmer Freestyle 33.80',
    ]);
    expect(team.getAllByRole('row')[1]!.textContent).to.contain('2:10.55');
  });

  it("narrows the swims to the names typed, relays by their swimmers', and says when none match", async () => {
    const page = renderPage();
    const filter = page.getByRole('searchbox', { name: pages.filter });
    expect(filter.hasAttribute('disabled')).to.equal(false);
    const user = userEvent.setup();
    await user.type(filter, 'bea');
    // Both at once: the list narrows letter by letter, and "be" may already leave two tables.
    await waitFor(() => {
      expect(page.getAllByRole('table', { name: /./ })).to.have.length(2);
      expect(eventTable(page, backstroke).getAllByRole('row')).to.have.length(2);
    });
    expect(page.getByRole('table', { name: 'Mixed 4×50m Medley relay' })).to.exist;
    await user.type(filter, 'trix');
    await waitFor(() =>
      expect(page.getByRole('status').textContent).to.equal('Nobody called “beatrix” swam here.'),
    );
    expect(page.queryAllByRole('table', { name: /./ })).to.have.length(0);
    await user.clear(filter);
    await waitFor(() => expect(page.getAllByRole('table', { name: /./ })).to.have.length(3));
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

  describe('a masters meet, as the file gives it', () => {
    const [ann, bea, cam] = [
      { name: 'Ann Ó Broin', slug: 'ann-o-broin' },
      { name: 'Bea K', slug: 'bea-k' },
      { name: 'Cam R', slug: 'cam-r' },
    ];
    const masters: Gala = {
      ...gala,
      agesAt: '2021-12-31',
      pointsTable: 'Masters Points 2016',
      events: [
        {
          number: 1,
          gender: 'F',
          adults: true,
          round: 'TIM',
          distance: 50,
          stroke: 'FREE',
          relayCount: 1,
          course: 'SCM',
          swims: [
            {
              swimmer: ann,
              age: 47,
              time: 3050,
              place: 1,
              group: '45–49 years',
              pb: true,
              drop: 123,
              points: 640,
              heat: 3,
              lane: 4,
              entry: 3135,
            },
            { swimmer: cam, age: 27, time: 3300, place: 2, group: '25–29 years', first: true },
            { swimmer: bea, age: 46, time: 3500, status: 'DSQ', reason: 'Start before the signal' },
          ],
        },
      ],
    };
    const adultWords = {
      ...words,
      words: { ...words.words, adultGenders: { from: 18, F: 'Women', M: 'Men' } },
    };
    const renderMasters = () => within(render(<GalaPage gala={masters} words={adultWords} />));
    const row = (name: RegExp) => renderMasters().getByRole('row', { name });

    it("heads a race of adults' with the club's words for adults, and says how ages were counted and whose points these are", () => {
      const page = renderMasters();
      expect(page.getByRole('table', { name: 'Women 50m Freestyle' })).to.exist;
      expect(page.getByText(/^Ages on/).textContent).to.equal(
        'Ages on 31 December 2021, the meet says. Points: Masters Points 2016.',
      );
    });

    it('shows a place with the age group it was won in', () => {
      expect(row(/Ann/).querySelectorAll('td')[2]!.textContent).to.equal('1st45–49 years');
      expect(row(/Cam/).querySelectorAll('td')[2]!.textContent).to.equal('2nd25–29 years');
    });

    it('marks a PB with its drop and a first time, and says what each mark means', () => {
      expect(row(/Ann/).textContent).to.contain('30.50 PB down 1.23');
      expect(row(/Cam/).textContent).to.contain('33.00 1st');
      const key = [...renderMasters().getAllByRole('term')].map(
        (term) => `${term.textContent} ${term.nextElementSibling!.textContent}`,
      );
      expect(key).to.deep.equal(['PB new personal best', '1st first swim of the race']);
    });

    it("gives heat and lane, the file's points, and the entry time with the drop against it", () => {
      expect(row(/Ann/).textContent).to.contain('Heat 3 lane 4 · 640 pts · seeded 31.35, −0.85');
    });

    it("gives a disqualification's reason", () => {
      expect(row(/Bea/).textContent).to.contain('Disqualified (35.00)Start before the signal');
    });
  });
});
