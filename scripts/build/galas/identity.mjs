// Who swam a counted swim, as the build tells swimmers apart: the swimmer's Person (one per
// swimmer of the club, across galas), or a relay team by its four swimmers, whatever their
// order; never by the name as shown, which two children can share.
import { nameWords } from './names.mjs';
/** @import { SwimmerRef } from '../../../src/lib/swim-types.js' */
/** @import { Person } from './names.mjs' */
/** @import { Counted } from './types.js' */

/** Each swimmer's ref (one object per swimmer of ours, a fresh one for another club's) → a
 * number. */
const numbers = new WeakMap();
let next = 0;
const numberOf = (/** @type {SwimmerRef} */ ref) => {
  let n = numbers.get(ref);
  if (n === undefined) numbers.set(ref, (n = next++));
  return n;
};

/** A team's identity: its swimmers' numbers, sorted. @param {SwimmerRef[]} team */
export const teamKey = (team) =>
  `team:${team
    .map(numberOf)
    .sort((a, b) => a - b)
    .join(',')}`;

/** @param {Counted} c @returns {object | string} */
export const whoSwam = (c) => (c.team ? teamKey(c.team) : c.person);

/** Who a record typed in records.yaml is: the galas' swimmer of that full name (where only one
 * has it), else the name itself; a relay, its team (by its swimmers, as the galas' teams).
 * @param {Iterable<Person>} people @returns {(names: string[]) => unknown} */
export function typedWho(people) {
  /**
   * Full name's words → the one swimmer (null: two share it). @type {Map<string, Person | null>}
   */
  const byName = new Map();
  for (const p of people) {
    const key = nameWords(`${p.first} ${p.last}`).join(' ');
    byName.set(key, byName.has(key) ? null : p);
  }
  const one = (/** @type {string} */ name) =>
    byName.get(nameWords(name).join(' ')) ?? `typed:${nameWords(name).join(' ')}`;
  return (names) => {
    const found = names.map(one);
    if (found.length === 1) return found[0];
    return found.every((f) => typeof f !== 'string')
      ? teamKey(found.map((p) => /** @type {Person} */ (p).ref))
      : `typed:${names.join('|')}`;
  };
}
