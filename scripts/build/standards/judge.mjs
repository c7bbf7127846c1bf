// Each swim of ours against each standard: whether it met the qualifying time (or the
// consideration time), by the standard's own rules, never the gala's: the swimmer's age on the
// standard's date (or the day of the swim), the swims that count (from, to), the pool its times
// are for (a 50 m time never counts against 25 m times), and an upper limit (a swim faster is too
// fast for the meet). Individual races only: a standard's times are for one swimmer.
import { ageAt } from '../galas/age.mjs';
/** @import { Gala } from '../../../src/lib/gala-types.js' */
/** @import { Standard, StandardTime } from '../../../src/lib/standard-types.js' */
/** @import { Hundredths, Race } from '../../../src/lib/swim-types.js' */
/** @import { BuiltGala, Counted } from '../galas/types.js' */
/** @import { Person } from '../galas/names.mjs' */
/** A standard's times by pool, race and gender. @typedef {Map<string, StandardTime[]>} Rows */
/**
 * A swimmer's best counting swim against one standard in one race.
 * @typedef {{ standard: Standard, race: Race, time: Hundredths, age: number, row: StandardTime,
 * gala: string, galaTitle: string }} Best
 */
/**
 * Each swimmer's bests: person → standard and race → best. @typedef {Map<Person, Map<string,
 * Best>>} Bests
 */

const raceKey = (
  /** @type {string} */ course,
  /** @type {string} */ stroke,
  /** @type {number} */ distance,
) => `${course}|${stroke}|${distance}`;

/** The standard's age of a swimmer whose birthdate the file gives (`yearOnly`: birth years only).
 * @param {Standard} standard @param {string | undefined} born @param {string} swimDate @param
 * {boolean | undefined} yearOnly */
export function standardAge(standard, born, swimDate, yearOnly) {
  const day = standard.ageOn === 'day of the swim' ? swimDate : standard.ageOn;
  return ageAt(born, day, day.endsWith('-12-31') ? 'year-end' : 'day', yearOnly === true);
}

/** Rows by pool, race and gender, so each swim looks up only its own. @param {Standard} standard */
function indexRows(standard) {
  /** @type {Rows} */
  const byRace = new Map();
  for (const row of standard.rows) {
    const key = `${raceKey(row.course, row.stroke, row.distance)}|${row.gender}`;
    let rows = byRace.get(key);
    if (!rows) byRace.set(key, (rows = []));
    rows.push(row);
  }
  return byRace;
}

/**
 * The time a swim is judged against, or undefined where the standard has none for it.
 * @param {Standard} standard @param {Rows} rows
 * @param {{ time: number, date: string, gender: string, born?: string, yearOnly?: boolean, race:
 * Race }} swim
 */
export function rowFor(standard, rows, swim) {
  if ((standard.from && swim.date < standard.from) || (standard.to && swim.date > standard.to))
    return undefined;
  const found = rows.get(
    `${raceKey(swim.race.course, swim.race.stroke, swim.race.distance)}|${swim.gender}`,
  );
  if (!found) return undefined;
  const age = standardAge(standard, swim.born, swim.date, swim.yearOnly);
  if (age === undefined) return undefined;
  const row = found.find((r) => age >= r.min && age <= r.max);
  return row && { row, age };
}

/**
 * 'met', 'consider', 'too fast' or undefined (not yet). @param {StandardTime} row @param
 * {Hundredths} time
 */
export function verdict(row, time) {
  if (row.limit && time < row.limit) return 'too fast';
  if (time <= row.time) return 'met';
  if (row.consider && time <= row.consider) return 'consider';
  return undefined;
}

/**
 * Marks each counted swim that met a standard (`met`, `considered`: the standards' short names),
 * names the standards met on each gala (`gala.standards`), and returns each swimmer's best swim
 * per standard and race (person → standard id → race → best), for their page and the standard's.
 * @param {{ gala: Gala, counted: Counted[] }[]} built the galas, oldest first
 * @param {Standard[]} standards
 * @returns {Bests}
 */
export function judgeSwims(built, standards) {
  const indexed = standards.map((standard) => ({ standard, rows: indexRows(standard) }));
  /** @type {Bests} */
  const bests = new Map();
  for (const { gala, counted } of built) {
    /** @type {Set<Standard>} */
    const metHere = new Set();
    for (const c of counted) {
      if (c.team || !c.person || c.race.relayCount !== 1) continue;
      for (const { standard, rows } of indexed) {
        const found = rowFor(standard, rows, c);
        if (!found) continue;
        const said = verdict(found.row, c.time);
        if (said === 'met') (c.swim.met ??= []).push(standard.short);
        if (said === 'consider') (c.swim.considered ??= []).push(standard.short);
        if (said === 'met' || said === 'consider') {
          metHere.add(standard);
          // The standard's own time met, for the sentence its page and the swim's say alike.
          (c.swim.targets ??= {})[standard.short] =
            said === 'met' ? found.row.time : /** @type {number} */ (found.row.consider);
        }
        if (said === 'too fast') continue;
        let mine = bests.get(c.person);
        if (!mine) bests.set(c.person, (mine = new Map()));
        const key = `${standard.id}|${raceKey(c.race.course, c.race.stroke, c.race.distance)}`;
        const best = mine.get(key);
        if (!best || c.time < best.time)
          mine.set(key, {
            standard,
            race: c.race,
            time: c.time,
            age: found.age,
            row: found.row,
            gala: gala.id,
            galaTitle: gala.title,
          });
      }
    }
    if (metHere.size)
      gala.standards = [...metHere].map(({ id, name, short }) => ({ id, name, short }));
  }
  return bests;
}
