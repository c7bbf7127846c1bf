// The groups records and top times are kept in, and the words for who is in them: one rule for
// every page, the feed and the recap. A swimmer counts in each of the club's age groups their age
// is in (results.yaml), and Open; a relay in the band the meet's file ranks it in (an AGEGROUP,
// its four ages added up where the file says calculate="TOTAL": 100–119), and Open.
import { lenexAgeWords } from './age.mjs';
/** @import { AgeGroup, Meet, MeetEvent, RelayResult } from './meet-types.js' */

/** A meet's age group in words ("45–49 years"); a relay's band of added-up ages says so.
 * @param {{ min: number, max: number, total?: true }} g */
export const meetGroupWords = (g) => {
  const words = lenexAgeWords(g.min, g.max);
  return words && g.total ? `${words}, ages added up` : words;
};

/** A band's words as the club's groups are written: "100–119", "35 and over", "12 and under".
 * @param {AgeGroup} g */
const bandName = (g) =>
  g.min < 0 ? `${g.max} and under` : g.max < 0 ? `${g.min} and over` : `${g.min}–${g.max}`;
const open = (/** @type {AgeGroup} */ g) => g.min < 0 && g.max < 0;

/** A relay's groups: the band the file ranks it in (the narrowest), else the event's one band;
 * with none, Open alone. @param {RelayResult} relay @param {MeetEvent} e @param {Meet} meet */
export function relayGroups(relay, e, meet) {
  const ranked = (meet.places.get(relay.resultId) ?? []).filter((g) => !open(g));
  const width = (/** @type {AgeGroup} */ g) => (g.min < 0 || g.max < 0 ? Infinity : g.max - g.min);
  const band = ranked.length ? ranked.reduce((a, b) => (width(b) < width(a) ? b : a)) : undefined;
  const only = e.ageGroups.length === 1 && !open(e.ageGroups[0]) ? e.ageGroups[0] : undefined;
  const g = band ?? only;
  return g ? [bandName(g), 'Open'] : ['Open'];
}

/** Whether a table's (or an event's) swimmers are called by results.yaml's words for adults
 * ("Women", not "Girls"): its group is for `from` and over, or every one of them was that age.
 * @param {number | undefined} from @param {(number | undefined)[]} ages
 * @param {number} [groupMin] */
export const grownUp = (from, ages, groupMin) =>
  from !== undefined &&
  ((groupMin ?? -1) >= from ||
    (ages.length > 0 && ages.every((age) => age !== undefined && age >= from)));

/** Groups in the club's order (results.yaml's, then relay bands by their youngest age), Open last.
 * @param {{ name: string, min: number }[]} clubGroups
 * @returns {(a: string, b: string) => number} */
export function byGroup(clubGroups) {
  const order = new Map(clubGroups.map((g, i) => [g.name, i]));
  const rank = (/** @type {string} */ group) =>
    group === 'Open'
      ? [2, 0]
      : order.has(group)
        ? [0, order.get(group) ?? 0]
        : [1, Number.parseInt(group, 10) || 0];
  return (a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1];
  };
}
