// Who of ours might enter a meet (before.mjs): everyone not withheld who swam in the 15 months
// before it, and our athletes its entries file names, each with their valid swims on the site.
import { bornYear } from './people.mjs';
/** @import { NameRules, Person } from './names.mjs' */
/** @import { Athlete } from './meet-types.js' */
/** @import { BuiltGala, Candidate } from './types.js' */

/** @param {BuiltGala[]} built @param {import('./people.mjs').Roster} people
 * @param {NameRules} rules */
export function candidates(built, people, rules) {
  /** @type {Map<Person, Candidate['swims']>} */
  const swims = new Map();
  for (const { gala, counted } of built)
    for (const { person, race, time, date } of counted)
      if (person)
        swims.set(person, [
          ...(swims.get(person) ?? []),
          {
            raceKey: `${race.relayCount}|${race.stroke}|${race.distance}`,
            course: race.course,
            time,
            date,
            at: gala.title,
          },
        ]);
  const of = (/** @type {Person} */ p) => ({
    ref: p.ref,
    gender: p.gender,
    year: p.year,
    born: p.born,
    swims: swims.get(p) ?? [],
  });
  /** @param {Athlete[]} ours @param {string} firstDay */
  return (ours, firstDay) => {
    const since = new Date(Date.parse(`${firstDay}T12:00:00Z`) - 456 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    /** @type {Map<object, Candidate>} */
    const list = new Map();
    for (const p of people.values())
      if (!p.hidden && (swims.get(p) ?? []).some((s) => s.date >= since && s.date < firstDay))
        list.set(p, of(p));
    for (const athlete of ours) {
      const person = people.find(athlete, new Set());
      const shown = rules.show(athlete);
      if (shown.hidden || person?.hidden) continue;
      if (person) list.set(person, of(person));
      else {
        // The first of January is how files give a birth year only: no birthdate.
        const born = athlete.birthdate?.endsWith('-01-01') ? undefined : athlete.birthdate;
        list.set(athlete, {
          ref: { name: shown.name },
          gender: athlete.gender,
          year: bornYear(athlete.birthdate),
          born,
          swims: [],
        });
      }
    }
    return [...list.values()];
  };
}
