// The one place a swimmer's name is made for the site: athletes of any club, relay legs listed
// inline, records typed in records.yaml (holders and relay teams). It applies results.yaml's
// `names:` (full, first name and surname initial, or first name only) and `withheld:` (matched
// as a person would: case, accents, spacing and name order ignored). Addresses: slugs.mjs.
import anyAscii from 'any-ascii';

// Meet files often write surnames in capitals (MACLEOD): shown as Macleod.
/** @param {string} name */
const capitalised = (name) =>
  name === name.toUpperCase() && /\p{Lu}{2}/u.test(name)
    ? name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (/** @type {string} */ _, /** @type {string} */ b, /** @type {string} */ c) => b + c.toUpperCase())
    : name;

/** @param {string} first @param {string} last @param {'full' | 'initial' | 'first'} style */
function styled(first, last, style) {
  const given = capitalised(first.trim());
  const family = capitalised(last.trim());
  if (!given) return family;
  if (style === 'first' || !family) return given;
  if (style === 'initial') return `${given} ${[...family][0].toUpperCase()}.`;
  return `${given} ${family}`;
}

/** A name's words in Latin letters, lower-case, without accents or punctuation: "Lefèvre-O'Neil" → ["lefevre", "o", "neil"]. */
export const nameWords = (/** @type {string} */ name) =>
  anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Every order of a name's words, joined without spaces: "Zoe Lefevre" → zoelefevre, lefevrezoe.
 * @param {string[]} words @returns {string[]} */
function orders(words) {
  if (words.length > 5) return [words.join('')]; // 120 orders at most; longer names are matched as written
  if (words.length <= 1) return [words.join('')];
  return words.flatMap((w, i) => orders([...words.slice(0, i), ...words.slice(i + 1)]).map((rest) => w + rest));
}

/** @typedef {{ name: string, hidden: boolean }} Shown */
/** @typedef {{ show: (first?: string, last?: string) => Shown, typed: (full: string) => Shown, meet: (first: string, last: string) => void, unmatched: (seen: string[]) => { name: string, nearest: string[] }[] }} NameRules */
/** A swimmer of the club across galas; `key` and the spelling stay in the build.
 * @typedef {{ key: string, hidden: boolean, gender?: string, first: string, last: string, ref: import('../../../src/lib/gala-types.js').SwimmerRef }} Person */

/**
 * How names show, from results.yaml: `show(first, last)` for a meet file's athlete, `typed(words)`
 * for a record holder typed in records.yaml (split as `meet(first, last)` told of a swimmer in
 * the files). Each returns `{ name, hidden }`. `unmatched(seen)` lists the withheld names that matched no one.
 * @param {{ names: 'full' | 'initial' | 'first', withheld: string[], words: { withheld: string } }} settings
 * @returns {NameRules}
 */
export function nameRules({ names, withheld, words }) {
  /** @type {Map<string, string>} every order of a withheld name's words → the name as written */
  const hiddenKeys = new Map();
  for (const name of withheld) for (const key of orders(nameWords(name))) hiddenKeys.set(key, name);
  /** @type {Set<string>} */
  const matched = new Set();
  const hiddenName = (/** @type {string} */ full) => {
    const name = hiddenKeys.get(nameWords(full).join(''));
    if (name !== undefined) matched.add(name);
    return name !== undefined;
  };
  const show = (first = '', last = '') =>
    hiddenName(`${first} ${last}`) ? { name: words.withheld, hidden: true } : { name: styled(first, last, names), hidden: false };
  /** @type {Map<string, { first: string, last: string }>} the files' swimmers by their name's words */
  const known = new Map();
  const meet = (/** @type {string} */ first, /** @type {string} */ last) => {
    const key = nameWords(`${first} ${last}`).join('');
    if (!known.has(key)) known.set(key, { first, last });
  };
  // A typed name is split as the files split it where they have that swimmer; else its first
  // word is the first name and the rest the surname ("Zoë Ní Bhriain"): a middle name then hides
  // with the surname rather than a surname showing in part.
  const typed = (/** @type {string} */ full) => {
    const found = known.get(nameWords(full).join(''));
    if (found) return show(found.first, found.last);
    const [first, ...rest] = full.trim().split(/\s+/);
    return show(first, rest.join(' '));
  };
  /** Withheld names that matched no swimmer, each with the nearest of `seen` (the files' full names). */
  const unmatched = (/** @type {string[]} */ seen) => withheld.filter((name) => !matched.has(name)).map((name) => ({ name, nearest: nearest(name, seen) }));
  return { show, typed, meet, unmatched };
}

/** A typed relay's swimmers ("Ann Bain, Zoë Ross & Amy Watt"); one name alone is the team's name. */
export const relayNames = (/** @type {string} */ words) => words.split(/\s*(?:[,;/+&]|\band\b)\s*/).filter(Boolean);

/** The three names of `seen` nearest to `name` by edit distance of their folded words.
 * @param {string} name @param {string[]} seen */
function nearest(name, seen) {
  const want = nameWords(name).sort().join(' ');
  const scored = [...new Set(seen)].map((s) => /** @type {const} */ ([distance(want, nameWords(s).sort().join(' ')), s]));
  return scored
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    .slice(0, 3)
    .map(([, s]) => s);
}

/** @param {string} a @param {string} b */
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** Who a swimmer is across files (athlete ids belong to one file): the name's words as a person
 * reads them (Zoë = ZOE) and the birth year (or gender, where the file has no birthdate). Kept
 * inside the build, never written out. */
export const personKey = (/** @type {{ first: string, last: string, birthdate?: string, gender?: string }} */ athlete) =>
  `${nameWords(athlete.first).join(' ')}|${nameWords(athlete.last).join(' ')}|${athlete.birthdate?.slice(0, 4) || athlete.gender || ''}`;

/** The spelling of a name to show when files spell one swimmer differently: the same whatever
 * order the files are read in (accents and small letters kept over capitals). */
export const betterSpelling = (/** @type {string} */ a, /** @type {string} */ b) => {
  const score = (/** @type {string} */ s) => /** @type {const} */ ([s === s.toUpperCase() ? 0 : 1, s.length - anyAscii(s).length, s]);
  const [x, y] = [score(a), score(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i] ? a : b;
  return a;
};
