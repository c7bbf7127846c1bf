// Build step "galas": every meet file in content/galas/ read, our club's galas built, then,
// oldest first, PBs, records and swimmers' pages worked out in one walk. Reads results.yaml and
// records.yaml as checked by their schemas, changes neither, and returns what it made: the
// modules (galas, galas/<id>, seasons/<id>, swimmers/<slug>), the lists the pages step needs,
// results.yaml and records.yaml as visitors get them, every problem and warning with its file
// and line, and each gala's address.
import { join } from 'node:path';
import { candidates } from './candidates.mjs';
import { listGalaFiles } from './files.mjs';
import { walkHistory } from './history.mjs';
import { nameRules } from './names.mjs';
import { standardList, swimmerList, topTimesPages } from './page-lists.mjs';
import { roster } from './people.mjs';
import { readGalas } from './read-galas.mjs';
import { galaRecap } from './recap.mjs';
import { seasonModules } from './seasons.mjs';
import { giveSlugs } from './slugs.mjs';
import { storeGala } from './store.mjs';
import { topTimes } from './top-times.mjs';
import { published, typedRecords } from './typed-records.mjs';
import { withheldWarnings } from './withheld-warnings.mjs';
import { judgeStandards } from '../standards/modules.mjs';
/** @import { Records } from '../../../src/content/schema/records.js' */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { Gala } from '../../../src/lib/gala-types.js' */
/** @import { GalasMade, GalaWords, Problem } from './types.js' */

/**
 * @param {{ contentDir: string, results?: Results, records?: Records, standards?: any[],
 * addressKey: string, groupName: (words: string) => string, shown: (path: string) => string, where:
 * Record<string, (path: (string | number)[]) => { file: string, line: number }> }} args
 * `addressKey`: the club's secret key for swimmers' addresses (address-key.mjs). `groupName`: an
 * age group as results.yaml names it ("10-11" → "10–11"), from src/content/checks.ts.
 */
export async function buildGalas({
  contentDir,
  results,
  records,
  standards,
  addressKey,
  groupName,
  shown,
  where,
}) {
  const folder = join(contentDir, 'galas');
  const { files, warnings } = await listGalaFiles(folder, shown);
  /** @type {Problem[]} */
  const problems = [];
  /** @type {GalasMade} */
  const made = {
    problems,
    warnings,
    modules: {},
    galas: [],
    seasons: [],
    swimmers: [],
    addresses: [],
    results,
    records: published(records),
  };
  if (!results) return made;
  // The withheld names are for the build only: results.yaml's module goes to every visitor. The
  // per-gala words (title, note, photos) are in each gala's module, so they are not sent twice.
  const { withheld, galas: perGala, ...shownResults } = results;
  made.results = shownResults;
  const rules = nameRules({
    names: results.names,
    withheld,
    words: { withheld: results.words.withheld },
  });
  /** @type {Record<string, GalaWords>} gala address → results.yaml's words for it */
  const words = {};
  const people = roster();
  const settings = {
    ...results,
    galas: words,
    nameRules: rules,
    exhibitionSwims: results.exhibitionSwims === 'count',
  };
  const read = await readGalas(files, perGala, settings, people);
  const { built, used } = read;
  problems.push(...read.problems);
  made.addresses.push(...read.addresses);
  for (const key of Object.keys(perGala))
    if (!used.has(key))
      problems.push({
        ...where.results(['galas', key]),
        field: `galas › ${key}`,
        message:
          `no gala in ${shown(folder)}/ has the address ${key} or a file named ${key}.lxf or ` +
          `${key}.lef; check the spelling (the build lists each gala's address), or delete ` +
          'these lines',
      });
  if (problems.length) return made;
  built.sort(
    (a, b) => a.gala.firstDay.localeCompare(b.gala.firstDay) || a.gala.id.localeCompare(b.gala.id),
  );

  const typed = typedRecords(records, rules, people, groupName);
  giveSlugs(people.values(), addressKey);
  const standardModules = judgeStandards({ built, standards: standards ?? [] });
  const { records: clubRecords, swimmers } = walkHistory(built, typed, people, results);
  // A schedule's swimmers by what every file said: withheld if any of them withholds them.
  for (const { gala, schedule } of built) {
    const day = schedule?.((athlete) => {
      const person = people.find(athlete, new Set());
      const shown = rules.show(athlete);
      return shown.hidden || person?.hidden ? undefined : (person?.ref ?? { name: shown.name });
    });
    if (day) gala.schedule = day;
  }
  const candidatesFor = candidates(built, people, rules);
  for (const { gala, before } of built) {
    const entries = before?.(candidatesFor);
    if (entries) gala.before = entries;
  }
  made.records = { ...published(records), ...clubRecords };
  warnings.push(...withheldWarnings(rules, (i) => where.results(['withheld', i])));

  const galas = built.map(({ gala }) => gala).reverse(); // newest first
  for (const gala of galas) gala.recap = galaRecap(gala);
  const summaries = galas.map(({ events, note, photos, ...summary }) => summary);
  // The recap is for the gala's page and its feed entry, not the lists of galas.
  const bySeason = seasonModules(
    summaries.map(({ recap, ...listed }) => listed),
    results.pages.season,
  );
  made.modules = bySeason.modules;
  // A withheld swimmer's own swims are left out of the pages: "Club swimmer" beside a time, heat
  // and place is found in the meet's published results in a minute. (A relay shows them as
  // "Club swimmer"; the counts above include them, naming no one.)
  const hidden = new Set([...people.values()].filter((p) => p.hidden).map((p) => p.ref));
  for (const gala of galas)
    made.modules[`galas/${gala.id}`] = { gala: storeGala(withoutHidden(gala, hidden)) };
  Object.assign(made.modules, standardModules(swimmers, people));
  const top = topTimes(built, results, typed);
  Object.assign(made.modules, top.modules);
  // /records links each pool's top times.
  if (made.records) made.records.topTimes = top.pools;
  for (const swimmer of swimmers) made.modules[`swimmers/${swimmer.slug}`] = { swimmer };
  // What the pages step needs to prerender one page per gala, season and swimmer.
  made.galas = summaries;
  made.seasons = bySeason.seasons;
  made.swimmers = swimmers.map(({ slug, name }) => ({ slug, name }));
  made.swimmerList = swimmerList(swimmers, results);
  made.modules['swimmer-list'] = { swimmerList: made.swimmerList };
  // Every standard's page, linked from /results, /records and each gala's page.
  made.modules['standard-list'] = { standardList: standardList(standards ?? []) };
  Object.assign(made, topTimesPages(top, results));
  return made;
}

/** The gala with no swim of a withheld swimmer's own; an event left with none, left out.
 * @param {Gala} gala @param {Set<unknown>} hidden */
function withoutHidden(gala, hidden) {
  const events = gala.events
    .map((event) => ({ ...event, swims: event.swims.filter((swim) => !hidden.has(swim.swimmer)) }))
    .filter((event) => event.swims.length);
  return { ...gala, events };
}
