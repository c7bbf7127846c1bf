import type { ShownEvent } from '../content/schema/events.js';
import type { Venues } from '../content/schema/venues.js';
import { useDrawnLater } from '../lib/use-mounted.js';
import { EventCard } from './EventCard.js';

type Props = {
  events: ShownEvent[];
  headingLevel?: 2 | 3;
  brief?: boolean;
  /** How many events fill a phone's first screen: after a tap, the rest are drawn a moment later
   * (useDrawnLater); the page has a part below the list that holds their place meanwhile. */
  firstScreen?: number;
  /** The club's own unless a test gives others. */
  venues?: Venues;
};

export function EventList({ events, headingLevel, brief, firstScreen, venues }: Props) {
  const shown = useDrawnLater() ? events : events.slice(0, firstScreen);
  return (
    <ul className="event-list">
      {shown.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} brief={brief} venues={venues} />
        </li>
      ))}
    </ul>
  );
}
