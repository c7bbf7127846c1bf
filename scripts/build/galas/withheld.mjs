// results.yaml's `withheld:`, failing closed. A family's name is spelt many ways across files
// (Mhairi for Mairi, a middle name, a double surname, capitals, accents, order, a letter or two
// wrong), so a swimmer whose name is close to an entry's is withheld: two of the entry's words
// match two of the swimmer's, one in the first names and one in the surnames. An entry may give
// a registration number (the files' `license`) or a birth year to tell a namesake apart.
import { nameWords } from './names.mjs';

/** @typedef {{ name?: string, born?: number, registration?: string }} Entry (name: checked by
 * the schema) */
/** @typedef {{ first: string, last: string, birthdate?: string, license?: string }} Named */

/** Edit distance of two short words (the surnames of one family, not long texts). */
export function distance(/** @type {string} */ a, /** @type {string} */ b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** Two words one person's: equal, or a letter or two apart (more letters, more slack), or one
 * the start of the other ("Campbel"). Short words must be equal ("Ann" is not "Amy"). */
export function closeWords(/** @type {string} */ a, /** @type {string} */ b) {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  if (a.startsWith(b) || b.startsWith(a)) return true;
  return distance(a, b) <= (shorter >= 7 ? 2 : 1);
}

/** Whether the entry's words name this swimmer, and whether exactly (the same words, any order).
 * @param {string[]} entry @param {string[]} first @param {string[]} last
 * @returns {'exact' | 'close' | undefined} */
function nameMatch(entry, first, last) {
  const all = [...first, ...last];
  if (!entry.length || !all.length) return undefined;
  const exact = [...entry].sort().join(' ') === [...all].sort().join(' ');
  if (exact) return 'exact';
  const hits = (/** @type {string[]} */ words) =>
    entry.filter((e) => words.some((w) => closeWords(e, w)));
  // One word on either side (a swimmer filed under one name, an entry of one word): that word.
  if (entry.length === 1 || all.length === 1) return hits(all).length ? 'close' : undefined;
  // A name the file did not split (all in one field) may be in any order.
  if (!first.length || !last.length) return pairs(entry, all) ? 'close' : undefined;
  const inFirst = hits(first);
  const inLast = hits(last);
  return inFirst.some((f) => inLast.some((l) => l !== f)) ? 'close' : undefined;
}

/** Whether two different words of the entry match two different words of the name. */
function pairs(/** @type {string[]} */ entry, /** @type {string[]} */ words) {
  for (let i = 0; i < entry.length; i++)
    for (let j = 0; j < entry.length; j++) {
      if (i === j) continue;
      const a = words.findIndex((w) => closeWords(entry[i], w));
      if (a >= 0 && words.some((w, k) => k !== a && closeWords(entry[j], w))) return true;
    }
  return false;
}

/**
 * The withheld list as the build uses it: `match(swimmer)` is the index of the first entry that
 * names them (or -1), noting which entries matched and which only closely.
 * @param {(string | Entry)[]} list results.yaml's entries as checked
 */
export function withheldList(list) {
  const entries = list.map((item) => {
    const entry = typeof item === 'string' ? { name: item } : item;
    return { ...entry, words: nameWords(entry.name ?? '') };
  });
  /** @type {Set<number>} */
  const matched = new Set();
  /** @type {Map<number, Named[]>} entries' close (not exact) matches */
  const close = new Map();
  /** @param {Named} swimmer */
  const match = (swimmer) => {
    const first = nameWords(swimmer.first);
    const last = nameWords(swimmer.last);
    const year = Number(swimmer.birthdate?.slice(0, 4)) || undefined;
    const licence = swimmer.license?.trim() || undefined;
    const found = entries.findIndex((entry) => {
      if (entry.registration !== undefined && licence !== undefined)
        return entry.registration === licence;
      if (entry.born !== undefined && year !== undefined && entry.born !== year) return false;
      const how = nameMatch(entry.words, first, last);
      if (how === 'close' && entry.born === undefined && entry.registration === undefined)
        close.set(entries.indexOf(entry), [...(close.get(entries.indexOf(entry)) ?? []), swimmer]);
      return how !== undefined;
    });
    if (found >= 0) matched.add(found);
    return found;
  };
  return {
    match,
    /** Indexes of the entries that matched no one. */
    unmatched: () => entries.flatMap((_, i) => (matched.has(i) ? [] : [i])),
    /** Each entry's swimmers matched only closely (to be named as names: would show them). */
    closeMatches: () => close,
  };
}
