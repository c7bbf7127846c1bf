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
import { nameRules } from './names.mjs';
import { bornYear, roster } from './people.mjs';
import { GalaFileProblem } from './problem.mjs';
import { seasonModules } from './seasons.mjs';
import { giveSlugs } from './slugs.mjs';
import { storeGala } from './store.mjs';
import { galaRecap } from './recap.mjs';
import { typedWho } from './identity.mjs';
import { topTimes } from './top-times.mjs';
import { judgeStandards } from '../standards/modules.mjs';
/** @import { Records } from '../../../src/content/schema/records.js' */
/** @import { Results } from '../../../src/content/schema/results.js' */
/** @import { NameRules } from './names.mjs' */
/** @import { Athlete, BuiltGala, Candidate, GalasMade, GalaWords, Problem } from './types.js' */

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
  /** @type {Set<string>} results.yaml's gala keys that found their gala */
  const used = new Set();
  /** @type {Map<string, { file: string, built: BuiltGala }>} gala address → its file */
  const taken = new Map();
  /** @type {{ file: string, address: string }[]} earlier news of a meet whose later file is used */
  const setAside = [];

  // One file at a time: each file's XML tree and meet are let go before the next is read, so
  // ten years of galas never sit in memory at once; only our swims are kept.
  const people = roster();
  /** @type {BuiltGala[]} */
  const built = [];
  const settings = {
    ...results,
    galas: words,
    nameRules: rules,
    exhibitionSwims: results.exhibitionSwims === 'count',
  };
  for (const { name, file, path } of files) {
    try {
      const meet = await readMeet(path);
      if (!meet.events.size)
        throw new GalaFileProblem("it holds no events: is it the meet's results file?");
      const key = [meetAddress(meet), fileStem(name)].find((k) => perGala[k]);
      if (key) used.add(key);
      const given = key === undefined ? undefined : perGala[key];
      const id = given?.address ?? meetAddress(meet);
      words[id] = given ?? {};
      const gala = buildGala({ id, meet, settings, people });
      const held = taken.get(id);
      // One meet's invitation, entries, start list and results are one gala: the latest stage
      // stands for it (the results over all), the others are set aside, said in the build output.
      if (held && held.built.stage !== gala.stage) {
        const [use, aside] =
          gala.stage > held.built.stage
            ? [{ file, built: gala }, held]
            : [held, { file, built: gala }];
        if (use.built === gala) built.splice(built.indexOf(held.built), 1, gala);
        taken.set(id, use);
        for (const listed of made.addresses) if (listed.address === id) listed.file = use.file;
        setAside.push({ file: aside.file, address: id });
        continue;
      }
      if (held) {
        problems.push({
          file,
          line: 1,
          message: `it and ${held.file} would both be the gala at /results/${id}: if they hold the same meet, delete one of the two files; only if they are two different meets with the same name and month, give this one an address of its own in results.yaml (galas › ${fileStem(name)} › address)`,
        });
        continue;
      }
      taken.set(id, { file, built: gala });
      built.push(gala);
      made.addresses.push({ file, address: id });
    } catch (error) {
      if (!(error instanceof GalaFileProblem)) throw error;
      problems.push({ file, line: error.line, message: error.message });
    }
  }
  for (const { file, address } of setAside)
    made.addresses.push({
      file,
      address,
      note: `set aside: ${taken.get(address)?.file} is later news of the same meet`,
    });
  for (const key of Object.keys(perGala))
    if (!used.has(key))
      problems.push({
        ...where.results(['galas', key]),
        field: `galas › ${key}`,
        message: `no gala in ${shown(folder)}/ has the address ${key} or a file named ${key}.lxf or ${key}.lef; check the spelling (the build lists each gala's address), or delete these lines`,
      });
  if (problems.length) return made;
  built.sort(
    (a, b) => a.gala.firstDay.localeCompare(b.gala.firstDay) || a.gala.id.localeCompare(b.gala.id),
  );

  const whoTyped = typedWho(people.values());
  const typed = (records?.records ?? []).filter(Boolean).map((r) => ({
    race: {
      distance: r.race.distance,
      stroke: r.race.stroke,
      relayCount: r.race.relayCount,
      course: r.pool,
    },
    gender: r.gender,
    ageGroup: groupName(r.ageGroup),
    holder: {
      ...typedHolder(r, rules),
      time: r.time,
      date: r.date,
      galaTitle: r.gala,
      who: whoTyped(Array.isArray(r.swimmer) ? r.swimmer : [r.swimmer]),
    },
  }));
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
  // /swimmers: everyone A to Z, each told apart from a namesake (src/pages/SwimmersPage.tsx).
  const list = swimmers.map(({ slug, name, group }) =>
    withFilterKey({ slug, name, ...(group ? { group } : {}) }),
  );
  list.sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      (a.group ?? '').localeCompare(b.group ?? ''),
  );
  made.swimmerList = {
    title: results.pages.swimmersTitle,
    description: results.pages.swimmersDescription,
    swimmers: list,
  };
  made.modules['swimmer-list'] = { swimmerList: made.swimmerList };
  // Every standard's page, linked from /results, /records and each gala's page.
  made.modules['standard-list'] = {
    standardList: (standards ?? []).map(({ id, name, short }) => ({ id, name, short })),
  };
  const { pools, genders, adultGenders } = results.words;
  /** @param {string} words @param {import('./top-times.mjs').Pool} pool (the page's genderName, src/lib/gala-words.ts) */
  const title = (words, { course, gender, adults }) =>
    words
      .replaceAll('{pool}', pools[/** @type {keyof typeof pools} */ (course)] ?? pools.other)
      .replaceAll(
        '{gender}',
        (adults && gender !== 'X' ? adultGenders?.[gender] : undefined) ?? genders[gender],
      )
      .replaceAll('{season}', top.season ?? '');
  made.topTimes = top.pools.map((pool) => ({
    id: pool.id,
    title: title(results.pages.topTimesTitle, pool),
  }));
  made.topTimesSeason = top.seasonPools.map((pool) => ({
    id: pool.id,
    title: title(results.pages.topTimesSeasonTitle, pool),
  }));
  return made;
}

