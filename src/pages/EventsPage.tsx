import { BelowTheFold } from '../components/BelowTheFold.js';
import { CalendarSubscribe } from '../components/CalendarSubscribe.js';
import { EventList } from '../components/EventList.js';
import { NewsArchive } from '../components/NewsArchive.js';
import { PageSection } from '../components/PageSection.js';
import { events as clubEvents } from '../content/events.js';
import { news as clubNews } from '../content/news.js';
import type { ClubEvent } from '../content/schema/events.js';
import type { NewsPostSummary } from '../content/schema/news.js';
import type { Venues } from '../content/schema/venues.js';
import { whatsOn as words } from '../content/whats-on.js';
import { clubDate, splitEvents } from '../lib/club-time.js';
import { useNow, type Clock } from '../lib/use-mounted.js';

/** The club's own events, news and venues unless a test gives others (and a clock). */
type Props = { events?: ClubEvent[]; news?: NewsPostSummary[]; venues?: Venues; clock?: Clock };

/** Upcoming events, the club calendar, news (newest first, older posts by year), past events. */
export default function EventsPage({ events = clubEvents, news = clubNews, venues, clock }: Props) {
  const { upcoming, past } = splitEvents(events, clubDate(useNow(clock)));
  return (
    <div className="page whats-on">
      <h1>{words.title}</h1>
      <PageSection id="upcoming" heading={words.upcoming}>
        {/* Two events fill a phone's screen: after a tap, the rest come a moment later. */}
        {upcoming.length ? (
          <EventList events={upcoming} firstScreen={2} venues={venues} />
        ) : (
          <p>{words.noUpcoming}</p>
        )}
      </PageSection>
      <BelowTheFold>
        <CalendarSubscribe />
        <NewsArchive news={news} />
        {past.length > 0 && (
          <PageSection id="past-events" heading={words.past}>
            <EventList events={past} venues={venues} />
          </PageSection>
        )}
      </BelowTheFold>
    </div>
  );
}
