// A gala as /results lists it: title, days, season, venue, pool, and how many of our swimmers,
// PBs and first times (counted later, in history.mjs) and medals (places 1–3 within the meet's
// age groups, as the meet ranked them).

/** @import { Meet } from './meet-types.js' */
/** @import { GalaWords } from './types.js' */
/** @import { GalaEvent } from '../../../src/lib/gala-types.js' */
/** @import { GalaSummary } from '../../../src/lib/results-types.js' */
/** @import { Course } from '../../../src/lib/swim-types.js' */

const medalRounds = new Set(['TIM', 'FIN', 'FHT']);
const medalNames = /** @type {const} */ (['gold', 'silver', 'bronze']);

/** "2025–26": seasons run September to August. */
export function seasonOf(/** @type {string} */ day) {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 9 ? year : year - 1;
  return `${first}–${String((first + 1) % 100).padStart(2, '0')}`;
}

/** @param {{ id: string, meet: Meet, words: GalaWords, events: GalaEvent[], swimmers: number }}
 * args @returns {GalaSummary} */
export function galaSummary({ id, meet, words, events, swimmers }) {
  const dates = [...meet.events.values()].map((e) => e.date).sort();
  // The pool most of the meet's events were swum in.
  /** @type {Map<Course, number>} */
  const tally = new Map();
  for (const e of meet.events.values()) tally.set(e.course, (tally.get(e.course) ?? 0) + 1);
  const course = [...tally].sort((a, b) => b[1] - a[1])[0][0];
  const medals = { gold: 0, silver: 0, bronze: 0 };
  for (const event of events) {
    if (!medalRounds.has(event.round)) continue;
    for (const swim of event.swims)
      if (!swim.status && swim.time && swim.place !== undefined && swim.place <= 3)
        medals[medalNames[swim.place - 1]]++;
  }
  return {
    id,
    title: words.title ?? meet.name,
    firstDay: dates[0],
    lastDay: dates[dates.length - 1],
    season: seasonOf(dates[0]),
    venue: [...new Set([meet.pool, meet.city].filter(Boolean))].join(', '),
    course,
    swimmers,
    pbs: 0,
    firsts: 0,
    medals,
    hasResults: [...meet.results, ...meet.relays].some((r) => r.time !== undefined && r.time > 0),
    ...(words.event ? { event: words.event } : {}),
  };
}
