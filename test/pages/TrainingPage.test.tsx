// The Training page on the fixture timetable with a controlled clock: today's sessions per
// squad, a cancelled one, each squad's week as a table, and the squad picker.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import type { Notice } from '../../src/content/schema/notices.js';
import TrainingPage from '../../src/pages/TrainingPage.js';
import { termsOf } from '../../src/lib/training.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { training } = await fixture('busy', 'training');
const { venues } = await fixture('busy', 'venues');
const { training: noTerms } = await fixture('small', 'training');
const { labels } = training;
const tuesday = Date.parse('2030-10-08T08:00:00Z');
const cancel: Notice = {
  message: 'Test Pool closed tonight.',
  from: '2030-10-07T06:00:00Z',
  until: '2030-10-08T20:00:00Z',
  cancels: { date: '2030-10-08', squads: ['Gold'] },
};

async function renderPage(props: Parameters<typeof TrainingPage>[0] = {}) {
  const page = within(
    render(
      <TrainingPage
        training={training}
        venues={venues}
        notices={[]}
        clock={() => tuesday}
        {...props}
      />,
    ),
  );
  // The picker appears once the page's effects have run, the test's clock taken with them.
  await page.findByRole('combobox', { name: (props.training ?? training).labels.pickSquad });
  return page;
}
const card = (page: ReturnType<typeof within>, squad: string, today = labels.today) =>
  within(
    within(page.getByRole('region', { name: today }))
      .getByRole('heading', { name: squad })
      .closest('li')!,
  );

describe('TrainingPage', () => {
  it("says, by the visitor's date, who trains today and each squad's next session", async () => {
    const page = await renderPage();
    expect(
      card(page, 'Gold').getByText(`${labels.trainingToday}:`, { exact: false }).textContent,
    ).to.contain('18:00–19:30');
    const silver = card(page, 'Silver');
    expect(silver.getByText(labels.noTrainingToday)).to.exist;
    expect(silver.getByText(`${labels.next}:`, { exact: false }).textContent).to.contain(
      'Saturday 12 October 2030, 09:00–10:00',
    );
  });

  it('names the day it speaks of, so a copy read later is dated, never wrong', async () => {
    const today = within((await renderPage()).getByRole('region', { name: labels.today }));
    expect(
      today.getByText('Tuesday 8 October 2030').closest('time')!.getAttribute('datetime'),
    ).to.equal('2030-10-08');
  });

  // One page per test: two in the document would share their sections' ids.
  const termsToCome = async (content: typeof training, clock: number) => {
    const shown = await renderPage({ training: content, clock: () => clock });
    for (const { squad } of content.squads)
      expect(
        card(shown, squad, content.labels.today).getByText(
          `${content.labels.next}: ${content.labels.termsToCome}`,
        ),
      ).to.exist;
    expect(
      within(shown.getByRole('region', { name: content.labels.terms })).getByText(
        content.labels.termsToCome,
      ),
    ).to.exist;
  };

  it('says term dates are to come when the club has none yet', () => termsToCome(noTerms, tuesday));

  it('says term dates are to come once the last term is over', () =>
    termsToCome(training, Date.parse('2031-06-01T12:00:00Z')));

  it('names the holiday on a day without training', async () => {
    const page = await renderPage({ clock: () => Date.parse('2030-10-15T12:00:00Z') });
    expect(card(page, 'Gold').getByText(`${labels.noTrainingToday} (October holiday)`)).to.exist;
  });

  it('names a current notice that cancels a session, and gives the one after', async () => {
    const page = await renderPage({ notices: [cancel] });
    const gold = card(page, 'Gold');
    expect(gold.getByText(`${labels.cancelled}: ${cancel.message}`)).to.exist;
    expect(gold.getByText(`${labels.then}:`, { exact: false }).textContent).to.contain(
      'Friday 11 October 2030',
    );
    expect(card(page, 'Silver').queryByText(`${labels.cancelled}:`, { exact: false })).to.equal(
      null,
    );
  });

  it("shows each squad's week as a table with a calendar to subscribe to", async () => {
    const page = await renderPage();
    for (const squad of training.squads) {
      const table = page.getByRole('table', { name: `${labels.timetable}: ${squad.squad}` });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).to.deep.equal(
        squad.sessions.map((s) => s.day),
      );
      const subscribe = page.getByRole('link', {
        name: labels.subscribe.replace('{squad}', squad.squad),
      });
      expect(subscribe.getAttribute('href')).to.match(/^webcal:\/\/.+\/training\/[a-z-]+\.ics$/);
    }
  });

  it('shows one squad once a squad is picked, and every squad again on request', async () => {
    const page = await renderPage();
    const picker = page.getByRole('combobox', { name: labels.pickSquad });
    await userEvent.selectOptions(picker, 'Silver');
    expect(
      page
        .getAllByRole('table')
        .map((t) => t.getAttribute('aria-label') ?? t.querySelector('caption')!.textContent),
    ).to.deep.equal([`${labels.timetable}: Silver`]);
    expect(window.location.hash).to.equal('#squad-silver');
    await userEvent.selectOptions(picker, labels.allSquads);
    expect(page.getAllByRole('table')).to.have.length(training.squads.length);
  });

  it('lists the term dates and the days without training', async () => {
    const page = await renderPage();
    const terms = within(page.getByRole('region', { name: labels.terms }));
    for (const item of [...termsOf(training), ...training.breaks])
      expect(terms.getByText(item.name, { exact: false })).to.exist;
    expect(page.queryByText(labels.termsToCome, { exact: false })).to.equal(null);
  });

  it('lists each place the squads train once, with address and map link where given', async () => {
    const page = await renderPage();
    const named = new Set(
      training.squads.flatMap((s) => s.sessions.map((session) => session.pool)),
    );
    const places = within(page.getByRole('region', { name: labels.venues })).getAllByRole(
      'listitem',
    );
    expect(places.map((li) => li.textContent!.split(',')[0])).to.deep.equal([...named]);
    for (const venue of venues.filter((v) => named.has(v.name))) {
      const place = within(places.find((li) => li.textContent!.startsWith(venue.name))!);
      expect(
        place.queryByRole('link', { name: venue.name })?.getAttribute('href') ?? undefined,
      ).to.equal(venue.map);
      if (venue.address) expect(place.getByText(venue.address, { exact: false })).to.exist;
    }
  });

  it('leaves out the heading of days without training when there are none', async () => {
    const page = await renderPage({ training: { ...training, breaks: [] } });
    expect(page.queryByRole('heading', { name: labels.breaks })).to.equal(null);
    expect(
      within(page.getByRole('region', { name: labels.terms })).getAllByRole('list'),
    ).to.have.length(1);
  });
});
