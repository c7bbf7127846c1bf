import { CalendarSubscribe } from '../components/CalendarSubscribe.js';
import { EventList } from '../components/EventList.js';
import { NewsList } from '../components/NewsList.js';
import { PageSection } from '../components/PageSection.js';
import { events as allEvents } from '../content/events.js';
import { news as allNews } from '../content/news.js';
import type { ClubEvent } from '../content/schema/events.js';
import type { NewsPostSummary } from '../content/schema/news.js';
import { pageTitles } from '../content/page-titles.js';
import { whatsOnWords as words } from '../content/whats-on-words.js';
import { clubDate, splitEvents } from '../lib/club-time.js';
import { useNow, type Clock } from '../lib/use-now.js';

type Props = { events?: ClubEvent[]; news?: NewsPostSummary[]; clock?: Clock };

/** How many posts show before the rest are grouped by year. */
const recentPosts = 6;

/** Upcoming events, the club calendar, news (newest first, older posts by year), past events. */
export function EventsPage({ events = allEvents, news = allNews, clock }: Props) {
  const { upcoming, past } = splitEvents(events, clubDate(useNow(clock)));
  const older = news.slice(recentPosts);
  const years = [...new Set(older.map((p) => p.date.slice(0, 4)))];
  return (
    <div className="page whats-on">
      <h1>{pageTitles.events}</h1>
      <PageSection id="upcoming" heading={words.upcoming}>
        {upcoming.length ? <EventList events={upcoming} /> : <p>{words.noUpcoming}</p>}
      </PageSection>
      <CalendarSubscribe />
      <PageSection id="news" heading={words.news}>
        <NewsList posts={news.slice(0, recentPosts)} />
        {years.map((year) => (
          <section key={year} aria-labelledby={`news-${year}`}>
            <h3 id={`news-${year}`}>{year}</h3>
            <NewsList posts={older.filter((p) => p.date.startsWith(year))} headingLevel={4} />
          </section>
        ))}
      </PageSection>
      {past.length > 0 && (
        <PageSection id="past-events" heading={words.past}>
          <EventList events={past} />
        </PageSection>
      )}
    </div>
  );
}
