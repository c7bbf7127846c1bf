// The galas in date order, walked once: each swim's PB and club-record marks as they were at
// the time (a record mark only where a record stood, as a PB only where a time did), the club
// records now (records.yaml's older ones merged in: a faster swim replaces them, an equal one
// joins them), and each swimmer's times per pool and race. Maps keyed by swimmer and race, so
// the walk is linear in the number of swims.
import { slugMaker } from './names.mjs';
import { swimsBySwimmer, tellApart } from './swimmer-swims.mjs';

const courseOrder = ['SCM', 'LCM', 'SCY', 'SCM16', 'SCM20', 'SCM33', 'SCY20', 'SCY27', 'SCY33', 'SCY36', 'OPEN'];
const strokeOrder = ['FREE', 'BACK', 'BREAST', 'FLY', 'MEDLEY'];
const genderOrder = ['F', 'M', 'X'];
const raceKey = (r) => `${r.course}|${r.relayCount}|${r.stroke}|${r.distance}`;
const byRace = (a, b) =>
  courseOrder.indexOf(a.course) - courseOrder.indexOf(b.course) ||
  a.relayCount - b.relayCount ||
  strokeOrder.indexOf(a.stroke) - strokeOrder.indexOf(b.stroke) ||
  a.distance - b.distance;

/**
 * @param {{ gala: any, counted: any[] }[]} built the galas, oldest first
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

  const records = new Map(); // course|gender|group|race → { race, gender, group, time, holders }
  // `holder()` makes the holder only for a swim that is a record.
  const claim = (key, entry, holder, time) => {
    const current = records.get(key);
    if (current && time > current.time) return false;
    if (!current || time < current.time) {
      records.set(key, { ...entry(), time, holders: [holder()] });
      return true;
    }
    holder = holder();
    const same = (h) => h.swimmer === holder.swimmer || (h.swimmer.name === holder.swimmer.name && h.gala === holder.gala && h.date === holder.date);
    if (!current.holders.some(same)) current.holders.push(holder);
    return true;
  };
  for (const { race, gender, ageGroup, holder } of typed)
    claim(
      `${gender}|${ageGroup}|${raceKey(race)}`,
      () => ({ race, gender, group: ageGroup }),
      () => holder,
      holder.time,
    );

  // Per swimmer (the object, not a key made of words: 60,000 swims), per race: the fastest time
  // so far, for PBs, and the swims, for their page (none kept for a withheld swimmer).
  const times = new Map(); // person → race key → { race, fastest, swims }
  const drops = new Map(); // a PB's swim → its drop against the best before it
  for (const { gala, counted } of built) {
    for (const c of counted) {
      const key = c.raceKey; // course|relayCount|stroke|distance, as raceKey() makes it
      if (c.person) {
        let races = times.get(c.person);
        if (!races) times.set(c.person, (races = new Map()));
        let mine = races.get(key);
        if (!mine) races.set(key, (mine = { race: c.race, fastest: c.time, swims: [] }));
        else if (c.time < mine.fastest) {
          drops.set(c.swim, mine.fastest - c.time);
          mine.fastest = c.time;
          c.swim.pb = true;
          gala.pbs++;
        }
        if (!c.person.hidden) mine.swims.push({ gala: gala.id, galaTitle: gala.title, date: c.date, time: c.time });
      }
      let made;
      const holder = () =>
        (made ??= c.team
          ? { swimmer: { name: c.team.map((t) => t.name).join(', ') }, team: c.team, time: c.time, date: c.date, gala: gala.id, galaTitle: gala.title }
          : { swimmer: c.person.ref, time: c.time, date: c.date, gala: gala.id, galaTitle: gala.title });
      // The mark says the swim set or equalled a record that stood (records.yaml's, or an earlier
      // swim's): the first time swum in a group makes the record table's entry, not a mark.
      let record = false;
      for (const group of c.groups) {
        const held = `${c.gender}|${group}|${key}`;
        const stood = records.has(held);
        if (claim(held, () => ({ race: c.race, gender: c.gender, group }), holder, c.time) && stood) record = true;
      }
      if (record) c.swim.record = true;
    }
  }

  const groupOrder = [...settings.ageGroups.map((g) => g.name), 'Open'];
  const tables = new Map();
  for (const r of records.values()) {
    const key = `${r.race.course}|${r.gender}|${r.group}`;
    if (!tables.has(key)) tables.set(key, { course: r.race.course, gender: r.gender, ageGroup: r.group, records: [] });
    tables.get(key).records.push({ ...r.race, holders: r.holders.map(({ time, ...h }) => ({ ...h, time })) });
  }
  const sortedTables = [...tables.values()]
    .sort(
      (a, b) =>
        courseOrder.indexOf(a.course) - courseOrder.indexOf(b.course) ||
        genderOrder.indexOf(a.gender) - genderOrder.indexOf(b.gender) ||
        groupOrder.indexOf(a.ageGroup) - groupOrder.indexOf(b.ageGroup),
    )
    .map((t) => ({ ...t, records: t.records.sort(byRace) }));

  tellApart(built, people.values(), settings);
  const everySwim = swimsBySwimmer(built, drops);
  const swimmers = [];
  for (const person of people.values()) {
    if (person.hidden || !person.ref.slug) continue;
    const races = [...(times.get(person)?.values() ?? [])]
      .sort((a, b) => byRace(a.race, b.race))
      .map(({ race, swims }) => ({
        ...race,
        best: swims.reduce((a, b) => (b.time < a.time ? b : a)),
        swims,
      }));
    swimmers.push({ ...person.ref, races, galas: everySwim.get(person.ref) ?? [] });
  }
  return { records: { ageRule: settings.ageRule, tables: sortedTables }, swimmers };
}
