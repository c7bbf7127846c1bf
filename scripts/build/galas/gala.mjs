// One meet file as the club's gala: our swims by event, each swimmer named as results.yaml
// says, ages by the club's rule, places, statuses, splits and relay legs; and the swims that
// count (for PBs and records), walked later in date order. Birthdates, licences and athlete ids
// stay in here and the files it uses (swimmers, relays, the summary): none of them is put on
// what is returned for the pages.
import { ageAt, ageGroupsOf, galaAgeRule, shownAge } from './age.mjs';
import { findClub } from './club.mjs';
import { racedRounds, racedStrokes } from './codes.mjs';
import { compare, orderEvents, youngest } from './event-order.mjs';
import { galaEvents } from './gala-events.mjs';
import { galaStage } from './gala-stage.mjs';
import { legTimes, relayAthletes, relayGender } from './relay.mjs';
import { relayGroups } from './groups.mjs';
import { galaSummary } from './summary.mjs';
import { swimOf } from './swim.mjs';
import { swimmersOf } from './swimmers.mjs';
/** @import { Gala } from '../../../src/lib/gala-types.js' */
/** @import { Athlete, Meet, MeetEvent, MeetResult } from './meet-types.js' */
/** @import { BuiltGala, Counted, GalaSettings, Mine } from './types.js' */

/** @returns {'F' | 'M' | undefined} */
const genderOf = (/** @type {Athlete | undefined} */ athlete) =>
  athlete?.gender === 'F' || athlete?.gender === 'M' ? athlete.gender : undefined;

/**
 * @param {{ id: string, meet: Meet, settings: GalaSettings, people: import('./people.mjs').Roster
 * }} args `people` is shared by all galas: one entry per swimmer of the club, found by name and
 * birth year.
 * @returns {BuiltGala}
 */
