import { Link } from 'wouter';
import { events as clubEvents } from '../content/events.js';
import { news as clubNews } from '../content/news.js';
import type { ClubEvent } from '../content/schema/events.js';
import type { NewsPostSummary } from '../content/schema/news.js';
import type { Venues } from '../content/schema/venues.js';
import { whatsOn as words } from '../content/whats-on.js';
import { clubDate, splitEvents } from '../lib/club-time.js';
import { useNow, type Clock } from '../lib/use-mounted.js';
import { EventList } from './EventList.js';
import { NewsList } from './NewsList.js';
import { PageSection } from './PageSection.js';

export type WhatsOnProps = {
  events?: ClubEvent[];
  news?: NewsPostSummary[];
  venues?: Venues;
  clock?: Clock;
};

/**
 * The home page's next three events (when and where) and latest three posts, or words saying there
 * are none.
 */
export function HomeWhatsOn({ events = clubEvents, news = clubNews, venues, clock }: WhatsOnProps) {
  const { upcoming } = splitEvents(events, clubDate(useNow(clock)));
  return (
    <div className="home__whats-on">
      <PageSection id="coming-up" heading={words.homeEvents}>
        {upcoming.length ? (
          <EventList events={upcoming.slice(0, 3)} brief venues={venues} />
        ) : (
          <p>{words.noUpcoming}</p>
        )}
      </PageSection>
      <PageSection id="latest-news" heading={words.homeNews}>
        {news.length ? <NewsList posts={news.slice(0, 3)} /> : <p>{words.noNews}</p>}
      </PageSection>
      <p>
        <Link href="/events">{words.allEvents}</Link>
      </p>
    </div>
  );
}
