// A relay team's swimmers, each leg's time, and the team's gender for records.
/** @import { Athlete, Meet, MeetEvent, RelayResult } from './meet-types.js' */
/** @import { Gender } from '../../../src/lib/swim-types.js' */

/** The swimmers in the order they swam (listed under any club, or in the relay itself); undefined
 * for a leg the file names no one for. @param {RelayResult} relay @param {Meet} meet */
export const relayAthletes = (relay, meet) =>
  [...relay.positions]
    .filter((p) => p.number > 0)
    .sort((a, b) => a.number - b.number)
    .map((p) => meet.athletes.get(p.athleteId) ?? p.inline);

/** Each leg's time from the cumulative splits at its changeover, where the file has them.
 * @param {RelayResult} relay @param {MeetEvent} e @param {number} legs @returns {(number |
 * undefined)[]} */
export function legTimes(relay, e, legs) {
  const at = new Map(relay.splits.map((s) => [s.distance, s.time]));
  if (relay.time) at.set(e.distance * e.relayCount, relay.time);
  at.set(0, 0);
  return Array.from({ length: legs }, (_, i) => {
    const [from, to] = [at.get(i * e.distance), at.get((i + 1) * e.distance)];
    return from !== undefined && to !== undefined && to > from ? to - from : undefined;
  });
}

/** Girls' or boys' where every swimmer is one or the other, else mixed ("X"); the event's
 * where the file leaves a swimmer's out. @param {Athlete[]} athletes @param {MeetEvent} e @returns
 * {Gender} */
export function relayGender(athletes, e) {
  const genders = new Set(athletes.map((a) => a.gender));
  if (genders.size === 1 && (genders.has('F') || genders.has('M')))
    return genders.has('F') ? 'F' : 'M';
  return genders.has(undefined) ? e.gender : 'X';
}
