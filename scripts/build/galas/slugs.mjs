// The address of each swimmer's page, /swimmers/<slug>: the name shown in Latin letters and a
// short code of who they are in the files, never of the order they were met.
import { createHmac } from 'node:crypto';
import { nameWords } from './names.mjs';

/** @import { Person } from './names.mjs' */

/** "Ailsa M." → ailsa-m; in Latin letters (Élodie → elodie, Анна → anna). */
export const slugOf = (/** @type {string} */ name, empty = 'swimmer') => nameWords(name).join('-') || empty;

// A short code of who a swimmer is: a keyed hash (HMAC-SHA-256) of the whole identity key, in
// letters and digits that read out without confusion, so it reveals neither the birth year
// (the key holds the full name too) nor any id or licence (never part of the key).
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const codeOf = (/** @type {string} */ key, /** @type {string} */ salt, /** @type {number} */ length) =>
  [...createHmac('sha256', `swimmer-address|${salt}`).update(key).digest().subarray(0, length)].map((byte) => alphabet[byte % 32]).join('');

/**
 * Gives each swimmer shown (not withheld) an address: the name shown and a code of who they are
 * in the files ("michael-p-4k9x2"). Only the code tells two Michael P.s apart, and it depends
 * only on who the swimmer is, never on the order they were met nor on who else swam: adding,
 * removing or renaming gala files never moves an address to another child (a name alone would
 * pass from a Michael P. whose galas are removed to the next Michael P.). Where two codes meet
 * (one pair in 30 million alike), both grow longer, and the shorter address leads to no one.
 * @param {Person[]} people
 * @param {string} salt the club's name, so two clubs' codes differ
 */
export function giveSlugs(people, salt) {
  /** @type {Map<string, Person[]>} */
  const byBase = new Map();
  for (const person of people) {
    if (person.hidden) continue;
    const base = slugOf(person.ref.name);
    byBase.set(base, [...(byBase.get(base) ?? []), person]);
  }
  for (const [base, alike] of byBase) {
    let length = 5;
    while (new Set(alike.map((p) => codeOf(p.key, salt, length))).size < alike.length && length < 16) length += 3;
    for (const person of alike) person.ref.slug = `${base}-${codeOf(person.key, salt, length)}`;
  }
}
