// The one place a swimmer's name is made for the site: athletes of any club, relay legs listed
// inline, records typed in records.yaml (holders and relay teams). It applies results.yaml's
// `names:` (full, first name and surname initial, or first name only) and `withheld:` (failing
// closed: withheld.mjs). A name the build cannot split into first name and surname with
// confidence shows as initials under `initial` and `first`: less, never more. Addresses: slugs.mjs.
import anyAscii from 'any-ascii';
import { withheldList } from './withheld.mjs';

/** @typedef {'full' | 'initial' | 'first'} Style */
/** @typedef {import('./withheld.mjs').Named} Named */

// Meet files often write surnames in capitals (MACLEOD): shown as Macleod.
/** @param {string} name */
const capitalised = (name) =>
  name === name.toUpperCase() && /\p{Lu}{2}/u.test(name)
    ? name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, b, c) => b + c.toUpperCase())
    : name;

const initial = (/** @type {string} */ word) => `${[...word][0].toUpperCase()}.`;

/** @param {string} first @param {string} last @param {Style} style */
export function styled(first, last, style) {
  let given = capitalised(first.trim());
  let family = capitalised(last.trim());
  // "Drummond, Fiona" in one field: the surname first.
  const comma = /^([^,]+),\s*([^,]+)$/.exec(given ? '' : family);
  if (comma) [family, given] = [comma[1].trim(), comma[2].trim()];
  if (!given || !family) {
    // One field only ("MURRAY Ailsa", or a first name alone): which word is the surname is
    // unknown, so under initial or first every word shows as its initial.
    const words = (given || family).split(/\s+/).filter(Boolean);
    if (style === 'full' || (words.length === 1 && given)) return words.join(' ');
    return words.map(initial).join(' ');
  }
  if (style === 'first') return given;
  if (style === 'initial') return `${given} ${initial(family)}`;
  return `${given} ${family}`;
}

/** A name's words in Latin letters, lower-case, without accents or punctuation:
 * "Lefèvre-O'Neil" → ["lefevre", "o", "neil"]. */
export const nameWords = (/** @type {string} */ name) =>
  anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** @typedef {{ name: string, hidden: boolean }} Shown */
/** @typedef {{ show: (swimmer: Named) => Shown, typed: (full: string) => Shown,
 *   meet: (first: string, last: string) => void, unmatched: () => number[],
 *   closeMatches: () => Map<number, string[]> }} NameRules */
/** A swimmer of the club across galas (people.mjs); the spelling, birth year and date and
 * licences stay in the build.
 * @typedef {{ hidden: boolean, gender?: string, first: string, last: string, year?: number, born?:
 * string, licences: Set<string>, ref: import('../../../src/lib/swim-types.js').SwimmerRef }} Person
 * */

/**
 * How names show, from results.yaml: `show(athlete)` for a meet file's athlete, `typed(name)` for a
 * record holder typed in records.yaml (split as `meet(first, last)` told of a swimmer in the
 * files). Each returns `{ name, hidden }`. `unmatched()`: the withheld entries (by index) that
 * matched no one; `closeMatches()`: per entry, the names (as `names:` shows them) of the swimmers
 * it withheld without their name being written exactly so.
 * @param {{ names: Style, withheld: (string | import('./withheld.mjs').Entry)[], words: { withheld:
 * string } }} settings
 * @returns {NameRules}
 */
export function nameRules({ names, withheld, words }) {
  const list = withheldList(withheld);
  /** @param {Named} swimmer */
  const show = (swimmer) =>
    list.match(swimmer) >= 0
      ? { name: words.withheld, hidden: true }
      : { name: styled(swimmer.first, swimmer.last, names), hidden: false };
  /** The files' swimmers by their name's words.
   * @type {Map<string, { first: string, last: string }>} */
  const known = new Map();
  const meet = (/** @type {string} */ first, /** @type {string} */ last) => {
    const key = nameWords(`${first} ${last}`).join('');
    if (!known.has(key)) known.set(key, { first, last });
  };
  // A typed name is split as the files split it where they have that swimmer; "Last, First" as
  // written; else its first word is the first name and the rest the surname ("Zoë Ní Bhriain"):
  // a middle name then hides with the surname rather than a surname showing in part.
  const typed = (/** @type {string} */ full) => {
    const found = known.get(nameWords(full).join(''));
    if (found) return show(found);
    const comma = /^([^,]+),\s*([^,]+)$/.exec(full.trim());
    if (comma) return show({ first: comma[2].trim(), last: comma[1].trim() });
    const [first, ...rest] = full.trim().split(/\s+/);
    return show({ first, last: rest.join(' ') });
  };
  const closeMatches = () =>
    new Map(
      [...list.closeMatches()].map(([i, swimmers]) => [
        i,
        [...new Set(swimmers.map((s) => styled(s.first, s.last, names)))],
      ]),
    );
  return { show, typed, meet, unmatched: list.unmatched, closeMatches };
}

/** The spelling of a name to show when files spell one swimmer differently: the same whatever
 * order the files are read in (accents and small letters kept over capitals). */
export const betterSpelling = (/** @type {string} */ a, /** @type {string} */ b) => {
  const score = (/** @type {string} */ s) =>
    /** @type {const} */ ([s === s.toUpperCase() ? 0 : 1, s.length - anyAscii(s).length, s]);
  const [x, y] = [score(a), score(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i] ? a : b;
  return a;
};
