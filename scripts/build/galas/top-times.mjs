// The club's top times: per pool, gender, age group (results.yaml's, and Open) and race, the ten
// fastest swimmers, all-time and this season (the newest season with a gala, as /results counts
// them), each swimmer once with their best (a relay team once, whatever its order: told apart by
// who they are, never by the names shown), one module per pool and gender and view
// (/records/top-times/25m-f, /records/top-times/25m-f/season). The records typed in records.yaml
// take their place in the all-time lists. Withheld swimmers show as results.yaml words them.
import { raceKey } from './club-records.mjs';
import { byGroup } from './groups.mjs';
import { whoSwam } from './identity.mjs';
import { seasonOf } from './summary.mjs';
import { pagesOf } from './top-times-pages.mjs';
import { storeTopTimes } from './top-times-store.mjs';
/** @import { Course, Gender, Race } from '../../../src/lib/swim-types.js' */
/** @import { StoredTopTimes, TopTime } from '../../../src/lib/top-times-types.js' */
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
  /** @param {Race} race @param {Gender} gender @param {string} group @param {unknown} who
   * @param {() => Row} row @param {boolean} inSeason */
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
      topTimes: storeTopTimes({
        ...page,
        view: 'allTime',
        ...(withSeason.has(page.id) ? { season } : {}),
        tables,
      }),
    };
  for (const { tables, ...page } of seasonPages)
    modules[`top-times-season/${page.id}`] = {
      topTimes: storeTopTimes({ ...page, view: 'season', season, tables }),
    };
  const ids = (/** @type {Pool} */ { id, course, gender, adults }) => ({
    id,
    course,
    gender,
    ...(adults ? { adults } : {}),
  });
  return { pools: all.map(ids), seasonPools: seasonPages.map(ids), season, modules };
}
