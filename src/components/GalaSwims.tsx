import { useDeferredValue, useState } from 'react';
import { fill } from '../lib/fill.js';
import type { GalaWords } from '../lib/gala-words.js';
import type { GalaEvent, Swim } from '../lib/gala-types.js';
import { useMounted } from '../lib/use-mounted.js';
import { EventResults } from './EventResults.js';

/** Whether a swim is by (or, a relay, includes) a swimmer whose name holds `query`. */
const swamBy = (swim: Swim, query: string) =>
  [swim.swimmer, ...(swim.legs ?? []).map((leg) => leg.swimmer)].some((s) => s.name.toLocaleLowerCase().includes(query));

/** A gala's events with our swims, and a name filter that narrows them as the visitor types
 * (it works only with scripts: hidden without, and disabled until the page runs). */
export function GalaSwims({ events, words }: { events: GalaEvent[]; words: GalaWords }) {
  const mounted = useMounted();
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed).trim().toLocaleLowerCase();
  const shown = events
    .map((event) => ({ event, swims: query ? event.swims.filter((swim) => swamBy(swim, query)) : event.swims }))
    .filter(({ swims }) => swims.length);
  return (
    <>
      <p className="gala-filter">
        <label>
          {words.pages.filter} <input type="search" value={typed} disabled={!mounted} onChange={(e) => setTyped(e.target.value)} />
        </label>
      </p>
      {shown.map(({ event, swims }, i) => (
        <EventResults key={i} event={event} swims={swims} words={words} />
      ))}
      {!shown.length && <p role="status">{fill(words.pages.filterNone, { name: typed.trim() })}</p>}
    </>
  );
}
