// The records a meet's file lists beside its results (RECORDLISTS) that were set at the meet: a
// swim of ours with the record's time, race and swimmer (by name), on a day of the meet, is
// noted with the list's name, in the meet's words ("Swiss Masters Records").
import { nameWords } from './names.mjs';
/** @import { Athlete, Meet, MeetEvent } from './meet-types.js' */

/** race|time → the records of it. @type {WeakMap<Meet, Map<string, Meet['records']>>} */
const indexed = new WeakMap();
const key = (
  /** @type {{ course?: string, distance: number, stroke: string, relayCount: number }} */ r,
  /** @type {number} */ time,
) => `${r.course}|${r.relayCount}|${r.stroke}|${r.distance}|${time}`;

/** The names of the record lists a swim is in. @param {Meet} meet @param {MeetEvent} e
 * @param {Athlete} athlete @param {number} time @returns {string[]} */
export function recordsSet(meet, e, athlete, time) {
  if (!meet.records?.length) return [];
  let index = indexed.get(meet);
  if (!index) {
    indexed.set(meet, (index = new Map()));
    for (const r of meet.records)
      if (r.time) index.set(key(r, r.time), [...(index.get(key(r, r.time)) ?? []), r]);
  }
  const days = new Set([...meet.events.values()].map((ev) => ev.date));
  const who = nameWords(`${athlete.first} ${athlete.last}`).join(' ');
  return (index.get(key({ ...e, course: e.course }, time)) ?? [])
    .filter(
      (r) => (!r.date || days.has(r.date)) && nameWords(`${r.first} ${r.last}`).join(' ') === who,
    )
    .map((r) => r.name);
}
