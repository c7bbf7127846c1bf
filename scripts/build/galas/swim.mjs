// One result as the gala page shows it: time, place with the age group it was won in, status,
// and what else the file says (points, a disqualification's reason, heat and lane, the entry
// time), and its splits.
import { meetGroupWords } from './groups.mjs';
import { fieldOf } from './fields.mjs';
import { recordsSet } from './meet-records.mjs';
/** @import { Meet, MeetEvent, MeetResult, MeetSplit, Ranked } from './meet-types.js' */
/** @import { Swim } from '../../../src/lib/gala-types.js' */
/** @import { Hundredths } from '../../../src/lib/swim-types.js' */

/** The narrowest age group a result is ranked in (a swim can be ranked in an open group too).
 * @param {MeetResult} result @param {Meet['places']} places @returns {Ranked | { place: number,
 * min?: undefined, max?: undefined, order?: undefined } | undefined} */
function rankedIn(result, places) {
  const ranked = result.resultId === undefined ? undefined : places.get(result.resultId);
  if (!ranked)
    return result.place !== undefined && result.place > 0 ? { place: result.place } : undefined;
  const width = (/** @type {Ranked} */ g) => (g.min < 0 || g.max < 0 ? Infinity : g.max - g.min);
  const best = ranked.reduce((a, b) => (width(b) < width(a) ? b : a));
  return best.place > 0 ? best : undefined;
}

// Cumulative splits by distance, without the one at the finish (the time says it).
const splitsUpTo = (/** @type {MeetSplit[]} */ splits, /** @type {number} */ full) =>
  splits.filter((s) => s.distance < full).sort((a, b) => a.distance - b.distance);

/** Each placed swim's age group, as its place in the event's list of them: the page lists a
 * group's places together, in the meet's order of groups. @type {WeakMap<Swim, number>} */
export const groupOrder = new WeakMap();

/**
 * Each placed swim's group's winning time, for its event's `winners`. @type {WeakMap<Swim, number>}
 */
export const winnerOf = new WeakMap();

/** An event's winning time in each group our swims were placed in, in the meet's order of groups;
 * none where one of ours won (their own time says it).
 * @param {Swim[]} swims sorted as the page lists them @returns
 * {NonNullable<import('../../../src/lib/gala-types.js').GalaEvent['winners']>} */
export function winnersOf(swims) {
  const won = new Set(
    swims.filter((s) => s.place === 1 && winnerOf.has(s)).map((s) => s.group ?? ''),
  );
  /** @type {Map<string, { group?: string, time: number }>} */
  const winners = new Map();
  for (const swim of swims) {
    const time = winnerOf.get(swim);
    const group = swim.group ?? '';
    if (time && !won.has(group) && !winners.has(group))
      winners.set(group, { ...(swim.group ? { group: swim.group } : {}), time });
  }
  return [...winners.values()];
}

/**
 * `swim` holds the swimmer (and age, or legs) already; `e` is the meet's event. The group is
 * named only where the event has several (one alone is in the event's heading).
 * @param {MeetResult} result @param {MeetEvent} e @param {Meet} meet @param {Swim} swim
 * @param {Hundredths} [entryTime] @returns {Swim}
 */
export function swimOf(result, e, meet, swim, entryTime) {
  const time = result.time ?? 0; // none is 0: never a valid swim
  const valid = time > 0 && !result.status;
  const ranked = valid ? rankedIn(result, meet.places) : undefined;
  if (time > 0) swim.time = time;
  if (ranked) {
    swim.place = ranked.place;
    const field = fieldOf(meet, result.eventId, ranked.order);
    if (field) {
      swim.of = field.placed;
      if (field.winner) winnerOf.set(swim, field.winner);
    }
    const words =
      e.ageGroups.length > 1 && ranked.min !== undefined
        ? meetGroupWords(/** @type {import('./meet-types.js').Ranked} */ (ranked))
        : undefined;
    if (words) swim.group = words;
    if (ranked.order !== undefined) groupOrder.set(swim, ranked.order);
  }
  if (result.status) swim.status = result.status;
  if (result.status && result.comment) swim.reason = result.comment;
  // A valid swim's comment is the meet's own note of it: a record ("New Masters Rekord"), say;
  // so is a record the file lists as set here.
  const athlete = /** @type {{ athlete?: import('./meet-types.js').Athlete }} */ (result).athlete;
  const set = valid && athlete ? recordsSet(meet, e, athlete, time) : [];
  const notes = [...new Set([result.comment, ...set].filter((n) => n && valid))];
  if (notes.length) swim.note = notes.join('; ');
  if (result.points !== undefined && result.points > 0) swim.points = result.points;
  const heat = meet.heats.get(result.heatId);
  if (heat) swim.heat = heat;
  if (result.lane !== undefined && result.lane > 0) swim.lane = result.lane;
  const entry = result.entryTime ?? entryTime;
  if (entry) swim.entry = entry;
  const splits = splitsUpTo(result.splits, e.distance * e.relayCount);
  // [distance, time] pairs; absent rather than [] on every swim without them.
  if (splits.length) swim.splits = splits.map((s) => [s.distance, s.time]);
  return swim;
}
