// The club's top times: per pool, gender, age group (results.yaml's, and Open) and race, the ten
// fastest swimmers, all-time and this season (the newest season with a gala, as /results counts
// them), each swimmer once with their best (a relay team once, whatever its order), one module
// per pool and gender and view (/records/top-times/25m-f, /records/top-times/25m-f/season).
// Withheld swimmers show as results.yaml words them.
import { byRace } from './club-records.mjs';
import { seasonOf } from './summary.mjs';
/** @import { Course, Gender, Race, StoredTopTime, StoredTopTimes, SwimmerRef, TopTime, TopTimes } from '../../../src/lib/gala-types.js' */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { BuiltGala } from './types.js' */
/** @import { Person } from './names.mjs' */
/** A swimmer (or a team, by its names) → their best time. @typedef {Map<Person | string, TopTime>} Bests */
/** A pool and gender's page. @typedef {{ id: string, course: Course, gender: Gender }} Pool */

const top = 10;
/** @type {Partial<Record<Course, string>>} */
const poolIds = { SCM: '25m', LCM: '50m', SCY: '25yd' };
const genderOrder = ['F', 'M', 'X'];
const courseOrder = ['SCM', 'LCM', 'SCY'];

/** A pool's part of the address: 25m, 50m, 25yd, or its Lenex code in lower case (then the
 * gender's code: /records/top-times/25m-f). */
export const poolId = (/** @type {Course} */ course) => poolIds[course] ?? course.toLowerCase();

/** The ten fastest, one each: the best of each swimmer (or team), ties by the earlier swim. */
/** @param {Bests} bests */
function fastest(bests) {
  return [...bests.values()].sort((a, b) => a.time - b.time || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).slice(0, top);
}

/**
 * @param {BuiltGala[]} built the galas, oldest first
 * @param {Results} settings results.yaml
 * @returns {{ pools: Pool[], seasonPools: Pool[], season: string | undefined, modules: Record<string, { topTimes: StoredTopTimes }> }}
 */
export function topTimes(built, settings) {
  const newest = built.at(-1);
  const season = newest ? seasonOf(newest.gala.firstDay) : undefined;
  /** @type {Map<string, { race: Race, gender: Gender, group: string, allTime: Bests, season: Bests }>} pool|gender|group|race → */
  const lists = new Map();
  for (const { gala, counted } of built) {
    const inSeason = gala.season === season;
    for (const c of counted) {
      const who = c.team
        ? c.team
            .map((t) => t.name)
            .sort()
            .join('|')
        : c.person;
      /** @returns {TopTime} */
      const row = () => ({
        swimmer: c.team ? { name: c.team.map((t) => t.name).join(', ') } : c.person.ref,
        ...(c.team ? { team: c.team } : {}),
        time: c.time,
        date: c.date,
        gala: gala.id,
        galaTitle: gala.title,
      });
      for (const group of c.groups) {
        const key = `${c.race.course}|${c.gender}|${group}|${c.raceKey}`;
        let list = lists.get(key);
        if (!list) lists.set(key, (list = { race: c.race, gender: c.gender, group, allTime: new Map(), season: new Map() }));
        for (const [bests, counts] of /** @type {[Bests, boolean][]} */ ([
          [list.allTime, true],
          [list.season, inSeason],
        ])) {
          if (counts && !((bests.get(who)?.time ?? Infinity) <= c.time)) bests.set(who, row());
        }
      }
    }
  }
  const groupOrder = [...settings.ageGroups.map((g) => g.name), 'Open'];
  const all = pagesOf(lists, 'allTime', groupOrder);
  const seasonPages = pagesOf(lists, 'season', groupOrder);
  const withSeason = new Set(seasonPages.map(({ id }) => id));
  /** @type {Record<string, { topTimes: StoredTopTimes }>} */
  const modules = {};
  for (const { tables, ...page } of all)
    modules[`top-times/${page.id}`] = { topTimes: store({ ...page, view: 'allTime', ...(withSeason.has(page.id) ? { season } : {}), tables }) };
  for (const { tables, ...page } of seasonPages) modules[`top-times-season/${page.id}`] = { topTimes: store({ ...page, view: 'season', season, tables }) };
  const ids = (/** @type {Pool} */ { id, course, gender }) => ({ id, course, gender });
  return { pools: all.map(ids), seasonPools: seasonPages.map(ids), season, modules };
}