export function buildGala({ id, meet, settings, people }) {
  const words = settings.galas?.[id] ?? {};
  // An invitation lists no clubs yet, an entries file perhaps not ours: then none of ours is in it.
  const early = ![...meet.results, ...meet.relays].some((r) => (r.time ?? 0) > 0);
  const ours = new Set(
    meet.clubs.length || !early ? clubOf(meet, words.club ?? settings.club, early) : [],
  );
  const yearOnly = [...meet.athletes.values()].every(
    (a) => !a.birthdate || a.birthdate.endsWith('-01-01'),
  );
  const ages = galaAgeRule(meet.ageDate, settings.ageRule, yearOnly);
  // For the records' groups, by the club's rule; on the page, never finer than the year.
  const ageOf = (/** @type {Athlete | undefined} */ athlete, /** @type {MeetEvent} */ e) =>
    ageAt(athlete?.birthdate, ages.day ?? e.date, ages.rule, yearOnly);
  const shown = shownAge(meet.ageDate, yearOnly);
  const { personOf, refOf, here } = swimmersOf({ settings, people, ours });
  const groupsFor = ageGroupsOf(settings.ageGroups);

  const { events, eventFor } = galaEvents(meet);
  /** @type {Counted[]} */
  const counted = [];
  /** @type {Mine[]} each swim of ours, for the swimmers' pages */
  const mine = [];
  /** @template {MeetResult} R @param {R} result @param {MeetEvent} e
   * @returns {result is R & { time: number }} */
  const counts = (result, e) =>
    (result.time ?? 0) > 0 &&
    (!result.status || (result.status === 'EXH' && settings.exhibitionSwims)) &&
    racedStrokes.has(e.stroke) &&
    !e.technique &&
    racedRounds.has(e.round) &&
    e.distance > 0;

  for (const result of meet.results) {
    if (!ours.has(result.athlete.club)) continue;
    const found = eventFor(result.eventId, genderOf(result.athlete));
    if (!found) continue;
    const e = found.source;
    const person = personOf(result.athlete);
    const age = ageOf(result.athlete, e);
    const shownAt = shown.age(result.athlete.birthdate, e.date);
    const athleteId = result.athlete.id;
    const entry =
      athleteId === undefined ? undefined : meet.entries.get(athleteId)?.get(result.eventId);
    const who =
      shownAt === undefined ? { swimmer: person.ref } : { swimmer: person.ref, age: shownAt };
    const swim = swimOf(result, e, meet, who, entry);
    found.event.swims.push(swim);
    mine.push({ people: [person], swim, event: found.event, date: e.date, order: e.order });
    if (counts(result, e)) {
      const gender = genderOf(result.athlete) ?? e.gender;
      counted.push({
        swim,
        person,
        gender,
        age,
        groups: groupsFor(age),
        time: result.time,
        date: e.date,
        order: e.order,
        race: found.race,
        raceKey: found.raceKey,
        // For the standards' own age rules (scripts/build/standards/); never written out.
        born: result.athlete.birthdate,
        yearOnly,
      });
    }
  }
  for (const relay of meet.relays) {
    if (!ours.has(relay.club)) continue;
    const found = eventFor(relay.eventId);
    if (!found) continue;
    const e = found.source;
    const athletes = relayAthletes(relay, meet);
    const times = legTimes(relay, e, athletes.length);
    const legs = athletes.map((athlete, i) => ({
      swimmer: refOf(athlete),
      ...(times[i] ? { time: times[i] } : {}),
    }));
    const swim = swimOf(relay, e, meet, {
      swimmer: { name: legs.map((l) => l.swimmer.name).join(', ') },
      legs,
    });
    const ages = athletes.map((a) => (a ? ageOf(a, e) : undefined));
    if (ages.length && !ages.includes(undefined))
      youngest.set(swim, Math.min(.../** @type {number[]} */ (ages)));
    found.event.swims.push(swim);
    const team = /** @type {Athlete[]} */ (athletes.filter((a) => a && ours.has(a.club))).map(
      personOf,
    );
    if (team.length)
      mine.push({ people: team, swim, event: found.event, date: e.date, order: e.order });
    if (
      counts(relay, e) &&
      athletes.length === e.relayCount &&
      athletes.every((a) => a !== undefined)
    ) {
      const legAges = athletes.map((a) => ageOf(a, e));
      const known = legAges.includes(undefined) ? undefined : /** @type {number[]} */ (legAges);
      counted.push({
        swim,
        team: legs.map((l) => l.swimmer),
        gender: relayGender(athletes, e),
        groups: relayGroups(relay, e, meet), // as the meet banded it, never by one swimmer's age
        age: known ? Math.min(...known) : undefined,
        time: relay.time,
        date: e.date,
        order: e.order,
        race: found.race,
        raceKey: found.raceKey,
      });
    }
  }

  const ordered = orderEvents([...events.values()], settings.words.adultGenders?.from);
  const summary = galaSummary({ id, meet, words, events: ordered, swimmers: here.size });
  // PBs and records are walked in the order the races were swum.
  counted.sort((a, b) => compare(a.date, b.date) || a.order - b.order);
  mine.sort((a, b) => compare(a.date, b.date) || a.order - b.order);
  /** @type {Gala} */
  const gala = {
    ...summary,
    ...(shown.at && ordered.some((e) => e.swims.some((s) => s.age !== undefined))
      ? { agesAt: shown.at }
      : {}),
    ...(meet.pointsTable && ordered.some((e) => e.swims.some((s) => s.points))
      ? { pointsTable: meet.pointsTable }
      : {}),
    ...(words.note ? { note: words.note } : {}),
    ...(words.photos ? { photos: words.photos } : {}),
    events: ordered,
  };
  const { stage, schedule, before } = galaStage({
    meet,
    ours,
    hasResults: summary.hasResults,
    firstDay: summary.firstDay,
    settings,
  });
  return {
    gala,
    counted,
    mine,
    stage,
    ...(schedule ? { schedule } : {}),
    ...(before ? { before } : {}),
    ...(ages.yearEnd ? { yearEnd: true } : {}),
  };
}

/** Our club's indexes; in a file with no results yet, none where the file does not have it.
 * @param {Meet} meet @param {string} club @param {boolean} early */
function clubOf(meet, club, early) {
  try {
    return findClub(meet.clubs, club);
  } catch (error) {
    if (early) return [];
    throw error;
  }
}
