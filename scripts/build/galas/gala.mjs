// One meet file as the club's gala: our swims by event, each swimmer named as results.yaml
// says, ages by the club's rule, places, statuses, splits and relay legs; and the swims that
// count (for PBs and records), walked later in date order. Birthdates, licences and athlete ids
// stay in here and the files it uses (swimmers, relays, the summary): none of them is put on
// what is returned for the pages.
import { ageAt, ageGroupsOf, lenexAgeWords } from './age.mjs';
import { findClub } from './club.mjs';
import { racedRounds, racedStrokes } from './codes.mjs';
import { legTimes, relayAthletes, relayGender } from './relay.mjs';
import { galaSummary } from './summary.mjs';
import { swimmersOf } from './swimmers.mjs';

// Dates (year-month-day) compared as plain strings: localeCompare is many times slower.
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

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
  const { personOf, refOf, here } = swimmersOf({ settings, people, ours });
  const groupsFor = ageGroupsOf(settings.ageGroups);

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
    const athletes = relayAthletes(relay, meet);
    const times = legTimes(relay, e, athletes.length);
    const legs = athletes.map((athlete, i) => ({ swimmer: refOf(athlete), ...(times[i] ? { time: times[i] } : {}) }));
    const swim = swimOf(relay, e, { swimmer: { name: legs.map((l) => l.swimmer.name).join(', ') }, legs });
    found.event.swims.push(swim);
    if (counts(relay, e) && athletes.length === e.relayCount && athletes.every(Boolean)) {
      const ages = athletes.map((a) => ageAt(a.birthdate, e.date, settings.ageRule, yearOnly));
      const oldest = ages.includes(undefined) ? undefined : Math.max(...ages);
      counted.push({
        swim,
        team: legs.map((l) => l.swimmer),
        gender: relayGender(athletes, e),
        groups: groupsFor(oldest),
        time: relay.time,
        date: e.date,
        order: e.order,
        race: found.race,
        raceKey: found.raceKey,
      });
    }
  }

  const ordered = [...events.values()].sort((a, b) => compare(a.source.date, b.source.date) || a.source.order - b.source.order).map(({ event }) => event);
  for (const event of ordered) event.swims.sort(bySwim);
  const summary = galaSummary({ id, meet, words, events: ordered, swimmers: here.size });
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
