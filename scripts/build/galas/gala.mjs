// One meet file as the club's gala: our swims by event, each swimmer named as results.yaml
// says, ages by the club's rule, places, statuses, splits and relay legs; and the swims that
// count (for PBs and records), walked later in date order. Birthdates, licences and athlete ids
// stay in here: nothing of them is put on what is returned for the pages.
import { ageAt, lenexAgeWords } from './age.mjs';
import { findClub } from './club.mjs';
import { racedRounds, racedStrokes } from './codes.mjs';
import { personKey, shownName } from './names.mjs';

const medalRounds = new Set(['TIM', 'FIN', 'FHT']);
// Dates (year-month-day) compared as plain strings: localeCompare is many times slower.
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** "2025–26": seasons run September to August. */
export function seasonOf(day) {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 9 ? year : year - 1;
  return `${first}–${String((first + 1) % 100).padStart(2, '0')}`;
}

// The narrowest age group a result is ranked in (a swim can be ranked in an open group too).
function placeOf(result, places) {
  const ranked = result.resultId === undefined ? undefined : places.get(result.resultId);
  if (!ranked) return result.place > 0 ? result.place : undefined;
  const width = (g) => (g.min < 0 || g.max < 0 ? Infinity : g.max - g.min);
  const best = ranked.reduce((a, b) => (width(b) < width(a) ? b : a));
  return best.place > 0 ? best.place : undefined;
}

// Cumulative splits by distance, without the one at the finish (the time says it).
const splitsUpTo = (splits, full) => splits.filter((s) => s.distance < full).sort((a, b) => a.distance - b.distance);

/**
 * @param {{ id: string, meet: any, settings: any, people: Map<string, any> }} args
 * `people` is shared by all galas: one entry per swimmer of the club, found by name and birth year.
 */
