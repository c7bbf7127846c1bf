import { moreEvents } from '../content/more-events.js';
import type { ClubEvent } from '../content/schema/events.js';
import { splitEvents } from '../lib/club-time.js';
import { EventCard } from './EventCard.js';

// The day and the whole list rather than the events to show: props that stay the same when the
// page draws itself again on the same day, so LaterPart leaves the part alone meanwhile.
type Props = {
  today: string;
  /** The season's events beyond the first few (the site's own unless a test gives others). */
  more?: ClubEvent[];
};

/** The rest of the events to come, as more items of Events / News' list (EventList). */
export function MoreEvents({ today, more = moreEvents }: Props) {
  return splitEvents(more, today).upcoming.map((event) => (
    <li key={event.id}>
      <EventCard event={event} />
    </li>
  ));
}
