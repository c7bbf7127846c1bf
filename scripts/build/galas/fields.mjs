// How many the meet placed in each of an event's age groups, and the winning time in each: so a
// place reads "17th of 42" and an event says what won, without another child's name.
/** @import { Meet } from './meet-types.js' */
/** @import { Hundredths } from '../../../src/lib/swim-types.js' */
/** @typedef {{ placed: number, winner?: Hundredths }} Field */

/** eventid|group order (-1: the event's places written on the results) → its field.
 * @type {WeakMap<Meet, Map<string, Field>>} */
const made = new WeakMap();

/** @param {Meet} meet @param {string} eventId
 * @param {number | undefined} order the group's, from its RANKING */
export function fieldOf(meet, eventId, order) {
  let fields = made.get(meet);
  if (!fields) made.set(meet, (fields = fieldsOf(meet)));
  return fields.get(`${eventId}|${order ?? -1}`);
}

/** @param {Meet} meet */
function fieldsOf(meet) {
  /** @type {Map<string, Field>} */
  const fields = new Map();
  /** @param {string} key @param {number} place @param {Hundredths | undefined} time */
  const count = (key, place, time) => {
    let field = fields.get(key);
    if (!field) fields.set(key, (field = { placed: 0 }));
    field.placed++;
    if (place === 1 && time && (field.winner === undefined || time < field.winner))
      field.winner = time;
  };
  const all = [...meet.results, ...meet.relays];
  /** @type {Map<string, { eventId: string, time?: Hundredths }>} */
  const byId = new Map(all.filter((r) => r.resultId !== undefined).map((r) => [r.resultId, r]));
  for (const [id, ranks] of meet.places) {
    const result = byId.get(id);
    if (result)
      for (const r of ranks)
        if (r.place > 0) count(`${result.eventId}|${r.order}`, r.place, result.time);
  }
  // A file with no rankings writes each place on its result: the event is the field.
  for (const r of all)
    if (!meet.places.has(r.resultId) && r.place !== undefined && r.place > 0 && !r.status)
      count(`${r.eventId}|-1`, r.place, r.time);
  return fields;
}
