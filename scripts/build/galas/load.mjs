// Build step "galas": every meet file in content/galas/ read, our club's galas built, then,
// oldest first, PBs, records and swimmers' pages worked out in one walk. Reads results.yaml and
// records.yaml as checked by their schemas, changes neither, and returns what it made: the
// modules (galas, galas/<id>, seasons/<id>, swimmers/<slug>), the lists the pages step needs,
// results.yaml and records.yaml as visitors get them, every problem and warning with its file
// and line, and each gala's address.
import { join } from 'node:path';
import { fileStem, meetAddress } from './address.mjs';
import { listGalaFiles } from './files.mjs';
import { withFilterKey } from './filter-key.mjs';
import { buildGala } from './gala.mjs';
import { walkHistory } from './history.mjs';
import { readMeet } from './meet-cache.mjs';
import { nameRules, relayNames } from './names.mjs';
import { GalaFileProblem } from './problem.mjs';
import { seasonModules } from './seasons.mjs';
import { giveSlugs } from './slugs.mjs';
import { storeGala } from './store.mjs';
import { galaRecap } from './recap.mjs';
import { topTimes } from './top-times.mjs';
import { judgeStandards } from '../standards/modules.mjs';
/** @import { Records } from '../../../src/content/schema/records.js' */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { Course, Gender } from '../../../src/lib/gala-types.js' */
/** @import { NameRules } from './names.mjs' */
/** @import { BuiltGala, GalasMade, GalaWords, Problem } from './types.js' */

/**
 * @param {{ contentDir: string, results?: Results, records?: Records, standards?: any[], groupName: (words: string) => string, shown: (path: string) => string, where: Record<string, (path: (string | number)[]) => { file: string, line: number }> }} args
 * `groupName`: an age group as results.yaml names it ("10-11" → "10–11"), from src/content/checks.ts.
 */
