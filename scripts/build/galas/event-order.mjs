// A gala's events in the order they were swum, each one's swims in the order its page lists
// them, its winners, and whether its swimmers are called adults.
import { grownUp } from './groups.mjs';
import { groupOrder, winnersOf } from './swim.mjs';
/** @import { GalaEvent, Swim } from '../../../src/lib/gala-types.js' */
/** @import { MeetEvent } from './meet-types.js' */

// Dates (year-month-day) compared as plain strings: localeCompare is many times slower.
export const compare = (/** @type {string} */ a, /** @type {string} */ b) =>
  a < b ? -1 : a > b ? 1 : 0;

/**
 * A relay's youngest swimmer's age, where the file gives every leg's. @type {WeakMap<Swim, number>}
 */
export const youngest = new WeakMap();

/** @param {{ source: MeetEvent, event: GalaEvent }[]} events
 * @param {number | undefined} adultsFrom results.yaml's adults' age (adultGenders › from) */
export const orderEvents = (events, adultsFrom) =>
  events
    .sort(
      (a, b) =>
        compare(a.source.date, b.source.date) ||
        a.source.order - b.source.order ||
        compare(a.event.gender, b.event.gender),
    )
    .map(({ source, event }) => {
      event.swims.sort(bySwim);
      const winners = winnersOf(event.swims);
      if (winners.length) event.winners = winners;
      if (adults(adultsFrom, source, event)) event.adults = true;
      return event;
    });

// Whether an event's swimmers are adults by the club's words ("Women", not "Girls"): every one of
// ours in it of that age (a relay: every leg), or, a relay, the event for that age and over.
/** @param {number | undefined} from @param {MeetEvent} e @param {GalaEvent} event */
function adults(from, e, event) {
  if (from === undefined) return false;
  const relay = event.relayCount > 1;
  if (relay && e.ageGroups.length > 0 && e.ageGroups.every((g) => g.min >= from)) return true;
  return grownUp(
    from,
    event.swims.map((s) => (relay ? youngest.get(s) : s.age)),
  );
}

// Placed swims first, by age group in the meet's order, then the other valid times, then those
// with a status (timed first), each fastest first.
/** @param {Swim} a @param {Swim} b */
function bySwim(a, b) {
  const rank = (/** @type {Swim} */ s) => (s.status || !s.time ? 2 : s.place ? 0 : 1);
  const group = (/** @type {Swim} */ s) => groupOrder.get(s) ?? 0;
  return (
    rank(a) - rank(b) ||
    group(a) - group(b) ||
    (a.place ?? 0) - (b.place ?? 0) ||
    (a.time ?? Infinity) - (b.time ?? Infinity)
  );
}