export function buildGala({ id, meet, settings, people }) {
  const words = settings.galas?.[id] ?? {};
  const ours = new Set(findClub(meet.clubs, words.club ?? settings.club));
  const yearOnly = [...meet.athletes.values()].every((a) => !a.birthdate || a.birthdate.endsWith('-01-01'));
  const withheld = new Set(settings.withheld.map((name) => name.trim().normalize('NFC').toLowerCase().replace(/\s+/g, ' ')));
  const personOf = (athlete) => {
    if (athlete.person) return athlete.person; // met already in this file
    const key = personKey(athlete);
    let person = people.get(key);
    if (!person) {
      const full = `${athlete.first} ${athlete.last}`.trim().normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
      const hidden = withheld.has(full);
      person = {
        key,
        hidden,
        gender: athlete.gender,
        ref: { name: hidden ? settings.words.withheld : shownName(athlete.first, athlete.last, settings.names) },
      };
      people.set(key, person);
    }
    athlete.person = person;
    return person;
  };
  const here = new Set(); // our swimmers at this gala
  const refOf = (athlete) => {
    if (!athlete) return { name: '' };
    if (ours.has(athlete.club)) {
      const person = personOf(athlete);
      here.add(person);
      return person.ref;
    }
    return { name: shownName(athlete.first ?? '', athlete.last ?? '', settings.names) };
  };
  const groupsByAge = new Map();
  const groupsFor = (age) => {
    if (!groupsByAge.has(age))
      groupsByAge.set(
        age,
        settings.ageGroups
          .filter((g) => age !== undefined && age >= g.min && age <= g.max)
          .map((g) => g.name)
          .concat('Open'),
      );
    return groupsByAge.get(age);
  };

  const events = new Map(); // eventid → GalaEvent, our club's only
  const counted = [];
  const eventFor = (eventId) => {
    const e = meet.events.get(eventId);
    if (!e) return undefined;
    if (!events.has(eventId)) {
      const single = e.ageGroups.length === 1 ? lenexAgeWords(e.ageGroups[0].min, e.ageGroups[0].max) : undefined;
      events.set(eventId, {
        source: e,
        race: { distance: e.distance, stroke: e.stroke, relayCount: e.relayCount, course: e.course },
        raceKey: `${e.course}|${e.relayCount}|${e.stroke}|${e.distance}`,
        event: {
          number: e.number,
          gender: e.gender,
          round: e.round,
          distance: e.distance,
          stroke: e.stroke,
          relayCount: e.relayCount,
          course: e.course,
          ...(single ? { ageGroup: single } : {}),
          ...(e.technique ? { technique: e.technique } : {}),
          swims: [],
        },
      });
    }
    return events.get(eventId);
  };
  const counts = (result, e) =>
    result.time > 0 &&
    (!result.status || (result.status === 'EXH' && settings.exhibitionSwims)) &&
    racedStrokes.has(e.stroke) &&
    !e.technique &&
    racedRounds.has(e.round) &&
    e.distance > 0;
  /** `swim` holds the swimmer (and age, or legs) already. */
  const swimOf = (result, e, swim) => {
    const place = result.time > 0 && !result.status ? placeOf(result, meet.places) : undefined;
    if (result.time > 0) swim.time = result.time;
    if (place) swim.place = place;
    if (result.status) swim.status = result.status;
    const splits = splitsUpTo(result.splits, e.distance * e.relayCount);
    // [distance, time] pairs; absent rather than [] on every swim without them.
    if (splits.length) swim.splits = splits.map((s) => [s.distance, s.time]);
    return swim;
  };

  for (const result of meet.results) {
    if (!ours.has(result.athlete.club)) continue;
    const found = eventFor(result.eventId);
    if (!found) continue;
    const e = found.source;
    const person = personOf(result.athlete);
    here.add(person);
    const age = ageAt(result.athlete.birthdate, e.date, settings.ageRule, yearOnly);
    const swim = swimOf(result, e, age === undefined ? { swimmer: person.ref } : { swimmer: person.ref, age });
    found.event.swims.push(swim);
    if (counts(result, e)) {
      const gender = result.athlete.gender === 'F' || result.athlete.gender === 'M' ? result.athlete.gender : e.gender;
      counted.push({ swim, person, gender, groups: groupsFor(age), time: result.time, date: e.date, order: e.order, race: found.race, raceKey: found.raceKey });
    }
  }
  for (const relay of meet.relays) {
    if (!ours.has(relay.club)) continue;
    const found = eventFor(relay.eventId);
    if (!found) continue;
    const e = found.source;
    const athletes = [...relay.positions]
      .filter((p) => p.number > 0)
      .sort((a, b) => a.number - b.number)
      .map((p) => meet.athletes.get(p.athleteId) ?? p.inline);
    // Each leg's time from the cumulative splits at its changeover, where the file has them.
    const at = new Map(relay.splits.map((s) => [s.distance, s.time]));
    if (relay.time) at.set(e.distance * e.relayCount, relay.time);
    at.set(0, 0);
    const legs = athletes.map((athlete, i) => {
      const [from, to] = [at.get(i * e.distance), at.get((i + 1) * e.distance)];
      const time = from !== undefined && to > from ? to - from : undefined;
      return { swimmer: refOf(athlete), ...(time ? { time } : {}) };
    });
    const swim = swimOf(relay, e, { swimmer: { name: legs.map((l) => l.swimmer.name).join(', ') }, legs });
    found.event.swims.push(swim);
    if (counts(relay, e) && athletes.length === e.relayCount && athletes.every(Boolean)) {
      const genders = new Set(athletes.map((a) => a.gender));
      const gender = genders.size === 1 && (genders.has('F') || genders.has('M')) ? [...genders][0] : genders.has(undefined) ? e.gender : 'X';
      const ages = athletes.map((a) => ageAt(a.birthdate, e.date, settings.ageRule, yearOnly));
      const oldest = ages.includes(undefined) ? undefined : Math.max(...ages);
      counted.push({
        swim,
        team: legs.map((l) => l.swimmer),
        gender,
        groups: groupsFor(oldest),
        time: relay.time,
        date: e.date,
        order: e.order,
        race: found.race,
        raceKey: found.raceKey,
      });
    }
  }

  const dates = [...meet.events.values()].map((e) => e.date).sort();
  // The pool most of the meet's events were swum in.
  const tally = new Map();
  for (const e of meet.events.values()) tally.set(e.course, (tally.get(e.course) ?? 0) + 1);
  const course = [...tally].sort((a, b) => b[1] - a[1])[0][0];
  const ordered = [...events.values()].sort((a, b) => compare(a.source.date, b.source.date) || a.source.order - b.source.order).map(({ event }) => event);
  for (const event of ordered) event.swims.sort(bySwim);
  const summary = {
    id,
    title: words.title ?? meet.name,
    firstDay: dates[0],
    lastDay: dates.at(-1),
    season: seasonOf(dates[0]),
    venue: [...new Set([meet.pool, meet.city].filter(Boolean))].join(', '),
    course,
    swimmers: here.size,
    pbs: 0,
    medals: { gold: 0, silver: 0, bronze: 0 },
    hasResults: [...meet.results, ...meet.relays].some((r) => r.time > 0),
    ...(words.event ? { event: words.event } : {}),
  };
  for (const event of ordered) {
    for (const swim of event.swims) {
      if (!swim.status && swim.time && swim.place <= 3 && medalRounds.has(event.round)) summary.medals[['gold', 'silver', 'bronze'][swim.place - 1]]++;
    }
  }
  // PBs and records are walked in the order the races were swum.
  counted.sort((a, b) => compare(a.date, b.date) || a.order - b.order);
  const gala = { ...summary, ...(words.note ? { note: words.note } : {}), ...(words.photos ? { photos: words.photos } : {}), events: ordered };
  return { gala, counted };
}

// Placed swims first, then the other valid times, then those with a status (timed first), each
// fastest first.
function bySwim(a, b) {
  const rank = (s) => (s.status || !s.time ? 2 : s.place ? 0 : 1);
  return rank(a) - rank(b) || (a.place ?? 0) - (b.place ?? 0) || (a.time ?? Infinity) - (b.time ?? Infinity);
}
