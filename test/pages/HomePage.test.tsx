import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { ui } from '../../src/content/ui.js';
import { whatsOn as whatsOnWords } from '../../src/content/whats-on.js';
import HomePage from '../../src/pages/HomePage.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { news } = await fixture('busy', 'news');
const { events } = await fixture('busy', 'events');
// In the file's order; the pages list them by when they start.
const byStart = [...events].sort((a, b) => `${a.firstDay} ${a.start ?? ''}`.localeCompare(`${b.firstDay} ${b.start ?? ''}`));
const clock = () => Date.parse('2030-02-01T12:00:00Z');

describe('HomePage', () => {
  it('shows the next three events from the visitor\'s date', async () => {
    const page = within(render(<HomePage events={events} news={news} clock={clock} />));
    const comingUp = () => within(page.getByRole('region', { name: whatsOnWords.homeEvents }));
    const next = byStart.filter((e) => e.lastDay >= '2030-02-01').slice(0, 3);
    // The visitor's clock is read after the first render, in a re-render each engine schedules in its own time.
    await waitFor(() => expect(comingUp().getAllByRole('article').map((a) => within(a).getAllByRole('heading')[0]!.textContent)).to.deep.equal(next.map((e) => e.title)));
  });

  it('shows the latest three posts, newest first, linking to their pages', async () => {
    const page = within(render(<HomePage events={events} news={news} clock={clock} />));
    const latest = within(await page.findByRole('region', { name: whatsOnWords.homeNews }));
    const newest = [...news].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    expect(latest.getAllByRole('link').map((l) => l.getAttribute('href'))).to.deep.equal(newest.map((p) => `/news/${p.slug}`));
  });
});
