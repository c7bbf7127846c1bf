// The words a name filter in the browser (src/lib/name-match.ts) finds a shown name by, in Latin
// letters by the build's own rule (names.mjs's nameWords, any-ascii), so "anya" finds "Аня С."
// and "los" finds "Łoś" on every page alike. An initial keeps its full stop ("s."): a typed word
// starting with its letters matches it. A name in plain ASCII needs none: the browser reads it
// the same way itself.
import { nameWords } from './names.mjs';

/** "Аня С." → "anya s."; undefined for a name in plain ASCII. @param {string} name */
export function filterKey(name) {
  if (/^[\x20-\x7e]*$/.test(name)) return undefined;
  return name
    .split(/\s+/)
    .map((token) => nameWords(token).join('') + (/^\p{Lu}\.$/u.test(token) ? '.' : ''))
    .filter((word) => word && word !== '.')
    .join(' ');
}

/** A swimmer as a filtered list ships them: with `key` where the name needs one.
 * @template {{ name: string }} T @param {T} ref @returns {T & { key?: string }} */
export function withFilterKey(ref) {
  const key = filterKey(ref.name);
  return key === undefined ? ref : { ...ref, key };
}
