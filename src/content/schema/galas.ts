// A gala's results page, /results/<id>: one page per gala in content/galas/ (the build's gala
// step makes the list, content.galas, and each gala's module, content/galas/<id>.js). Its words
// are the `pages:` block of content/results.yaml (galaPagesWords below).
import { z } from 'zod';
import { text } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/results/:id', file: 'GalaPage', describe: 'results.pages.galaDescription', section: '/results' };

/** The words of the results pages (/results, a gala's, /records, a swimmer's), in results.yaml. */
export const galaPagesWords = z.strictObject({
  /** Each gala's and swimmer's search description: "{title}", "{venue}"; "{name}". */
  galaDescription: text,
  swimmerDescription: text,
  /** A season's page's description: "{title}" ("2024–25 season"). */
  seasonDescription: text,
  season: text,
  /** The heading over /results' links to each earlier season's page. */
  earlierSeasons: text,
  /** "{swimmers} swimmers, {pbs} personal bests"; "{gold} gold, {silver} silver, {bronze} bronze". */
  summary: text,
  medals: text,
  noGalas: text,
  noResultsYet: text,
  recordsLink: text,
  allResults: text,
  latestGala: text,
  eventResults: text,
  filter: text,
  filterNone: text,
  event: text,
  swimmer: text,
  age: text,
  time: text,
  place: text,
  date: text,
  gala: text,
  /** Short marks beside a time, and what a screen reader says for each. */
  pb: text,
  pbWords: text,
  record: text,
  recordWords: text,
  splits: text,
  team: text,
  /** "{distance} {unit} {stroke}" and "{count} × {distance} {unit} {stroke}". */
  race: text,
  relayRace: text,
  metres: text,
  yards: text,
  noRecords: text,
  ageRuleDay: text,
  ageRuleYearEnd: text,
  personalBests: text,
  progression: text,
  chart: text,
  /** /swimmers: its title and search description, and the link to it from /results. */
  swimmersTitle: text,
  swimmersDescription: text,
  swimmersLink: text,
  /** The label of a long page's list of parts to jump to (a gala's events, the records' tables). */
  jumpTo: text,
  /** A splits table's columns: the distance, that stretch's time, the time so far. */
  lapDistance: text,
  lapTime: text,
  runningTime: text,
  /** A swimmer's page: the heading over every swim, gala by gala. */
  everySwim: text,
});
export type GalaPagesWords = z.output<typeof galaPagesWords>;
