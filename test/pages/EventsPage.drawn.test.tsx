import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { clubDate } from '../../src/lib/club-time.js';
import { formatDate } from '../../src/lib/format-date.js';
import EventsPage from '../../src/pages/EventsPage.js';
import { whatsOn as whatsOnWords } from '../../src/content/whats-on.js';
import { fixture } from '../helpers/fixtures.js';
import { drawnWhole, render } from '../helpers/render.js';

const { news: posts } = await fixture('busy', 'news');
const { events } = await fixture('busy', 'events');
const { venues } = await fixture('busy', 'venues');
// In the file's order; the pages list them by when they start.
const byStart = [...events].sort((a, b) =>
  `${a.firstDay} ${a.start ?? ''}`.localeCompare(`${b.firstDay} ${b.start ?? ''}`),
);
const { news: noPosts } = await fixture('empty', 'news');
const { events: noEvents } = await fixture('empty', 'events');
const today = Date.parse('2030-02-01T12:00:00Z');
const clock = () => today;

/** The page as drawn after a tap, once its lower parts have come too. */
async function renderPage(props: Parameters<typeof EventsPage>[0]) {
  const container = render(<EventsPage clock={clock} {...props} />);
  await drawnWhole(container);
  return within(container);
}
const titlesIn = (page: ReturnType<typeof within>, id: string) =>
  within(
    page.getByRole('region', {
      name: { upcoming: whatsOnWords.upcoming, past: whatsOnWords.past }[id]!,
    }),
  )
    .getAllByRole('article')
    .map((a) => within(a).getAllByRole('heading')[0]!.textContent);

describe('EventsPage', () => {
  it("lists events to come, earliest first, then past events, by the visitor's date", async () => {
    const page = await renderPage({ events, news: posts });
    const upcoming = byStart.filter((e) => e.lastDay >= clubDate(today));
    const past = byStart.filter((e) => e.lastDay < clubDate(today)).reverse();
    // The visitor's clock is read after the first render, in a re-render each engine schedules in
    // its own time.
    await waitFor(() =>
      expect(titlesIn(page, 'upcoming')).to.deep.equal(upcoming.map((e) => e.title)),
    );
    expect(titlesIn(page, 'past')).to.deep.equal(past.map((e) => e.title));
  });

  it('draws the first two events at once after a tap, and the rest a moment later', async () => {
    const upcoming = byStart.filter((e) => e.lastDay >= clubDate(today));
    expect(upcoming.length, 'the fixture has more than a first screen of events').to.be.above(2);
    const container = render(<EventsPage clock={clock} events={events} news={posts} />);
    const page = within(container);
    expect(titlesIn(page, 'upcoming')).to.deep.equal(upcoming.slice(0, 2).map((e) => e.title));
    await waitFor(() =>
      expect(titlesIn(page, 'upcoming')).to.deep.equal(upcoming.map((e) => e.title)),
    );
    expect(
      page
        .getByRole('region', { name: whatsOnWords.upcoming })
        .querySelectorAll('ul > li > article'),
    ).to.have.length(upcoming.length);
  });

  it('gives each event its time or "all day", place, who for, deadline and file', async () => {
    const page = await renderPage({ events, news: posts });
    for (const event of events) {
      const card = within(page.getByRole('article', { name: event.title }));
      expect(
        card.getByText(event.start ? `${event.start}–${event.end}` : whatsOnWords.allDay, {
          exact: false,
        }),
      ).to.exist;
      expect(card.getByText(event.place)).to.exist;
      if (event.squads) expect(card.getByText(event.squads.join(', '), { exact: false })).to.exist;
      const link = card.getByRole('link', {
        name: (name) => name.startsWith(whatsOnWords.addToCalendar) && name.endsWith(event.title),
      });
      expect(link.getAttribute('href')).to.equal(`/calendar/${event.id}.ics`);
      if (event.entryDeadline)
        expect(card.getByText(`${whatsOnWords.entryDeadline}:`, { exact: false })).to.exist;
    }
  });

  it('offers the club calendar as webcal:// and https addresses of the same file', async () => {
    const page = await renderPage({ events, news: posts });
    const subscribe = page
      .getByRole('link', { name: whatsOnWords.calendar.subscribe })
      .getAttribute('href')!;
    expect(subscribe).to.match(/^webcal:\/\/.+\/calendar\.ics$/);
    expect(page.getByRole('link', { name: subscribe.replace(/^webcal:/, 'https:') })).to.exist;
  });

  it('lists every post newest first, each linking to its own page', async () => {
    const page = await renderPage({ events, news: posts });
    const news = within(page.getByRole('region', { name: whatsOnWords.news }));
    const links = news
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href')?.startsWith('/news/'));
    const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
    expect(links.map((l) => l.textContent)).to.deep.equal(newestFirst.map((p) => p.title));
    expect(links.map((l) => l.getAttribute('href'))).to.deep.equal(
      newestFirst.map((p) => `/news/${p.slug}`),
    );
    for (const post of posts) expect(news.getByText(formatDate(post.date))).to.exist;
  });

  it('groups older posts by year once there are many', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      ...posts[0]!,
      slug: `post-${i}`,
      title: `Post ${i}`,
      date: `${2030 - i}-01-01`,
    }));
    const page = await renderPage({ events, news: many });
    const news = within(page.getByRole('region', { name: whatsOnWords.news }));
    const years = news
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
      .filter((t) => /^\d{4}$/.test(t!));
    expect(years).to.deep.equal(['2024', '2023', '2022']);
  });

  it('says in words when no events are planned and when there is no news', async () => {
    const page = await renderPage({ events: noEvents, news: noPosts });
    expect(page.getByText(whatsOnWords.noUpcoming)).to.exist;
    expect(
      page.queryByRole('region', { name: whatsOnWords.past }) === null,
      'no past events',
    ).to.equal(true);
    const news = within(page.getByRole('region', { name: whatsOnWords.news }));
    expect(news.queryAllByRole('article')).to.have.length(0);
    expect(news.queryAllByRole('list')).to.have.length(0);
    expect(news.getByText(whatsOnWords.noNews)).to.exist;
  });

  it("links each event's place to its map, with its address, where the club has them", async () => {
    const page = await renderPage({ events, news: posts, venues });
    for (const event of events) {
      const venue = venues.find((v) => v.name === event.place)!;
      const card = await page.findByRole('article', { name: event.title });
      expect(
        within(card).queryByRole('link', { name: venue.name })?.getAttribute('href') ?? undefined,
      ).to.equal(venue.map);
      expect(card.textContent).to.contain(
        venue.address ? `${venue.name}, ${venue.address}` : venue.name,
      );
    }
  });
});
