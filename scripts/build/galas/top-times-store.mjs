// A pool's top times as its module stores them (src/lib/top-times-store.ts reads them back).
/** @import { SwimmerRef } from '../../../src/lib/swim-types.js' */
/** @import { StoredTopTime, StoredTopTimes, TopTime, TopTimes }
 *   from '../../../src/lib/top-times-types.js' */

/** As its module stores it (src/lib/top-times-types.ts's StoredTopTimes; src/lib/top-times-store.ts
 * reads it back): each swimmer and gala listed once, each swim a short row, so the page of ten
 * years of a busy club's times stays small. @param {TopTimes} times @returns {StoredTopTimes} */
export function storeTopTimes({ tables, ...top }) {
  /** @type {SwimmerRef[]} */
  const refs = [];
  /** @type {StoredTopTimes['galas']} */
  const galas = [];
  /** @template T @param {T[]} list @param {Map<string, number>} map @param {string} key
   * @param {T} value */
  const index = (list, map, key, value) => {
    let at = map.get(key);
    if (at === undefined) map.set(key, (at = list.push(value) - 1));
    return at;
  };
  /** @type {Map<string, number>} */
  const refIndex = new Map();
  /** @type {Map<string, number>} */
  const galaIndex = new Map();
  const who = (/** @type {SwimmerRef} */ ref) =>
    index(refs, refIndex, `${ref.slug ?? ''} ${ref.name}`, ref);
  /** @returns {StoredTopTime} */
  const row = (/** @type {TopTime} */ swim) => [
    swim.team ? swim.team.map(who) : who(swim.swimmer),
    swim.time,
    swim.date,
    index(
      galas,
      galaIndex,
      swim.gala,
      /** @type {[string, string]} */ ([swim.gala, swim.galaTitle]),
    ),
  ];
  const stored = tables.map(({ races, ...table }) => ({
    ...table,
    races: races.map(({ swims, course: _pool, ...race }) => ({ ...race, swims: swims.map(row) })),
  }));
  return { ...top, refs, galas, tables: stored };
}
