import type { ShownEvent } from '../content/schema/events.js';
import { BelowTheFold } from './BelowTheFold.js';
import { EventCard } from './EventCard.js';

type Props = {
  events: ShownEvent[];
  headingLevel?: 2 | 3;
  brief?: boolean;
  /** How many events fill a phone's first screen: the rest are drawn a moment later after a tap (BelowTheFold). */
  firstScreen?: number;
};

export function EventList({ events, headingLevel, brief, firstScreen = events.length }: Props) {
  const item = (event: ShownEvent) => (
    <li key={event.id}>
      <EventCard event={event} headingLevel={headingLevel} brief={brief} />
    </li>
  );
  return (
    <ul className="event-list">
      {events.slice(0, firstScreen).map(item)}
      {events.length > firstScreen && (
        <BelowTheFold placeholder={<li className="below-the-fold" aria-hidden="true" />}>{events.slice(firstScreen).map(item)}</BelowTheFold>
      )}
    </ul>
  );
}
