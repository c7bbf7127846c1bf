// The galas in date order, walked once: each swim's marks as they were at the time (a PB, with
// its drop, where it beat every earlier swim of the race; a first time where there was none; a
// club record as club-records.mjs says), the club records now, and each swimmer's page: every
// swim, newest gala first, and their times per pool and race. Maps keyed by swimmer and race, so
// the walk is linear in the number of swims.
import { byRace, clubRecords } from './club-records.mjs';
import { whoSwam } from './identity.mjs';
import { tellApart } from './tell-apart.mjs';
/** @import { ClubRecords } from '../../../src/lib/record-types.js' */
/** @import { Hundredths, Race, SwimmerRef } from '../../../src/lib/swim-types.js' */
/** @import { Swimmer, SwimmerEntry, SwimmerSwim } from '../../../src/lib/swimmer-types.js' */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { Person } from './names.mjs' */
/** @import { BuiltGala, Counted, TypedRecord } from './types.js' */

/**
 * @param {BuiltGala[]} built the galas, oldest first
 * @param {TypedRecord[]} typed records.yaml's records
 * @param {{ values(): Iterable<Person> }} people every swimmer met
 * @param {Results} settings
 * @returns {{ records: ClubRecords, swimmers: Swimmer[] }}
 */
export function walkHistory(built, typed, people, settings) {
  const records = clubRecords(settings);
  for (const r of typed) records.typed(r);

  // Per swimmer (the object, not a key made of words: 60,000 swims), per race: the fastest time
  // so far, for PBs, and the swims, for their page (none kept for a withheld swimmer).
  /** person → race key → times
   * @type {Map<Person, Map<string, { race: Race, fastest: Hundredths, swims: SwimmerSwim[] }>>} */
  const times = new Map();
  // Who swam at an earlier gala on the site: at a swimmer's first, the site knows none of their
  // earlier times, so none of their swims there is a first time or a PB (they count from it).
  /** @type {Set<Person>} */
  const earlier = new Set();
  for (const { gala, counted, mine: ours } of built) {
    gala.firsts = 0;
    const here = new Set(ours.flatMap((m) => m.people));
    const newcomers = [...here].filter((person) => !earlier.has(person)).length;
    if (newcomers) gala.newcomers = newcomers;
    for (const c of counted) {
      if (!c.person) continue;
      const known = earlier.has(c.person);
      let races = times.get(c.person);
      if (!races) times.set(c.person, (races = new Map()));
      let mine = races.get(c.raceKey);
      if (!mine) {
        races.set(c.raceKey, (mine = { race: c.race, fastest: c.time, swims: [] }));
        if (known) {
          c.swim.first = true;
          gala.firsts++;
        }
      } else if (c.time < mine.fastest) {
        if (known) {
          c.swim.pb = true;
          c.swim.drop = mine.fastest - c.time;
          gala.pbs++;
        }
        mine.fastest = c.time;
      }
      if (!c.person.hidden)
        mine.swims.push({ gala: gala.id, galaTitle: gala.title, date: c.date, time: c.time });
    }
    const at = (/** @type {Counted} */ c) => ({
      time: c.time,
      date: c.date,
      gala: gala.id,
      galaTitle: gala.title,
      age: c.age,
    });
    records.gala(
      counted,
      (c) =>
        c.team
          ? {
              swimmer: { name: c.team.map((t) => t.name).join(', ') },
              team: c.team,
              ...at(c),
              who: whoSwam(c),
            }
          : { swimmer: c.person.ref, ...at(c), who: whoSwam(c) },
      whoSwam,
    );
    for (const person of here) earlier.add(person);
  }

  tellApart(built, people.values(), settings);
  /** @type {Swimmer[]} */
  const swimmers = [];
  const galasOf = swimmersGalas(built);
  for (const person of people.values()) {
    if (person.hidden || !person.ref.slug) continue;
    const races = [...(times.get(person)?.values() ?? [])]
      .sort((a, b) => byRace(a.race, b.race))
      .map(({ race, swims }) => ({
        ...race,
        best: swims.reduce((a, b) => (b.time < a.time ? b : a)),
        swims,
      }));
    // Its slug is there: checked above.
    const ref = /** @type {SwimmerRef & { slug: string }} */ (person.ref);
    swimmers.push({ ...ref, races, galas: galasOf.get(person) ?? [] });
  }
  const yearEnd = settings.ageRule === 'day' && built.some((b) => b.yearEnd);
  const tables = records.tables(settings.words.adultGenders?.from);
  return {
    records: { ageRule: settings.ageRule, ...(yearEnd ? { agesByYearEnd: true } : {}), tables },
    swimmers,
  };
}

/** Each swimmer's swims (their own and their relays'), newest gala first, each gala's in the
 * order swum, as src/lib/swimmer-types.ts's SwimmerEntry: the event, and the swim as its gala shows
 * it (a PB's drop as `improvement`), without splits, heat, lane, points or entry time, which only
 * the gala's page shows. @param {BuiltGala[]} built */
function swimmersGalas(built) {
  /** @type {Map<Person, NonNullable<Swimmer['galas']>>} */
  const byPerson = new Map();
  for (const { gala, mine } of [...built].reverse()) {
    for (const { people, swim, event } of mine) {
      const { swims: _swims, number: _number, winners: _winners, ...race } = event;
      /** @type {SwimmerEntry} */
      const entry = { ...race };
      const facts = /** @type {Record<string, unknown>} */ (entry);
      for (const key of swimmerFacts) if (swim[key] !== undefined) facts[key] = swim[key];
      if (swim.drop) entry.improvement = swim.drop;
      for (const person of people) {
        if (person.hidden) continue;
        let galas = byPerson.get(person);
        if (!galas) byPerson.set(person, (galas = []));
        let last = galas.at(-1);
        if (last?.gala !== gala.id)
          galas.push(
            (last = { gala: gala.id, galaTitle: gala.title, date: gala.firstDay, swims: [] }),
          );
        last.swims.push(entry);
      }
    }
  }
  return byPerson;
}

// Splits and a place's field ("of 42") stay on the gala's page (linked): ten years of them would
// double a swimmer's page (the field alone: 2 KB of its 30 KB gzipped).
const swimmerFacts = /** @type {const} */ ([
  'age',
  'time',
  'place',
  'group',
  'status',
  'reason',
  'note',
  'pb',
  'first',
  'record',
  'equalled',
  'legs',
]);
