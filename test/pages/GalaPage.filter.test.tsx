// A gala's page: the list of events to jump to, and the filter by swimmers' names.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { emulateMedia } from '@web/test-runner-commands';
import { itInChromium } from '../helpers/engine.js';
import { gala, words } from '../fixtures/galas/modules.js';
import { backstroke, eventTable, renderPage } from '../helpers/gala-page.js';

const { pages } = words;

const start = window.location.href;

describe('GalaPage', () => {
  afterEach(() => window.history.replaceState(null, '', start));

  it('lists the events to jump to, linked to their tables, as the filter leaves them', async () => {
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

  it('links back up to the list of events after each event, unless there is one event', () => {
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

  it("narrows swims to the names typed, relays by swimmers', or says none match", async () => {
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
});
