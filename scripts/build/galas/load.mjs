// The content step's galas: every meet file in content/galas/ read, our club's
// galas built, then, oldest first, PBs, records and swimmers' pages worked out in one walk.
// Returns the modules (galas, galas/<id>, seasons/<id>, swimmers/<slug>; the records go on content.records,
// whose module is records.yaml's) and every problem, with its file and line.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildGala } from './gala.mjs';
import { walkHistory } from './history.mjs';
import { readLenex } from './lenex.mjs';
import { GalaFileProblem } from './problem.mjs';
import { readGalaFile } from './read-file.mjs';
import { seasonModules } from './seasons.mjs';
import { storeGala } from './store.mjs';
import { galaRecap } from './recap.mjs';
import { topTimes } from './top-times.mjs';
import { judgeStandards } from '../standards/modules.mjs';

const galaFile = /\.(lef|lxf)$/i;

/**
 * @param {{ contentDir: string, content: any, shown: (path: string) => string, where: Record<string, (path: any[]) => { file: string, line: number }> }} args
 */
export async function loadGalas({ contentDir, content, shown, where }) {
  const folder = join(contentDir, 'galas');
  const names = (await readdir(folder).catch(() => [])).filter((n) => !n.startsWith('.')).sort();
  const problems = [];
  const { results, records } = content;
  content.galas = [];
  content.swimmers = [];
  content.seasons = [];
  const files = [];
  for (const name of names) {
    const file = shown(join(folder, name));
    const id = name.replace(galaFile, '');
    if (!galaFile.test(name))
      problems.push({ file, line: 1, message: `only meet results files (.lxf or .lef) go in ${shown(folder)}/; move this file elsewhere` });
    else if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
      problems.push({
        file,
        line: 1,
        message: `the file name is the gala's address on the site: rename it in lower-case words and numbers joined by hyphens, like 2026-10-braeshire-district${name.slice(id.length).toLowerCase()}`,
      });
    else if (files.some((f) => f.id === id)) problems.push({ file, line: 1, message: `there are two files named ${id} (a .lef and a .lxf?); keep one` });
    else files.push({ id, file, path: join(folder, name) });
  }
  if (!results) return { problems, modules: {} };
  // The withheld names are for the build only: results.yaml's module goes to every visitor. The
  // per-gala words (title, note, photos) are in each gala's module, so they are not sent twice.
  const { withheld, galas: _perGala, ...published } = results;
  content.results = published;
  const ids = new Set(files.map((f) => f.id));
  for (const [id, words] of Object.entries(results.galas)) {
    if (!ids.has(id))
      problems.push({
        ...where.results(['galas', id]),
        field: `galas › ${id}`,
        message: `there is no file ${id}.lxf or ${id}.lef in ${shown(folder)}/; check the spelling, or delete these lines`,
      });
    if (words.event && content.events && !content.events.some((e) => e?.id === words.event)) {
      problems.push({
        ...where.results(['galas', id, 'event']),
        field: `galas › ${id} › event`,
        message: `there is no event with the id "${words.event}" in events.yaml; its ids are ${content.events
          .map((e) => e?.id)
          .filter(Boolean)
          .join(', ')}`,
      });
    }
  }
  const groups = new Set(['Open', ...results.ageGroups.map((g) => g.name)]);
  (records?.records ?? []).forEach((r, i) => {
    if (!groups.has(parseGroupName(r.ageGroup)))
      problems.push({
        ...where.records(['records', i, 'ageGroup']),
        field: `records › item ${i + 1} › ageGroup`,
        message: `"${r.ageGroup}" is not one of the age groups in results.yaml: ${[...groups].join(', ')}`,
      });
  });

  // One file at a time: each file's XML tree and meet are let go before the next is read, so
  // ten years of galas never sit in memory at once; only our swims are kept.
  const people = new Map();
  const built = [];
  const settings = { ...results, exhibitionSwims: results.exhibitionSwims === 'count' };
  for (const { id, file, path } of files) {
    try {
      const meet = readLenex(await readGalaFile(path));
      if (!meet.events.size) throw new GalaFileProblem("it holds no events: is it the meet's results file?");
      built.push(buildGala({ id, meet, settings, people }));
    } catch (error) {
      if (!(error instanceof GalaFileProblem)) throw error;
      problems.push({ file, line: error.line, message: error.message });
    }
  }
  if (problems.length) return { problems, modules: {} };
  built.sort((a, b) => a.gala.firstDay.localeCompare(b.gala.firstDay) || a.gala.id.localeCompare(b.gala.id));

  const typed = (records?.records ?? []).map((r) => ({
    race: { distance: r.race.distance, stroke: r.race.stroke, relayCount: r.race.relayCount, course: r.pool },
    gender: r.gender,
    ageGroup: parseGroupName(r.ageGroup),
    holder: { swimmer: { name: r.swimmer }, time: r.time, date: r.date, galaTitle: r.gala },
  }));
  const standardModules = judgeStandards({ built, standards: content.standards ?? [] });
  const { records: clubRecords, swimmers } = walkHistory(built, typed, people, results);
  if (records) Object.assign(records, clubRecords);

  const galas = built.map(({ gala }) => gala).reverse(); // newest first
  for (const gala of galas) gala.recap = galaRecap(gala);
  const summaries = galas.map(({ events, note, photos, ...summary }) => summary);
  // The recap is for the gala's page and its feed entry, not the lists of galas.
  const bySeason = seasonModules(
    summaries.map(({ recap, ...listed }) => listed),
    results.pages.season,
  );
  const modules = bySeason.modules;
  for (const gala of galas) modules[`galas/${gala.id}`] = { gala: storeGala(gala) };
  Object.assign(modules, standardModules(swimmers, people));
  const top = topTimes(built, results);
  Object.assign(modules, top.modules);
  // /records links each pool's top times.
  if (records) records.topTimes = top.pools;
  for (const swimmer of swimmers) modules[`swimmers/${swimmer.slug}`] = { swimmer };
  // What the pages step needs to prerender one page per gala, season and swimmer.
  content.galas = summaries;
  content.seasons = bySeason.seasons;
  content.swimmers = swimmers.map(({ slug, name }) => ({ slug, name }));
  const { pools, genders } = results.words;
  content.topTimes = top.pools.map(({ id, course, gender }) => ({
    id,
    title: results.pages.topTimesTitle.replaceAll('{pool}', pools[course] ?? pools.other).replaceAll('{gender}', genders[gender]),
  }));
  return { problems, modules };
}

// "10-11" as results.yaml's age groups are named ("10–11").
const parseGroupName = (words) =>
  words
    .trim()
    .replace(/^(\d+)\s*[-–]\s*(\d+)$/, '$1–$2')
    .replace(/\s+/g, ' ');
