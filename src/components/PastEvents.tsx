import { moreEvents } from '../content/more-events.js';
import { pastEvents } from '../content/past-events.js';
import type { ClubEvent } from '../content/schema/events.js';
import { whatsOnWords as words } from '../content/whats-on-words.js';
import { splitEvents } from '../lib/club-time.js';
import { EventList } from './EventList.js';
import { PageSection } from './PageSection.js';

// Whole lists and the day rather than the past events themselves: props that stay the same when
// the page draws itself again on the same day, so LaterPart leaves the part alone meanwhile.
type Props = {
  /** The events on the page, some of which may be over by `today`. */
  events: ClubEvent[];
  /** The rest of those (MoreEvents'; the site's own unless a test gives others). */
  more?: ClubEvent[];
  /** Those over before the page was built (the site's own unless a test gives others). */
  earlier?: ClubEvent[];
  today: string;
};

/** The events that have happened, the latest first: the foot of Events / News, nothing if none. */
export function PastEvents({ events, more = moreEvents, earlier = pastEvents, today }: Props) {
  const { past } = splitEvents([...earlier, ...events, ...more], today);
  return (
    past.length > 0 && (
      <PageSection id="past-events" heading={words.past}>
        <EventList events={past} />
      </PageSection>
    )
  );
}
