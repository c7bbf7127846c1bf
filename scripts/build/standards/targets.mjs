// What the judged swims say per swimmer and per standard: on a swimmer's page, the standards
// met and, per race, how far they are from each one not met; on a standard's page, per race and
// age, who met it and who is within its margin (`close`, per cent). Withheld swimmers are never
// in either: they have no page, and the standard's page leaves them out.
import { byRace } from '../galas/club-records.mjs';
/**
 * @import { Standard, StandardSummary, StandardTime, SwimmerStandard }
 *   from '../../../src/lib/standard-types.js'
 */
/** @import { Race } from '../../../src/lib/swim-types.js' */
/** @import { Bests } from './judge.mjs' */
/** @import { Person } from '../galas/names.mjs' */

const byRow = (/** @type {StandardTime} */ a, /** @type {StandardTime} */ b) =>
  a.course.localeCompare(b.course) ||
  a.gender.localeCompare(b.gender) ||
  a.min - b.min ||
  byRace(raceOf(a), raceOf(b));
/** @param {Pick<Race, 'distance' | 'stroke' | 'course'>} race @returns {Race} */
const raceOf = ({ distance, stroke, course }) => ({ distance, stroke, relayCount: 1, course });

/** @param {Person} person @param {Bests} bests judge.mjs's person → standard and race → best swim
 * @param {Standard[]} standards @returns {SwimmerStandard[]} */
export function swimmerStandards(person, bests, standards) {
  const mine = [...(bests.get(person)?.values() ?? [])];
  return standards
    .map((standard) => {
      const races = mine
        .filter((b) => b.standard === standard)
        .map((b) => {
          const considered =
            b.time > b.row.time && b.row.consider !== undefined && b.time <= b.row.consider;
          // `target`: the time the sentence names: the consideration time where that is what was
          // met.
          return {
            ...raceOf(b.race),
            time: b.time,
            target: considered ? /** @type {number} */ (b.row.consider) : b.row.time,
            ...(b.time <= b.row.time ? { met: true } : considered ? { considered: true } : {}),
          };
        })
        .sort(byRace);
      return { id: standard.id, name: standard.name, short: standard.short, races };
    })
    .filter((s) => s.races.length);
}

/**
 * Whether a time is within `close` per cent of the target: whole numbers, so a tie at the margin is
 * in.
 */
export const within = (
  /** @type {number} */ time,
  /** @type {number} */ target,
  /** @type {number} */ close,
) => time * 100 <= target * (100 + close);

/** A standard's page: its rules and, per pool, gender, ages and race, who met it and who is close.
 * @param {Standard} standard @param {Bests} bests @returns {StandardSummary} */
export function standardPage(standard, bests) {
  /** @type {Map<StandardTime, StandardSummary['groups'][number]['swimmers']>} */
  const rows = new Map(standard.rows.map((row) => [row, []]));
  for (const [person, mine] of bests) {
    if (person.hidden || !person.ref.slug) continue;
    for (const b of mine.values()) {
      if (b.standard !== standard || !within(b.time, b.row.time, standard.close)) continue;
      // An age on the day of the swim is never shown: across swims it narrows a birthday.
      const age = standard.ageOn === 'day of the swim' ? {} : { age: b.age };
      rows.get(b.row)?.push({ swimmer: person.ref, time: b.time, ...age });
    }
  }
  const { rows: _all, ...said } = standard;
  return {
    ...said,
    groups: [...rows]
      .filter(([, swimmers]) => swimmers.length)
      .map(([row, swimmers]) => ({
        ...row,
        swimmers: swimmers.sort(
          (a, b) => a.time - b.time || a.swimmer.name.localeCompare(b.swimmer.name),
        ),
      }))
      .sort(byRow),
  };
}
