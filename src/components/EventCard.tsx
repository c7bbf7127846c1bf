import type { ShownEvent } from '../content/schema/events.js';
import type { Venues } from '../content/schema/venues.js';
import { galaEvents } from '../content/gala-events.js';
import { results } from '../content/results.js';
import { venues as clubVenues } from '../content/venues.js';
import { whatsOn as words } from '../content/whats-on.js';
import { useAssetUrl } from '../lib/asset-url.js';
import { galaPath } from '../lib/gala-modules.js';
import { calendarFileFor } from '../lib/whats-on-paths.js';
import { formatDay } from '../lib/format-date.js';
import { venueNamed } from '../lib/venues.js';
import { SiteLink } from './SiteLink.js';
import { Link } from 'wouter';
import { VenueLine } from './VenueLine.js';

/** `brief`: when, where and the calendar file only (the home page's list, whose events come
 * without their words). `venues`: the club's own unless a test gives others. */
type Props = {
  event: ShownEvent;
  headingLevel?: 2 | 3;
  brief?: boolean;
  venues?: Venues;
  galas?: Record<string, string>;
};

/** One event: when, where, who for, the entry deadline, and a file to add it to a calendar. */
export function EventCard({
  event,
  headingLevel = 3,
  brief = false,
  venues = clubVenues,
  galas = galaEvents,
}: Props) {
  const assetUrl = useAssetUrl();
  const gala = galas[event.id];
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="event" aria-labelledby={`event-${event.id}`}>
      <Heading id={`event-${event.id}`}>{event.title}</Heading>
      <p className="event__when">
        <time dateTime={event.firstDay}>{formatDay(event.firstDay)}</time>
        {event.lastDay !== event.firstDay && (
          <>
            {' – '}
            <time dateTime={event.lastDay}>{formatDay(event.lastDay)}</time>
          </>
        )}
        , {event.start && event.end ? `${event.start}–${event.end}` : words.allDay}
      </p>
      <p className="event__where">
        <VenueLine venue={venueNamed(venues, event.place)} />
      </p>
      {!brief && (
        <p>
          {words.for}: {event.squads?.join(', ') ?? words.everyone}
        </p>
      )}
      {event.entryDeadline && (
        <p className="event__deadline">
          {words.entryDeadline}
          {': '}
          <time dateTime={event.entryDeadline}>{formatDay(event.entryDeadline)}</time>
        </p>
      )}
      {!brief && <p>{event.description}</p>}
      <p className="event__links">
        {gala && (
          <Link href={galaPath(gala)}>
            {results.pages.eventResults}
            <span className="visually-hidden">: {event.title}</span>
          </Link>
        )}
        <a href={assetUrl(calendarFileFor(event.id))}>
          {words.addToCalendar}
          <span className="visually-hidden">: {event.title}</span>
        </a>
        {event.link && !brief && (
          <SiteLink to={event.link}>
            {words.moreInfo}
            {/* Said on its own (a screen reader's list of links, a search engine), the link
                names its event. */}
            <span className="visually-hidden">: {event.title}</span>
          </SiteLink>
        )}
      </p>
    </article>
  );
}
