// The example galas' shorthand: an event, an athlete and a swim, as the Lenex writer takes them.
/** @import { LenexEvent, Result, Swim } from '../lenex/types.js' */

/** The club the galas are for (its name, code and town) and its district. */
/** @typedef {{ club: string, code: string, town: string, district: string }} Club */

/**
 * @param {number} id @param {number} number @param {string} gender @param {number} distance
 * @param {string} stroke @returns {LenexEvent}
 */
export const ev = (id, number, gender, distance, stroke, round = 'TIM', relayCount = 1) => ({
  id,
  number,
  gender,
  distance,
  stroke,
  round,
  relayCount,
});
// Athlete ids and licences long enough to be found by the test that proves none is published.
export const athleteId = (/** @type {number} */ n) => 730000 + n;
/**
 * @param {number} id @param {string} first @param {string} last @param {string} gender
 * @param {string} birthdate @param {Result[]} results
 */
export const a = (id, first, last, gender, birthdate, results = []) => ({
  id: athleteId(id),
  first,
  last,
  gender,
  birthdate,
  license: `SS${id}7731`,
  results,
});
/**
 * A swim: an athlete's, or (with `legs` in `more`) a relay's.
 * @template {Partial<Swim> & { legs?: number[] }} More
 * @param {number} id @param {number} event @param {number | string} time @param {More} [more]
 */
export const r = (id, event, time, more = /** @type {More} */ ({})) => ({
  id,
  event,
  time,
  ...more,
});
