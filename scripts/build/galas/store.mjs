// A gala as its module stores it (src/lib/gala-types.ts's StoredGala; src/lib/gala-store.ts reads
// it back): each swimmer listed once and each swim a short row, so the newest gala, which a phone
// keeps offline, stays small.

import { withFilterKey } from './filter-key.mjs';

/** @import { Gala, StoredGala, StoredSwim, Swim } from '../../../src/lib/gala-types.js' */
/** @import { SwimmerRef } from '../../../src/lib/swim-types.js' */

/** What a row carries by name, when the file or the walk gave it (StoredSwim's `more`). */
const moreFacts = /** @type {const} */ ([
  'group',
  'of',
  'drop',
  'entry',
  'points',
  'heat',
  'lane',
  'reason',
  'note',
  'met',
  'considered',
  'targets',
]);

/** @param {Gala} gala @returns {StoredGala} */
export function storeGala({ events, ...gala }) {
  /** @type {SwimmerRef[]} */
  const refs = [];
  /** @type {Map<string, number>} */
  const index = new Map();
  const who = (/** @type {SwimmerRef} */ ref) => {
    const key = `${ref.slug ?? ''} ${ref.name}`;
    let at = index.get(key);
    if (at === undefined) index.set(key, (at = refs.push(withFilterKey(ref)) - 1));
    return at;
  };
  /** @param {Swim} swim @returns {StoredSwim} */
  const row = (swim) => {
    /** @type {StoredSwim[0]} */
    const first = swim.legs
      ? swim.legs.map((leg) => (leg.time ? [who(leg.swimmer), leg.time] : [who(leg.swimmer)]))
      : who(swim.swimmer);
    const marks =
      (swim.pb ? 1 : 0) | (swim.record ? 2 : 0) | (swim.first ? 4 : 0) | (swim.equalled ? 8 : 0);
    const more = Object.fromEntries(
      moreFacts.filter((k) => swim[k] !== undefined).map((k) => [k, swim[k]]),
    );
    /** @type {StoredSwim} */
    const parts = [
      first,
      swim.age ?? null,
      swim.time ?? null,
      swim.place ?? null,
      marks,
      swim.status ?? null,
      swim.splits ?? null,
      Object.keys(more).length ? more : null,
    ];
    // The last four are left off when absent: most swims have no marks and no status.
    while (parts.length > 4 && !parts.at(-1)) parts.pop();
    return parts;
  };
  return {
    ...gala,
    refs,
    events: events.map(({ swims, ...event }) => ({ ...event, swims: swims.map(row) })),
  };
}
