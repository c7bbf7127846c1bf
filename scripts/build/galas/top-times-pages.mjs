// The top-times lists made pages: one per pool and gender, of one view (all-time or this
// season), each list its ten fastest, a swimmer (or team) once each.
import { byRace } from './club-records.mjs';
import { grownUp } from './groups.mjs';
/** @import { Course, Gender } from '../../../src/lib/swim-types.js' */
/** @import { TopTimes } from '../../../src/lib/top-times-types.js' */
/** @import { Bests, List, Pool, Row } from './top-times.mjs' */
/** @typedef {TopTimes['tables'][number]} Table */

const top = 10;
/** @type {Partial<Record<Course, string>>} */
const poolIds = { SCM: '25m', LCM: '50m', SCY: '25yd' };
const genderOrder = ['F', 'M', 'X'];
const courseOrder = ['SCM', 'LCM', 'SCY'];

/** A pool's part of the address: 25m, 50m, 25yd, or its Lenex code in lower case (then the
 * gender's code: /records/top-times/25m-f). */
export const poolId = (/** @type {Course} */ course) => poolIds[course] ?? course.toLowerCase();

/** The ten fastest, one each: the best of each swimmer (or team), ties by the earlier swim. */
/** @param {Bests} bests @returns {Row[]} */
function fastest(bests) {
  return [...bests.values()]
    .sort((a, b) => a.time - b.time || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, top);
}

/**
 * A page per pool and gender, of one view's lists (all-time or this season), each race with a swim
 * in it: ten years of a busy club's lists in one pool were 62 KB gzipped, both views of a pool and
 * gender 31–34 KB. A table's (and a page's) swimmers are called by the adults' words where
 * groups.mjs says so.
 * @param {Map<string, List>} lists @param {'allTime' | 'season'} view
 * @param {{ order: (a: string, b: string) => number, from: number | undefined, min: Map<string,
 * number> }} groups
 * @returns {(Pool & { tables: TopTimes['tables'] })[]}
 */
export function pagesOf(lists, view, groups) {
  /** pool|gender → gender|group → table
   * @type {Map<string, Map<string, Table & { ages: (number | undefined)[] }>>} */
  const pools = new Map();
  for (const list of lists.values()) {
    if (!list[view].size) continue;
    const course = list.race.course;
    const page = `${course}|${list.gender}`;
    let tables = pools.get(page);
    if (!tables) pools.set(page, (tables = new Map()));
    const key = `${list.gender}|${list.group}`;
    let table = tables.get(key);
    if (!table)
      tables.set(key, (table = { gender: list.gender, ageGroup: list.group, races: [], ages: [] }));
    const swims = fastest(list[view]);
    table.ages.push(...swims.map((s) => s.age));
    table.races.push({ ...list.race, swims: swims.map(({ age, ...swim }) => swim) });
  }
  return [...pools.keys()]
    .map((key) => /** @type {[Course, Gender]} */ (key.split('|')))
    .sort(
      ([c1, g1], [c2, g2]) =>
        courseOrder.indexOf(c1) - courseOrder.indexOf(c2) ||
        genderOrder.indexOf(g1) - genderOrder.indexOf(g2),
    )
    .map(([course, gender]) => {
      const tables = [...(pools.get(`${course}|${gender}`)?.values() ?? [])]
        .sort((a, b) => groups.order(a.ageGroup, b.ageGroup))
        .map(({ ages, ...t }) => ({
          ...t,
          races: t.races.sort(byRace),
          ...(grownUp(groups.from, ages, groups.min.get(t.ageGroup))
            ? { adults: /** @type {const} */ (true) }
            : {}),
        }));
      const adults = tables.every((t) => t.adults);
      return {
        id: `${poolId(course)}-${gender.toLowerCase()}`,
        course,
        gender,
        ...(adults ? { adults: /** @type {const} */ (true) } : {}),
        tables,
      };
    });
}
