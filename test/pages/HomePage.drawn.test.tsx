import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { ui } from '../../src/content/ui.js';
import { whatsOn as whatsOnWords } from '../../src/content/whats-on.js';
import HomePage from '../../src/pages/HomePage.js';
import { results } from '../../src/content/results.js';
import { galas } from '../fixtures/galas/modules.js';
import { fixture } from '../helpers/fixtures.js';
import { drawnWhole, render } from '../helpers/render.js';
import { setViewport } from '../helpers/viewport.js';

const { news } = await fixture('busy', 'news');
const { events } = await fixture('busy', 'events');
// In the file's order; the pages list them by when they start.
const byStart = [...events].sort((a, b) =>
  `${a.firstDay} ${a.start ?? ''}`.localeCompare(`${b.firstDay} ${b.start ?? ''}`),
);
const clock = () => Date.parse('2030-02-01T12:00:00Z');
// A club with no photos, no quality mark, no events and no news.
const { home: bareHome } = await fixture('bare', 'home');
const { site: bareSite } = await fixture('bare', 'site');
const { events: noEvents } = await fixture('empty', 'events');
const { news: noNews } = await fixture('empty', 'news');
const qualityMark = {
  src: 'images/quality-mark.svg',
  alt: 'Test quality mark',
  width: 100,
  height: 100,
};

describe('HomePage', () => {
  it("shows the next three events from the visitor's date", async () => {
    const page = within(render(<HomePage events={events} news={news} clock={clock} />));
    const comingUp = () => within(page.getByRole('region', { name: whatsOnWords.homeEvents }));
    const next = byStart.filter((e) => e.lastDay >= '2030-02-01').slice(0, 3);
    // The visitor's clock is read after the first render, in a re-render each engine schedules in
    // its own time.
    await waitFor(() =>
      expect(
        comingUp()
          .getAllByRole('article')
          .map((a) => within(a).getAllByRole('heading')[0]!.textContent),
      ).to.deep.equal(next.map((e) => e.title)),
    );
  });

  it('shows the latest three posts, newest first, linking to their pages', async () => {
    const page = within(render(<HomePage events={events} news={news} clock={clock} />));
    const latest = within(await page.findByRole('region', { name: whatsOnWords.homeNews }));
    const newest = [...news].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    expect(latest.getAllByRole('link').map((l) => l.getAttribute('href'))).to.deep.equal(
      newest.map((p) => `/news/${p.slug}`),
    );
  });

  it('has no slider or empty space for a quality mark the club lacks, and still welcomes', () => {
    const page = within(
      render(
        <HomePage home={bareHome} site={bareSite} events={noEvents} news={noNews} clock={clock} />,
      ),
    );
    expect(page.queryByRole('region', { name: ui.slider.label })).to.equal(null);
    expect(page.queryAllByRole('button')).to.have.length(0);
    expect(page.getByRole('heading', { level: 1 }).textContent).to.contain(bareSite.name);
    expect(page.queryByRole('img', { name: qualityMark.alt })).to.equal(null);
  });

  it('shows the quality mark beside the welcome when the club has one', () => {
    const page = within(
      render(
        <HomePage
          home={bareHome}
          site={{ ...bareSite, qualityMark }}
          events={noEvents}
          news={noNews}
          clock={clock}
        />,
      ),
    );
    expect(page.getByRole('img', { name: qualityMark.alt })).to.exist;
  });

  it('says in words when no events are coming up and when there is no news', async () => {
    const container = render(
      <HomePage home={bareHome} site={bareSite} events={noEvents} news={noNews} clock={clock} />,
    );
    await drawnWhole(container);
    const page = within(container);
    expect(
      within(page.getByRole('region', { name: whatsOnWords.homeEvents })).getByText(
        whatsOnWords.noUpcoming,
      ),
    ).to.exist;
    const news = within(page.getByRole('region', { name: whatsOnWords.homeNews }));
    expect(news.getByText(whatsOnWords.noNews)).to.exist;
    expect(news.queryAllByRole('list')).to.have.length(0);
  });

  it("puts the latest gala before what's on for a fortnight after it, then after it", async () => {
    const gala = galas[0]!;
    const at = (iso: string) => () => Date.parse(`${iso}T12:00:00Z`);
    const order = async (clock: () => number) => {
      const container = render(
        <HomePage events={noEvents} news={noNews} clock={clock} gala={gala} />,
      );
      await drawnWhole(container);
      return within(container)
        .getAllByRole('region')
        .map(
          (region) => document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent,
        )
        .filter((name) => name === results.pages.latestGala || name === whatsOnWords.homeEvents);
    };
    expect(await order(at(gala.lastDay))).to.deep.equal([
      results.pages.latestGala,
      whatsOnWords.homeEvents,
    ]);
    expect(await order(at('2030-11-24'))).to.deep.equal([
      results.pages.latestGala,
      whatsOnWords.homeEvents,
    ]);
    expect(await order(at('2030-11-25'))).to.deep.equal([
      whatsOnWords.homeEvents,
      results.pages.latestGala,
    ]);
  });

  it('shows a gala of the last fortnight within the first two screens of a phone', async () => {
    await setViewport({ width: 375, height: 667 });
    try {
      const gala = galas[0]!;
      const container = render(
        <HomePage clock={() => Date.parse(`${gala.lastDay}T18:00:00Z`)} gala={gala} />,
      );
      await drawnWhole(container);
      const latest = within(container).getByRole('region', { name: results.pages.latestGala });
      // The site's header (about 70 px) sits above the page in the site.
      expect(
        latest.getBoundingClientRect().top - container.getBoundingClientRect().top + 70,
      ).to.be.below(2 * 667);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows the latest gala in brief, linked to its results; none before the first', async () => {
    const container = render(
      <HomePage events={noEvents} news={noNews} clock={clock} gala={galas[0]} />,
    );
    await drawnWhole(container);
    const latest = within(
      within(container).getByRole('region', { name: results.pages.latestGala }),
    );
    expect(latest.getByRole('link', { name: galas[0]!.title }).getAttribute('href')).to.equal(
      `/results/${galas[0]!.id}`,
    );
    const none = render(<HomePage events={noEvents} news={noNews} clock={clock} gala={null} />);
    await drawnWhole(none);
    expect(within(none).queryByRole('region', { name: results.pages.latestGala })).to.equal(null);
  });
});
