import { Link } from 'wouter';
import { comingEvents } from '../content/coming-events.js';
import { latestNews } from '../content/latest-news.js';
import type { BriefEvent } from '../content/schema/events.js';
import type { NewsPostSummary } from '../content/schema/news.js';
import { whatsOnWords as words } from '../content/whats-on-words.js';
import { clubDate, splitEvents } from '../lib/club-time.js';
import { useNow, type Clock } from '../lib/use-mounted.js';
import { EventList } from './EventList.js';
import { NewsList } from './NewsList.js';
import { PageSection } from './PageSection.js';

export type WhatsOnProps = { events?: BriefEvent[]; news?: NewsPostSummary[]; clock?: Clock };

/** The home page's next three events and latest three posts (the build gives it only those
 * events not over by its date, and the three newest posts: the rest is not downloaded here). */
export function HomeWhatsOn({ events = comingEvents, news = latestNews, clock }: WhatsOnProps) {
  const { upcoming } = splitEvents(events, clubDate(useNow(clock)));
  return (
    <div className="home__whats-on">
      <PageSection id="coming-up" heading={words.homeEvents}>
        {upcoming.length ? <EventList events={upcoming.slice(0, 3)} brief /> : <p>{words.noUpcoming}</p>}
      </PageSection>
      <PageSection id="latest-news" heading={words.homeNews}>
        <NewsList posts={news.slice(0, 3)} />
      </PageSection>
      <p>
        <Link href="/events">{words.allEvents}</Link>
      </p>
    </div>
  );
}
