// The lists the results pages are reached by, from what the walk through the galas found:
// /swimmers (everyone A to Z, each told apart from a namesake), every standard's page (linked
// from /results, /records and each gala's page), and each pool's top times, titled.
import { withFilterKey } from './filter-key.mjs';
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { StandardName } from '../../../src/lib/standard-types.js' */
/** @import { Swimmer } from '../../../src/lib/swimmer-types.js' */
/** @import { Pool, topTimes } from './top-times.mjs' */

/** /swimmers (src/pages/SwimmersPage.tsx). @param {Swimmer[]} swimmers @param {Results} results */
export function swimmerList(swimmers, results) {
  const list = swimmers.map(({ slug, name, group }) =>
    withFilterKey({ slug, name, ...(group ? { group } : {}) }),
  );
  list.sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      (a.group ?? '').localeCompare(b.group ?? ''),
  );
  return {
    title: results.pages.swimmersTitle,
    description: results.pages.swimmersDescription,
    swimmers: list,
  };
}

/** @param {StandardName[]} standards */
export const standardList = (standards) =>
  standards.map(({ id, name, short }) => ({ id, name, short }));

/** Each pool's top-times pages, all-time and this season's, with their titles.
 * @param {ReturnType<typeof topTimes>} top @param {Results} results */
export function topTimesPages(top, results) {
  const { pools, genders, adultGenders } = results.words;
  /** @param {string} words @param {Pool} pool (the page's genderName, src/lib/gala-words.ts) */
  const title = (words, { course, gender, adults }) =>
    words
      .replaceAll('{pool}', pools[/** @type {keyof typeof pools} */ (course)] ?? pools.other)
      .replaceAll(
        '{gender}',
        (adults && gender !== 'X' ? adultGenders?.[gender] : undefined) ?? genders[gender],
      )
      .replaceAll('{season}', top.season ?? '');
  return {
    topTimes: top.pools.map((pool) => ({
      id: pool.id,
      title: title(results.pages.topTimesTitle, pool),
    })),
    topTimesSeason: top.seasonPools.map((pool) => ({
      id: pool.id,
      title: title(results.pages.topTimesSeasonTitle, pool),
    })),
  };
}
