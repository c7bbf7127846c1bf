import { useDeferredValue } from 'react';
import { fill } from '../lib/fill.js';
import { eventName, type GalaWords } from '../lib/gala-words.js';
import type { GalaEvent, Swim } from '../lib/gala-types.js';
import { nameMatches, queryWords } from '../lib/name-match.js';
import { useMounted } from '../lib/use-mounted.js';
import { useNameQuery } from '../lib/use-name-query.js';
import { Printing, usePrinting } from '../lib/use-print-open.js';
import { EventResults } from './EventResults.js';
import { JumpList } from './JumpList.js';
import { MarksKey } from './MarksKey.js';

/** Whether a swim is by (or, a relay, includes) a swimmer whose name holds the typed words. */
const swamBy = (swim: Swim, words: string[]) =>
  [swim.swimmer, ...(swim.legs ?? []).map((leg) => leg.swimmer)].some((s) => nameMatches(s, words));

/** The name filter: it works only with scripts (hidden without, disabled until the page runs).
 * A part of its own, so the page's running redraws the box alone, never the hundreds of swims. */
export function NameFilter({
  label,
  typed,
  type,
}: {
  label: string;
  typed: string;
  type: (text: string) => void;
}) {
  const mounted = useMounted();
  return (
    <p className="gala-filter">
      <label>
        {label}{' '}
        <input
          type="search"
          value={typed}
          disabled={!mounted}
          onChange={(e) => type(e.target.value)}
        />
      </label>
    </p>
  );
}

/** A gala's events with our swims, and a name filter that narrows them as the visitor types. */
export function GalaSwims({ events, words }: { events: GalaEvent[]; words: GalaWords }) {
  const [typed, setTyped] = useNameQuery();
  const printing = usePrinting();
  const query = queryWords(useDeferredValue(typed));
  const shown = events
    .map((event, i) => ({
      event,
      id: `event-${i + 1}`,
      swims: query.length ? event.swims.filter((swim) => swamBy(swim, query)) : event.swims,
    }))
    .filter(({ swims }) => swims.length);
  return (
    <Printing value={printing}>
      <NameFilter label={words.pages.filter} typed={typed} type={setTyped} />
      <MarksKey events={events} words={words} />
      <JumpList
        id="events"
        label={words.pages.jumpTo}
        parts={shown.map(({ event, id }) => ({ id, name: eventName(event, words) }))}
      />
      {shown.map(({ event, id, swims }) => (
        <EventResults
          key={id}
          id={id}
          event={event}
          swims={swims}
          words={words}
          back={shown.length > 1 ? '#events' : undefined}
        />
      ))}
      {!shown.length && <p role="status">{fill(words.pages.filterNone, { name: typed.trim() })}</p>}
    </Printing>
  );
}
