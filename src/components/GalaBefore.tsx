import { fill } from '../lib/fill.js';
import { entrantWords } from '../lib/before-words.js';
import type { GalaBefore as Before } from '../lib/gala-schedule-types.js';
import type { GalaWords } from '../lib/gala-words.js';
import { pickKey, usePicks } from '../lib/schedule.js';
import { beforeEventName, ByEvent } from './BeforeByEvent.js';
import { BeforeFacts } from './BeforeFacts.js';
import { SchedulePicker } from './SchedulePicker.js';
import { SwimmerName } from './SwimmerName.js';

/** Before a gala: its sessions and rules, then each of our swimmers' possible events (only the
 * picked swimmers' once some are picked), and the same event by event for the coaches. */
export function GalaBefore({ before, words }: { before: Before; words: GalaWords }) {
  const { pages } = words;
  const [picks, setPicks] = usePicks();
  const chosen = new Set(
    before.swimmers.flatMap((s, i) => (picks.includes(pickKey(s)) ? [i] : [])),
  );
  const shown = before.swimmers
    .map((swimmer, who) => ({ swimmer, who }))
    .filter(({ who }) => !chosen.size || chosen.has(who));
  return (
    <section className="before">
      <BeforeFacts before={before} words={words} />
      {before.events.length > 0 && <h2>{pages.beforeBySwimmer}</h2>}
      {before.events.length > 0 && (
        <SchedulePicker
          swimmers={before.swimmers}
          picks={picks}
          onChange={setPicks}
          words={words}
        />
      )}
      {shown.map(({ swimmer, who }) => {
        const events = before.events.flatMap((event) =>
          event.entrants.filter((e) => e.who === who).map((entrant) => ({ event, entrant })),
        );
        return (
          <section key={pickKey(swimmer)}>
            <h3>
              <SwimmerName swimmer={swimmer} />{' '}
              <small>{fill(pages.beforeAge, { age: events[0]?.entrant.age ?? '' })}</small>
            </h3>
            <ul className="before-list">
              {events.map(({ event, entrant }) => (
                <li key={event.number}>
                  <b>{beforeEventName(event, words)}</b>
                  <small className="swim-facts">{entrantWords(entrant, words)}</small>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <ByEvent before={before} words={words} />
    </section>
  );
}
