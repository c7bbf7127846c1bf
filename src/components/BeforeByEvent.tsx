import { useState } from 'react';
import { entrantWords } from '../lib/before-words.js';
import { fill } from '../lib/fill.js';
import type { GalaBefore } from '../lib/gala-schedule-types.js';
import { eventName, type GalaWords } from '../lib/gala-words.js';
import { shownName } from './SwimmerName.js';

/** "Event 3, Girls 100 m Freestyle, 11–12" */
export const beforeEventName = (event: GalaBefore['events'][number], words: GalaWords) =>
  fill(words.pages.scheduleEvent, {
    number: event.number,
    event: [eventName(event, words), event.ages].filter(Boolean).join(', '),
  });

/** The coaches' view: each event and who of ours may enter it. Drawn once opened (it repeats the
 * swimmers' lists, so the page's HTML stays half the size). */
export function ByEvent({ before, words }: { before: GalaBefore; words: GalaWords }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="before-events"
      hidden={!before.events.length}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{words.pages.beforeByEvent}</summary>
      {open &&
        before.events.map((event) => (
          <section key={event.number}>
            <h3>{beforeEventName(event, words)}</h3>
            <ul className="before-list">
              {event.entrants.map((entrant) => (
                <li key={entrant.who}>
                  <b>{shownName(before.swimmers[entrant.who]!)}</b> {entrant.age}
                  <small className="swim-facts">{entrantWords(entrant, words)}</small>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </details>
  );
}
