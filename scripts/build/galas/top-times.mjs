// The club's top times: per pool, gender, age group (results.yaml's, and Open) and race, the ten
// fastest swimmers, all-time and this season (the newest season with a gala, as /results counts
// them), each swimmer once with their best (a relay team once, whatever its order: told apart by
// who they are, never by the names shown), one module per pool and gender and view
// (/records/top-times/25m-f, /records/top-times/25m-f/season). The records typed in records.yaml
// take their place in the all-time lists. Withheld swimmers show as results.yaml words them.
import { byRace, raceKey } from './club-records.mjs';
import { byGroup, grownUp } from './groups.mjs';
import { whoSwam } from './identity.mjs';
import { seasonOf } from './summary.mjs';
/** @import { Course, Gender, Race, SwimmerRef } from '../../../src/lib/swim-types.js' */
/**
 * @import { StoredTopTime, StoredTopTimes, TopTime, TopTimes }
 *   from '../../../src/lib/top-times-types.js'
 */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { BuiltGala, TypedRecord } from './types.js' */
/** A swim with the swimmer's age (the youngest leg's, a relay's), for the words: never written out.
 * @typedef {TopTime & { age?: number }} Row */
/** A swimmer (or a team: identity.mjs) → their best time. @typedef {Map<unknown, Row>} Bests */
/**
 * A list's key parts. @typedef {{ race: Race, gender: Gender, group: string, allTime: Bests,
 * season: Bests }} List
 */
/** A pool and gender's page; `adults`: every swimmer on it is called by the adults' words.
 * @typedef {{ id: string, course: Course, gender: Gender, adults?: true }} Pool */

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
 * @param {BuiltGala[]} built the galas, oldest first
 * @param {Results} settings results.yaml
 * @param {TypedRecord[]} [typed] records.yaml's records, each holder with who they are (`who`)
 * @returns {{ pools: Pool[], seasonPools: Pool[], season: string | undefined, modules:
 * Record<string, { topTimes: StoredTopTimes }> }}
 */
export function topTimes(built, settings, typed = []) {
  const newest = built.at(-1);
  const season = newest ? seasonOf(newest.gala.firstDay) : undefined;
  /** @type {Map<string, List>} pool|gender|group|race → */
  const lists = new Map();
  /** @param {Race} race @param {Gender} gender @param {string} group @param {unknown} who @param {() => Row} row @param {boolean} inSeason */
  const add = (race, gender, group, who, row, inSeason) => {
    const key = `${race.course}|${gender}|${group}|${raceKey(race)}`;
    let list = lists.get(key);
    if (!list)
      lists.set(key, (list = { race, gender, group, allTime: new Map(), season: new Map() }));
    const time = row().time;
    for (const [bests, counts] of /** @type {[Bests, boolean][]} */ ([
      [list.allTime, true],
      [list.season, inSeason],
    ])) {
      if (counts && !((bests.get(who)?.time ?? Infinity) <= time)) bests.set(who, row());
    }
  };
  // A typed record (older than the galas, or from a meet without a file) in its group's all-time
  // list, and Open's, as a gala's swim is.
  for (const { race, gender, ageGroup, holder } of typed) {
    const { swimmer, team, time, date, galaTitle, age, who } = holder;
    const row = () => ({
      swimmer,
      ...(team ? { team } : {}),
      time,
      date,
      gala: '',
      galaTitle,
      age,
    });
    for (const group of new Set([ageGroup, 'Open']))
      add(race, gender, group, who ?? swimmer, row, false);
  }
  for (const { gala, counted } of built) {
    const inSeason = gala.season === season;
    for (const c of counted) {
      // A withheld swimmer's own times are left out (a relay of theirs shows "Club swimmer").
      if (c.person?.hidden) continue;
      /** @returns {Row} */
      const row = () => ({
        swimmer: c.team ? { name: c.team.map((t) => t.name).join(', ') } : c.person.ref,
        ...(c.team ? { team: c.team } : {}),
        time: c.time,
        date: c.date,
        gala: gala.id,
        galaTitle: gala.title,
        // The age the gala's page shows (at 31 December), never the records' (maybe on the day).
        age: c.swim.age,
      });
      for (const group of c.groups) add(c.race, c.gender, group, whoSwam(c), row, inSeason);
    }
  }
  const groups = {
    order: byGroup(settings.ageGroups),
    from: settings.words.adultGenders?.from,
    min: new Map(settings.ageGroups.map((g) => [g.name, g.min])),
  };
  const all = pagesOf(lists, 'allTime', groups);
  const seasonPages = pagesOf(lists, 'season', groups);
  const withSeason = new Set(seasonPages.map(({ id }) => id));
  /** @type {Record<string, { topTimes: StoredTopTimes }>} */
  const modules = {};
  for (const { tables, ...page } of all)
    modules[`top-times/${page.id}`] = {
      topTimes: store({
        ...page,
        view: 'allTime',
        ...(withSeason.has(page.id) ? { season } : {}),
        tables,
      }),
    };
  for (const { tables, ...page } of seasonPages)
    modules[`top-times-season/${page.id}`] = {
      topTimes: store({ ...page, view: 'season', season, tables }),
    };
  const ids = (/** @type {Pool} */ { id, course, gender, adults }) => ({
    id,
    course,
    gender,
    ...(adults ? { adults } : {}),
  });
  return { pools: all.map(ids), seasonPools: seasonPages.map(ids), season, modules };
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
function pagesOf(lists, view, groups) {
  /** @type {Map<string, Map<string, TopTimes['tables'][number] & { ages: (number | undefined)[] }>>} pool|gender → gender|group → table */
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

/** As its module stores it (src/lib/top-times-types.ts's StoredTopTimes; src/lib/top-times-store.ts
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
  const who = (/** @type {SwimmerRef} */ ref) =>
    index(refs, refIndex, `${ref.slug ?? ''} ${ref.name}`, ref);
  /** @returns {StoredTopTime} */
  const row = (/** @type {TopTime} */ swim) => [
    swim.team ? swim.team.map(who) : who(swim.swimmer),
    swim.time,
    swim.date,
    index(
      galas,
      galaIndex,
      swim.gala,
      /** @type {[string, string]} */ ([swim.gala, swim.galaTitle]),
    ),
  ];
  const stored = tables.map(({ races, ...table }) => ({
    ...table,
    races: races.map(({ swims, course: _pool, ...race }) => ({ ...race, swims: swims.map(row) })),
  }));
  return { ...top, refs, galas, tables: stored };
}