export async function buildGalas({ contentDir, results, records, standards, groupName, shown, where }) {
  const folder = join(contentDir, 'galas');
  const { files, warnings } = await listGalaFiles(folder, shown);
  /** @type {Problem[]} */
  const problems = [];
  /** @type {GalasMade} */
  const made = { problems, warnings, modules: {}, galas: [], seasons: [], swimmers: [], addresses: [], results, records: published(records) };
  if (!results) return made;
  // The withheld names are for the build only: results.yaml's module goes to every visitor. The
  // per-gala words (title, note, photos) are in each gala's module, so they are not sent twice.
  const { withheld, galas: perGala, ...shownResults } = results;
  made.results = shownResults;
  const rules = nameRules({ names: results.names, withheld, words: { withheld: results.words.withheld } });
  /** @type {Set<string>} every full name in the files, for a withheld name that matches none */
  const seen = new Set();
  /** @type {Record<string, GalaWords>} gala address → results.yaml's words for it */
  const words = {};
  /** @type {Set<string>} results.yaml's gala keys that found their gala */
  const used = new Set();
  /** @type {Map<string, string>} gala address → its file */
  const taken = new Map();

  // One file at a time: each file's XML tree and meet are let go before the next is read, so
  // ten years of galas never sit in memory at once; only our swims are kept.
  /** @type {Map<string, import('./names.mjs').Person>} */
  const people = new Map();
  /** @type {BuiltGala[]} */
  const built = [];
  const settings = { ...results, galas: words, nameRules: rules, exhibitionSwims: results.exhibitionSwims === 'count' };
  for (const { name, file, path } of files) {
    try {
      const meet = await readMeet(path);
      if (!meet.events.size) throw new GalaFileProblem("it holds no events: is it the meet's results file?");
      const key = [meetAddress(meet), fileStem(name)].find((k) => perGala[k]);
      if (key) used.add(key);
      const given = key === undefined ? undefined : perGala[key];
      const id = given?.address ?? meetAddress(meet);
      if (taken.has(id)) {
        problems.push({
          file,
          line: 1,
          message: `its gala's address, /results/${id}, is already ${taken.get(id)}'s (the same meet twice?): keep one file, or give this one an address of its own in results.yaml (galas › ${id} › address)`,
        });
        continue;
      }
      taken.set(id, file);
      words[id] = given ?? {};
      if (withheld.length) for (const a of meet.athletes.values()) seen.add(`${a.first} ${a.last}`);
      built.push(buildGala({ id, meet, settings, people }));
      made.addresses.push({ file, address: id });
    } catch (error) {
      if (!(error instanceof GalaFileProblem)) throw error;
      problems.push({ file, line: error.line, message: error.message });
    }
  }
  for (const key of Object.keys(perGala))
    if (!used.has(key))
      problems.push({
        ...where.results(['galas', key]),
        field: `galas › ${key}`,
        message: `no gala in ${shown(folder)}/ has the address ${key} or a file named ${key}.lxf or ${key}.lef; check the spelling (the build lists each gala's address), or delete these lines`,
      });
  if (problems.length) return made;
  built.sort((a, b) => a.gala.firstDay.localeCompare(b.gala.firstDay) || a.gala.id.localeCompare(b.gala.id));

  const typed = (records?.records ?? []).filter(Boolean).map((r) => ({
    race: { distance: r.race.distance, stroke: r.race.stroke, relayCount: r.race.relayCount, course: r.pool },
    gender: r.gender,
    ageGroup: groupName(r.ageGroup),
    holder: { ...typedHolder(r, rules, seen), time: r.time, date: r.date, galaTitle: r.gala },
  }));
  giveSlugs([...people.values()], String(results.club));
  const standardModules = judgeStandards({ built, standards: standards ?? [] });
  const { records: clubRecords, swimmers } = walkHistory(built, typed, people, results);
  made.records = { ...published(records), ...clubRecords };
  warnings.push(
    ...rules.unmatched([...seen]).map(({ name, nearest }) => ({
      ...where.results(['withheld', withheld.indexOf(name)]),
      field: 'withheld',
      message: `"${name}" matches no swimmer in the galas' files or records.yaml, so nothing is withheld for it${nearest.length ? `; the nearest names there: ${nearest.join(', ')}` : ''}. Write the name as the files spell it`,
    })),
  );

  const galas = built.map(({ gala }) => gala).reverse(); // newest first
  for (const gala of galas) gala.recap = galaRecap(gala);
  const summaries = galas.map(({ events, note, photos, ...summary }) => summary);
  // The recap is for the gala's page and its feed entry, not the lists of galas.
  const bySeason = seasonModules(
    summaries.map(({ recap, ...listed }) => listed),
    results.pages.season,
  );
  made.modules = bySeason.modules;
  for (const gala of galas) made.modules[`galas/${gala.id}`] = { gala: storeGala(gala) };
  Object.assign(made.modules, standardModules(swimmers, people));
  const top = topTimes(built, results);
  Object.assign(made.modules, top.modules);
  // /records links each pool's top times.
  if (made.records) made.records.topTimes = top.pools;
  for (const swimmer of swimmers) made.modules[`swimmers/${swimmer.slug}`] = { swimmer };
  // What the pages step needs to prerender one page per gala, season and swimmer.
  made.galas = summaries;
  made.seasons = bySeason.seasons;
  made.swimmers = swimmers.map(({ slug, name }) => ({ slug, name }));
  // /swimmers: everyone A to Z, each told apart from a namesake (src/pages/SwimmersPage.tsx).
  const list = swimmers.map(({ slug, name, group }) => withFilterKey({ slug, name, ...(group ? { group } : {}) }));
  list.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.group ?? '').localeCompare(b.group ?? ''));
  made.swimmerList = { title: results.pages.swimmersTitle, description: results.pages.swimmersDescription, swimmers: list };
  made.modules['swimmer-list'] = { swimmerList: made.swimmerList };
  // Every standard's page, linked from /results, /records and each gala's page.
  made.modules['standard-list'] = { standardList: (standards ?? []).map(({ id, name, short }) => ({ id, name, short })) };
  const { pools, genders } = results.words;
  /** @param {string} words @param {Course} course @param {Gender} gender */
  const title = (words, course, gender) =>
    words
      .replaceAll('{pool}', pools[/** @type {keyof typeof pools} */ (course)] ?? pools.other)
      .replaceAll('{gender}', genders[gender])
      .replaceAll('{season}', top.season ?? '');
  made.topTimes = top.pools.map(({ id, course, gender }) => ({ id, title: title(results.pages.topTimesTitle, course, gender) }));
  made.topTimesSeason = top.seasonPools.map(({ id, course, gender }) => ({ id, title: title(results.pages.topTimesSeasonTitle, course, gender) }));
  return made;
}

// records.yaml as visitors get it: its words and the records the build works out, never the
// typed list as typed (which no page reads, and which holds names as written).
/** @param {Records | undefined} records @returns {Omit<Records, 'records'> | undefined} */
const published = (records) => {
  if (!records) return records;
  const { records: _typed, ...rest } = records;
  return rest;
};

// A typed holder named by the rules: a relay's swimmers one by one ("Ann Bain, Zoë Ross, …"),
// or a team's name alone, shown as typed unless it is a withheld swimmer's.
/** @param {Records['records'][number]} record @param {NameRules} rules @param {Set<string>} seen */
function typedHolder(record, rules, seen) {
  const names = record.race.relayCount > 1 ? relayNames(record.swimmer) : [record.swimmer];
  for (const n of names) seen.add(n);
  if (names.length > 1) {
    const team = names.map((n) => ({ name: rules.typed(n).name }));
    return { swimmer: { name: team.map((t) => t.name).join(', ') }, team };
  }
  const { name, hidden } = rules.typed(record.swimmer);
  return { swimmer: { name: record.race.relayCount > 1 && !hidden ? record.swimmer.trim() : name } };
}
