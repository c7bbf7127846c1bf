import type { ShownEvent } from '../content/schema/events.js';
import { EventCard } from './EventCard.js';

type Props = { events: ShownEvent[]; headingLevel?: 2 | 3; brief?: boolean };

export function EventList({ events, headingLevel, brief }: Props) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} brief={brief} />
        </li>
      ))}
    </ul>
  );
}
