// The galas' lists by season (September to August): /results lists the newest season's galas
// and links the others, each a page of its own (/results/seasons/<id>), so /results, which a
// phone keeps offline, stays small however many seasons a club has swum.

/** "2025–26" → "2025-26", the season's address. */
const seasonId = (/** @type {string} */ season) => season.replace('–', '-');

/**
 * @param {import('../../../src/lib/results-types.js').GalaSummary[]} galas newest first
 * @param {string} seasonWords results.yaml's "{season} season"
 */
export function seasonModules(galas, seasonWords) {
  const seasons = new Map();
  for (const gala of galas) seasons.set(gala.season, [...(seasons.get(gala.season) ?? []), gala]);
  const list = [...seasons].map(([name, inSeason]) => ({
    id: seasonId(name),
    title: seasonWords.replaceAll('{season}', name),
    galas: inSeason,
  }));
  const links = list.map(({ id, title }) => ({ id, title }));
  /** @type {Record<string, object>} */
  const modules = { galas: { galas: list[0]?.galas ?? [], earlierSeasons: links.slice(1) } };
  for (const season of list) modules[`seasons/${season.id}`] = { season };
  return { modules, seasons: links };
}
