import { useDeferredValue, useState } from 'react';
import { fill } from '../lib/fill.js';
import type { GalaWords } from '../lib/gala-words.js';
import type { GalaEvent, StandardName, Swim } from '../lib/gala-types.js';
import { useMounted } from '../lib/use-mounted.js';
import { EventResults } from './EventResults.js';
import { MarksKey } from './MarksKey.js';

/** Whether a swim is by (or, a relay, includes) a swimmer whose name holds `query`. */
const swamBy = (swim: Swim, query: string) =>
  [swim.swimmer, ...(swim.legs ?? []).map((leg) => leg.swimmer)].some((s) => s.name.toLocaleLowerCase().includes(query));

/** The name filter: it works only with scripts (hidden without, disabled until the page runs).
 * A part of its own, so the page's running redraws the box alone, never the hundreds of swims. */
function NameFilter({ label, typed, type }: { label: string; typed: string; type: (text: string) => void }) {
  const mounted = useMounted();
  return (
    <p className="gala-filter">
      <label>
        {label} <input type="search" value={typed} disabled={!mounted} onChange={(e) => type(e.target.value)} />
      </label>
    </p>
  );
}

/** A gala's events with our swims, and a name filter that narrows them as the visitor types. */
export function GalaSwims({ events, standards, words }: { events: GalaEvent[]; standards?: StandardName[] | undefined; words: GalaWords }) {
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed).trim().toLocaleLowerCase();
  const shown = events
    .map((event) => ({ event, swims: query ? event.swims.filter((swim) => swamBy(swim, query)) : event.swims }))
    .filter(({ swims }) => swims.length);
  return (
    <>
      <NameFilter label={words.pages.filter} typed={typed} type={setTyped} />
      <MarksKey events={events} standards={standards} words={words} />
      {shown.map(({ event, swims }, i) => (
        <EventResults key={i} event={event} swims={swims} words={words} />
      ))}
      {!shown.length && <p role="status">{fill(words.pages.filterNone, { name: typed.trim() })}</p>}
    </>
  );
}
