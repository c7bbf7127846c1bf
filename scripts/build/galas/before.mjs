// An invitation (or entries file) read for the club, before the heats are drawn: per event,
// which of our swimmers may enter it (gender, and age on the meet's age date in one of its age
// groups), their best time in the qualifying window in the meet's pool, from the galas on the
// site, and the meet's qualifying time and upper limit for them. What the site cannot judge is
// left for the page to say: no time on the site, a time from another pool the meet may convert.
import { ageAt } from './age.mjs';
/** @import { Meet, MeetEvent, StandardList } from './meet-types.js' */
/** @import { BeforeEvent, Entrant, GalaBefore } from '../../../src/lib/gala-schedule-types.js' */
/** @import { Course, Hundredths, SwimmerRef } from '../../../src/lib/swim-types.js' */

/** One of ours who might swim: how they show, gender, birth year and (where known) birth date. */
/** @typedef {{ ref: SwimmerRef, gender?: string, year?: number, born?: string,
 * swims: PastSwim[] }} Candidate */
/** @typedef {{ raceKey: string, course: Course, time: Hundredths, date: string, at: string }}
 * PastSwim */

/** The date ages are on: the meet's own day (DATE), else 31 December of its year (YEAR, or none
 * given: the year of its first day). @param {Meet} meet @param {string} firstDay */
export function agesOn(meet, firstDay) {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(meet.ageDate?.value ?? '')
    ? meet.ageDate?.value
    : undefined;
  const exact =
    meet.ageDate?.type?.trim().toUpperCase() === 'DATE' && value && !value.endsWith('-12-31');
  return exact
    ? { on: value, exact: true }
    : { on: `${(value ?? firstDay).slice(0, 4)}-12-31`, exact: false };
}

/** The day before the meet: the window's end where the file gives none (as Lenex says). */
const dayBefore = (/** @type {string} */ day) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** @param {number} age @param {{ min: number, max: number }} group */
const fits = (age, group) =>
  (group.min < 0 || age >= group.min) && (group.max < 0 || age <= group.max);

/**
 * @param {{ meet: Meet, firstDay: string, candidates: Candidate[] }} args
 * @returns {GalaBefore | undefined} undefined for a file with no sessions
 */
export function beforeOf({ meet, firstDay, candidates }) {
  const ages = agesOn(meet, firstDay);
  const from = meet.qualify?.from;
  const until = meet.qualify?.until ?? dayBefore(firstDay);
  const inWindow = (/** @type {string} */ date) => (!from || date >= from) && date <= until;
  const ageOf = (/** @type {Candidate} */ c) =>
    ages.exact
      ? ageAt(c.born, /** @type {string} */ (ages.on), 'day', false)
      : c.year
        ? Number(ages.on?.slice(0, 4)) - c.year
        : undefined;
  const swimmers = candidates
    .filter((c) => c.gender === 'F' || c.gender === 'M')
    .sort((a, b) => a.ref.name.localeCompare(b.ref.name, 'en'));
  /** @type {BeforeEvent[]} */
  const events = [];
  for (const e of [...meet.events.values()].sort((a, b) => a.order - b.order)) {
    if (e.relayCount > 1 || e.previous || e.para || e.distance <= 0) continue;
    /** @type {Entrant[]} */
    const entrants = [];
    swimmers.forEach((c, who) => {
      const age = ageOf(c);
      if (age === undefined || (e.gender !== 'X' && e.gender !== c.gender)) return;
      if (
        e.ageGroups.length &&
        !e.ageGroups.some((g) => (!g.gender || g.gender === c.gender) && fits(age, g))
      )
        return;
      entrants.push({
        who,
        age,
        ...bestOf(c, e, inWindow),
        ...standardsFor(meet, e, c.gender ?? '', age),
      });
    });
    if (!entrants.length) continue;
    // An event with an open group is for any age: its other groups only rank.
    const open = !e.ageGroups.length || e.ageGroups.some((g) => g.min < 0 && g.max < 0);
    const ageWords = open ? [] : e.ageGroups.map((g) => groupWords(g.min, g.max));
    const { number, gender, round, distance, stroke, relayCount, course, technique } = e;
    events.push({
      number,
      gender,
      round,
      distance,
      stroke,
      relayCount,
      course,
      ...(technique ? { technique } : {}),
      ...(ageWords.length ? { ages: ageWords.join(', ') } : {}),
      entrants,
    });
  }
  // With none of ours able to enter, its sessions and rules are still worth a page.
  if (!meet.sessions.length) return undefined;
  const sessions = meet.sessions.map(({ number, name, date, daytime, warmupFrom, warmupUntil }) =>
    Object.fromEntries(
      Object.entries({ number, name, date, start: daytime, warmupFrom, warmupUntil }).filter(
        ([, v]) => v !== undefined,
      ),
    ),
  );
  const conversion =
    meet.qualify && meet.qualify.conversion !== 'NONE' ? meet.qualify.conversion : undefined;
  return {
    swimmers: swimmers.map((c) => c.ref),
    sessions: /** @type {GalaBefore['sessions']} */ (sessions),
    agesOn: /** @type {string} */ (ages.on),
    ...(meet.deadline ? { deadline: meet.deadline } : {}),
    ...(from ? { from } : {}),
    until,
    ...(conversion ? { conversion } : {}),
    events,
  };
}

const groupWords = (/** @type {number} */ min, /** @type {number} */ max) =>
  min < 0
    ? `${max} and under`
    : max < 0
      ? `${min} and over`
      : min === max
        ? `${min}`
        : `${min}–${max}`;

/** The best in the window in the meet's pool, else (only then) the best in another pool.
 * @param {Candidate} c @param {MeetEvent} e @param {(date: string) => boolean} inWindow */
function bestOf(c, e, inWindow) {
  const key = `${e.relayCount}|${e.stroke}|${e.distance}`;
  const swims = c.swims.filter((s) => s.raceKey === key && inWindow(s.date));
  const fastest = (/** @type {PastSwim[]} */ list) =>
    list.reduce(
      (/** @type {PastSwim | undefined} */ a, b) => (!a || b.time < a.time ? b : a),
      undefined,
    );
  const here = fastest(swims.filter((s) => s.course === e.course));
  if (here) return { best: here.time, at: here.at };
  const other = fastest(swims);
  return other ? { otherPool: { course: other.course, time: other.time } } : {};
}

/** The meet's time to beat and upper limit for this swimmer: the first of the event's lists
 * for their gender, the meet's pool and their age. @param {Meet} meet @param {MeetEvent} e
 * @param {string} gender @param {number} age */
function standardsFor(meet, e, gender, age) {
  const lists = (e.standards ?? [])
    .map((id) => meet.standardLists.get(id))
    .filter((l) => l !== undefined);
  const key = `${e.stroke}|${e.distance}|${e.relayCount}`;
  const pick = (/** @type {StandardList['type']} */ type) =>
    lists
      .find(
        (l) =>
          l.type === type &&
          (l.gender === 'X' || l.gender === gender) &&
          (!l.course || l.course === e.course) &&
          fits(age, l) &&
          l.times.has(key),
      )
      ?.times.get(key);
  const [target, limit] = [pick('MAXIMUM'), pick('MINIMUM')];
  return { ...(target ? { target } : {}), ...(limit ? { limit } : {}) };
}
