// The galas in date order, walked once: each swim's marks as they were at the time (a PB, with
// its drop, where it beat every earlier swim of the race; a first time where there was none; a
// club record as club-records.mjs says), the club records now, and each swimmer's page: every
// swim, newest gala first, and their times per pool and race. Maps keyed by swimmer and race, so
// the walk is linear in the number of swims.
import { byRace, clubRecords } from './club-records.mjs';
import { slugMaker } from './names.mjs';

/**
 * @param {{ gala: any, counted: any[], mine: any[] }[]} built the galas, oldest first
 * @param {{ race: any, gender: string, ageGroup: string, holder: any }[]} typed records.yaml's records
 * @param {Map<string, any>} people every swimmer met
 */
export function walkHistory(built, typed, people, settings) {
  // Slugs in the order swimmers first swam (oldest gala first), so an address stays put as
  // galas are added.
  const slug = slugMaker();
  const byRef = new Map([...people.values()].map((p) => [p.ref, p]));
  for (const { gala } of built) {
    for (const event of gala.events) {
      for (const swim of event.swims) {
        const name = (ref) => {
          const person = byRef.get(ref);
          if (person && !person.hidden && !ref.slug) ref.slug = slug(ref.name);
        };
        if (swim.legs) for (const leg of swim.legs) name(leg.swimmer);
        else name(swim.swimmer);
      }
    }
  }

  const records = clubRecords(settings);
  for (const r of typed) records.typed(r);

  // Per swimmer (the object, not a key made of words: 60,000 swims), per race: the fastest time
  // so far, for PBs, and the swims, for their page (none kept for a withheld swimmer).
  const times = new Map(); // person → race key → { race, fastest, swims }
  for (const { gala, counted } of built) {
    gala.firsts = 0;
    for (const c of counted) {
      if (!c.person) continue;
      let races = times.get(c.person);
      if (!races) times.set(c.person, (races = new Map()));
      let mine = races.get(c.raceKey);
      if (!mine) {
        races.set(c.raceKey, (mine = { race: c.race, fastest: c.time, swims: [] }));
        c.swim.first = true;
        gala.firsts++;
      } else if (c.time < mine.fastest) {
        c.swim.pb = true;
        c.swim.drop = mine.fastest - c.time;
        mine.fastest = c.time;
        gala.pbs++;
      }
      if (!c.person.hidden) mine.swims.push({ gala: gala.id, galaTitle: gala.title, date: c.date, time: c.time });
    }
    const at = (c) => ({ time: c.time, date: c.date, gala: gala.id, galaTitle: gala.title, age: c.age });
    records.gala(counted, (c) =>
      c.team ? { swimmer: { name: c.team.map((t) => t.name).join(', ') }, team: c.team, ...at(c) } : { swimmer: c.person.ref, ...at(c) },
    );
  }

  const swimmers = [];
  const galasOf = swimmersGalas(built);
  for (const person of people.values()) {
    if (person.hidden || !person.ref.slug) continue;
    const races = [...(times.get(person)?.values() ?? [])]
      .sort((a, b) => byRace(a.race, b.race))
      .map(({ race, swims }) => ({ ...race, best: swims.reduce((a, b) => (b.time < a.time ? b : a)), swims }));
    swimmers.push({ ...person.ref, races, galas: galasOf.get(person) ?? [] });
  }
  const yearEnd = settings.ageRule === 'day' && built.some(({ gala }) => gala.agesByYearEnd);
  const tables = records.tables(settings.words.adultGenders?.from);
  return { records: { ageRule: settings.ageRule, ...(yearEnd ? { agesByYearEnd: true } : {}), tables }, swimmers };
}

/** Each swimmer's swims (their own and their relays'), newest gala first, each gala's in the
 * order swum: the race, round, place with its group, time, marks, status and relay legs. */
function swimmersGalas(built) {
  const byPerson = new Map();
  for (const { gala, mine } of [...built].reverse()) {
    for (const { people, swim, event, date } of mine) {
      const { swims: _all, number: _n, ...race } = event;
      const { swimmer: _who, ...facts } = swim;
      const entry = { ...race, date, ...facts };
      for (const person of people) {
        if (person.hidden) continue;
        let galas = byPerson.get(person);
        if (!galas) byPerson.set(person, (galas = []));
        if (galas.at(-1)?.gala !== gala.id) galas.push({ gala: gala.id, galaTitle: gala.title, firstDay: gala.firstDay, swims: [] });
        galas.at(-1).swims.push(entry);
      }
    }
  }
  return byPerson;
}
