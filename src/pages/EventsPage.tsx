import { EventList } from '../components/EventList.js';
import { LaterPart } from '../components/LaterPart.js';
import { PageSection } from '../components/PageSection.js';
import { events as allEvents } from '../content/events.js';
import type { ClubEvent } from '../content/schema/events.js';
import type { NewsPostSummary } from '../content/schema/news.js';
import { pageTitles } from '../content/page-titles.js';
import { whatsOnWords as words } from '../content/whats-on-words.js';
import { clubDate, splitEvents } from '../lib/club-time.js';
import { later } from '../lib/later.js';
import { useNow, type Clock } from '../lib/use-mounted.js';

type Props = { events?: ClubEvent[]; news?: NewsPostSummary[]; clock?: Clock };

// Below the upcoming events, the parts that can wait wake up after the rest of the page
// (lib/later.ts): how to subscribe (links only), and the news archive, which grows every year.
const calendarSubscribe = later(() => import('../components/CalendarSubscribe.js').then((m) => m.CalendarSubscribe));
const newsArchive = later(() => import('../components/NewsArchive.js').then((m) => m.NewsArchive));

/** Upcoming events, the club calendar, news (newest first, older posts by year), past events. */
export function EventsPage({ events = allEvents, news, clock }: Props) {
  const { upcoming, past } = splitEvents(events, clubDate(useNow(clock)));
  return (
    <div className="page whats-on">
      <h1>{pageTitles.events}</h1>
      <PageSection id="upcoming" heading={words.upcoming}>
        {upcoming.length ? <EventList events={upcoming} /> : <p>{words.noUpcoming}</p>}
      </PageSection>
      <LaterPart part={calendarSubscribe} props={{}} />
      <LaterPart part={newsArchive} props={{ news }} />
      {past.length > 0 && (
        <PageSection id="past-events" heading={words.past}>
          <EventList events={past} />
        </PageSection>
      )}
    </div>
  );
}
