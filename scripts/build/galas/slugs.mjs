// The address of each swimmer's page, /swimmers/<slug>: the name shown in Latin letters and a
// short code of who they are, made with the club's secret key (address-key.mjs).
import { createHmac } from 'node:crypto';
import { nameWords } from './names.mjs';
import { nameKey } from './people.mjs';

/** @import { Person } from './names.mjs' */

/** "Ailsa M." → ailsa-m; in Latin letters (Élodie → elodie, Анна → anna). */
export const slugOf = (/** @type {string} */ name, empty = 'swimmer') =>
  nameWords(name).join('-') || empty;

// Letters and digits that read out without confusion.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
/** @param {string} identity @param {string} key @param {number} length */
const codeOf = (identity, key, length) =>
  [...createHmac('sha256', key).update(identity).digest().subarray(0, length)]
    .map((byte) => alphabet[byte % 32])
    .join('');

/** Who a swimmer is: name and birth year (gender where no file gives a year); for two of one
 * name and year, their registration number or birth date too. */
const identityOf = (/** @type {Person} */ p, /** @type {boolean} */ namesake) => {
  const who = `${nameKey(p)}|${p.year ?? p.gender ?? ''}`;
  if (!namesake) return who;
  return `${who}|${[...p.licences].sort()[0] ?? p.born ?? ''}`;
};

/**
 * Gives each swimmer shown (not withheld) an address: the name shown and a code of who they are
 * ("michael-p-4k9x2"). The code is a keyed hash (HMAC-SHA-256) with the club's secret key of
 * the swimmer's name and birth year: without the key, nobody can try surnames and years against
 * it; with it, the code stays with the child whatever galas are added, removed or renamed, and
 * whatever results.yaml's `club:` says. Where two codes meet (one pair in 30 million), both grow
 * longer.
 * @param {Iterable<Person>} people
 * @param {string} key the club's secret key
 */
export function giveSlugs(people, key) {
  /** @type {Map<string, Person[]>} */
  const byBase = new Map();
  /** @type {Map<string, number>} identities met, to find namesakes of one birth year */
  const count = new Map();
  for (const person of people) {
    const who = identityOf(person, false);
    count.set(who, (count.get(who) ?? 0) + 1);
    if (person.hidden) continue;
    const base = slugOf(person.ref.name);
    byBase.set(base, [...(byBase.get(base) ?? []), person]);
  }
  for (const [base, alike] of byBase) {
    const ids = alike.map((p) => identityOf(p, (count.get(identityOf(p, false)) ?? 0) > 1));
    let length = 5;
    while (new Set(ids.map((id) => codeOf(id, key, length))).size < alike.length && length < 16)
      length += 3;
    /** @type {Set<string>} */
    const given = new Set();
    alike.forEach((person, i) => {
      let slug = `${base}-${codeOf(ids[i], key, length)}`;
      // Two the files cannot tell apart at all (one name and year, no licence or date): numbered.
      for (let n = 2; given.has(slug); n++) slug = `${base}-${codeOf(ids[i], key, length)}-${n}`;
      given.add((person.ref.slug = slug));
    });
  }
}
