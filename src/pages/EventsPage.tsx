import { EventList } from '../components/EventList.js';
import { LaterPart } from '../components/LaterPart.js';
import { PageSection } from '../components/PageSection.js';
import type { ClubEvent } from '../content/schema/events.js';
import type { NewsPostSummary } from '../content/schema/news.js';
import { pageTitles } from '../content/page-titles.js';
import { upcomingEvents } from '../content/upcoming-events.js';
import { whatsOnWords as words } from '../content/whats-on-words.js';
import { clubDate, splitEvents } from '../lib/club-time.js';
import { later } from '../lib/later.js';
import { useNow, type Clock } from '../lib/use-mounted.js';

type Props = {
  /** The first few events not over when the page was built (tests give any). */
  events?: ClubEvent[];
  /** The rest of those (loaded a moment later unless a test gives them). */
  more?: ClubEvent[];
  /** The events over by then (loaded with the past events unless a test gives them). */
  earlier?: ClubEvent[];
  news?: NewsPostSummary[];
  clock?: Clock;
};

// Below the upcoming events, the parts that can wait wake up after the rest of the page
// (lib/later.ts): how to subscribe (links only), the news archive, which grows every year, and
// the past events, which grow all season.
const calendarSubscribe = later(() => import('../components/CalendarSubscribe.js').then((m) => m.CalendarSubscribe));
const newsArchive = later(() => import('../components/NewsArchive.js').then((m) => m.NewsArchive));
const pastEvents = later(() => import('../components/PastEvents.js').then((m) => m.PastEvents));
// And the season's events beyond the first few, in the same list.
const moreEvents = later(() => import('../components/MoreEvents.js').then((m) => m.MoreEvents));

/** Upcoming events, the club calendar, news (newest first, older posts by year), past events. */
export function EventsPage({ events = upcomingEvents, more, earlier, news, clock }: Props) {
  const today = clubDate(useNow(clock));
  const { upcoming } = splitEvents(events, today);
  return (
    <div className="page whats-on">
      <h1>{pageTitles.events}</h1>
      <PageSection id="upcoming" heading={words.upcoming}>
        {/* Two events fill a phone's screen: after a tap, the rest come a moment later. The
            list stays when the first events are over by the visitor's date: more may follow. */}
        {events.length ? (
          <EventList events={upcoming} firstScreen={2}>
            <LaterPart part={moreEvents} props={{ today, more }} inList />
          </EventList>
        ) : (
          <p>{words.noUpcoming}</p>
        )}
      </PageSection>
      <LaterPart part={calendarSubscribe} props={{}} />
      <LaterPart part={newsArchive} props={{ news }} />
      <LaterPart part={pastEvents} props={{ events, more, earlier, today }} />
    </div>
  );
}