/**
 * A page per pool and gender, of one view's lists (all-time or this season), each race with a
 * swim in it: ten years of a busy club's lists in one pool were 62 KB gzipped, both views of a
 * pool and gender 31–34 KB.
 * @param {Map<string, { race: Race, gender: Gender, group: string, allTime: Bests, season: Bests }>} lists
 * @param {'allTime' | 'season'} view @param {string[]} groupOrder
 * @returns {{ id: string, course: Course, gender: Gender, tables: TopTimes['tables'] }[]}
 */
function pagesOf(lists, view, groupOrder) {
  /** @type {Map<string, Map<string, TopTimes['tables'][number]>>} pool|gender → gender|group → table */
  const pools = new Map();
  for (const list of lists.values()) {
    if (!list[view].size) continue;
    const course = list.race.course;
    const page = `${course}|${list.gender}`;
    let tables = pools.get(page);
    if (!tables) pools.set(page, (tables = new Map()));
    const key = `${list.gender}|${list.group}`;
    let table = tables.get(key);
    if (!table) tables.set(key, (table = { gender: list.gender, ageGroup: list.group, races: [] }));
    table.races.push({ ...list.race, swims: fastest(list[view]) });
  }
  return [...pools.keys()]
    .map((key) => /** @type {[Course, Gender]} */ (key.split('|')))
    .sort(([c1, g1], [c2, g2]) => courseOrder.indexOf(c1) - courseOrder.indexOf(c2) || genderOrder.indexOf(g1) - genderOrder.indexOf(g2))
    .map(([course, gender]) => ({
      id: `${poolId(course)}-${gender.toLowerCase()}`,
      course,
      gender,
      tables: [...(pools.get(`${course}|${gender}`)?.values() ?? [])]
        .sort((a, b) => groupOrder.indexOf(a.ageGroup) - groupOrder.indexOf(b.ageGroup))
        .map((t) => ({ ...t, races: t.races.sort(byRace) })),
    }));
}

/** As its module stores it (src/lib/gala-types.ts's StoredTopTimes; src/lib/top-times-store.ts
 * reads it back): each swimmer and gala listed once, each swim a short row, so the page of ten
 * years of a busy club's times stays small. @param {TopTimes} times @returns {StoredTopTimes} */
function store({ tables, ...top }) {
  /** @type {SwimmerRef[]} */
  const refs = [];
  /** @type {StoredTopTimes['galas']} */
  const galas = [];
  /** @template T @param {T[]} list @param {Map<string, number>} map @param {string} key @param {T} value */
  const index = (list, map, key, value) => {
    let at = map.get(key);
    if (at === undefined) map.set(key, (at = list.push(value) - 1));
    return at;
  };
  /** @type {Map<string, number>} */
  const refIndex = new Map();
  /** @type {Map<string, number>} */
  const galaIndex = new Map();
  const who = (/** @type {SwimmerRef} */ ref) => index(refs, refIndex, `${ref.slug ?? ''} ${ref.name}`, ref);
  /** @returns {StoredTopTime} */
  const row = (/** @type {TopTime} */ swim) => [
    swim.team ? swim.team.map(who) : who(swim.swimmer),
    swim.time,
    swim.date,
    index(galas, galaIndex, swim.gala, /** @type {[string, string]} */ ([swim.gala, swim.galaTitle])),
  ];
  const stored = tables.map(({ races, ...table }) => ({
    ...table,
    races: races.map(({ swims, course: _pool, ...race }) => ({ ...race, swims: swims.map(row) })),
  }));
  return { ...top, refs, galas, tables: stored };
}