// Who of ours might enter a meet (before.mjs): everyone not withheld who swam in the 15 months
// before it, and our athletes its entries file names, each with their valid swims on the site.
/** @param {BuiltGala[]} built @param {import('./people.mjs').Roster} people @param {NameRules} rules */
function candidates(built, people, rules) {
  /** @type {Map<import('./names.mjs').Person, Candidate['swims']>} */
  const swims = new Map();
  for (const { gala, counted } of built)
    for (const { person, race, time, date } of counted)
      if (person)
        swims.set(person, [
          ...(swims.get(person) ?? []),
          {
            raceKey: `${race.relayCount}|${race.stroke}|${race.distance}`,
            course: race.course,
            time,
            date,
            at: gala.title,
          },
        ]);
  const of = (/** @type {import('./names.mjs').Person} */ p) => ({
    ref: p.ref,
    gender: p.gender,
    year: p.year,
    born: p.born,
    swims: swims.get(p) ?? [],
  });
  /** @param {Athlete[]} ours @param {string} firstDay */
  return (ours, firstDay) => {
    const since = new Date(Date.parse(`${firstDay}T12:00:00Z`) - 456 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    /** @type {Map<object, Candidate>} */
    const list = new Map();
    for (const p of people.values())
      if (!p.hidden && (swims.get(p) ?? []).some((s) => s.date >= since && s.date < firstDay))
        list.set(p, of(p));
    for (const athlete of ours) {
      const person = people.find(athlete, new Set());
      const shown = rules.show(athlete);
      if (shown.hidden || person?.hidden) continue;
      if (person) list.set(person, of(person));
      else {
        const born = athlete.birthdate?.endsWith('-01-01') ? undefined : athlete.birthdate; // a birth year only
        list.set(athlete, {
          ref: { name: shown.name },
          gender: athlete.gender,
          year: bornYear(athlete.birthdate),
          born,
          swims: [],
        });
      }
    }
    return [...list.values()];
  };
}

/** The gala with no swim of a withheld swimmer's own; an event left with none, left out.
 * @param {import('../../../src/lib/gala-types.js').Gala} gala @param {Set<unknown>} hidden */
function withoutHidden(gala, hidden) {
  const events = gala.events
    .map((event) => ({ ...event, swims: event.swims.filter((swim) => !hidden.has(swim.swimmer)) }))
    .filter((event) => event.swims.length);
  return { ...gala, events };
}

// records.yaml as visitors get it: its words and the records the build works out, never the
// typed list as typed (which no page reads, and which holds names as written).
/** @param {Records | undefined} records @returns {Omit<Records, 'records'> | undefined} */
const published = (records) => {
  if (!records) return records;
  const { records: _typed, ...rest } = records;
  return rest;
};

// A typed holder named by the rules: a relay's swimmers one by one (a list, as records.yaml's
// schema asks), each shown or withheld as names: and withheld: say.
/** @param {Records['records'][number]} record @param {NameRules} rules */
function typedHolder(record, rules) {
  if (Array.isArray(record.swimmer)) {
    const team = record.swimmer.map((n) => ({ name: rules.typed(n).name }));
    return { swimmer: { name: team.map((t) => t.name).join(', ') }, team };
  }
  return { swimmer: { name: rules.typed(record.swimmer).name } };
}

// What the build says of withheld: an entry that matched no one (its line, nothing else: a
// family may ask before their child's first gala), and an entry that withheld swimmers not
// spelt as it is, named only as names: would show them, so a namesake hidden by mistake can be
// told apart with a birth year or registration number.
/** @param {NameRules} rules @param {(i: number) => { file: string, line: number }} at */
function withheldWarnings(rules, at) {
  const unmatched = rules.unmatched().map((i) => ({
    ...at(i),
    field: 'withheld',
    message:
      'this entry matches no swimmer in the galas or records.yaml yet; it is kept for when one does',
  }));
  const close = [...rules.closeMatches()].map(([i, names]) => ({
    ...at(i),
    field: 'withheld',
    message:
      `this entry also withholds ${names.map((n) => `"${n}"`).join(', ')}, spelt differently ` +
      "in the files. If that is someone else, tell the entry's swimmer apart: under it, add " +
      'born: and their birth year, or registration: and their number in the meet files',
  }));
  return [...unmatched, ...close];
}
