// A gala's results page, /results/<id>: one page per gala in content/galas/ (the build's gala
// step makes the list, content.galas, and each gala's module, content/galas/<id>.js). Its words
// are the `pages:` block of content/results.yaml (galaPagesWords below).
import { z } from 'zod';
import { beforeWords } from './before-words.js';
import { text, word } from './fields.js';
import { recapWords } from './recap-words.js';
import { recordsWords } from './records-words.js';
import { scheduleWords } from './schedule-words.js';
import { standardWords } from './standard-words.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = {
  path: '/results/:id',
  file: 'GalaPage',
  describe: 'results.pages.galaDescription',
  section: '/results',
};

/** The words of the results pages (/results, a gala's, /records, a swimmer's), in results.yaml:
 * those of a page's parts are in the files named for them, spread here in their place. */
export const galaPagesWords = z.strictObject({
  /** Each gala's and swimmer's search description: "{title}", "{venue}"; "{name}". */
  galaDescription: text,
  swimmerDescription: text,
  /** A season's page's description: "{title}" ("2024–25 season"). */
  seasonDescription: text,
  season: text,
  /** The heading over /results' links to each earlier season's page. */
  earlierSeasons: text,
  /**
   * "{swimmers} swimmers, {pbs} personal bests"; "{gold} gold, {silver} silver, {bronze} bronze".
   */
  summary: text,
  /** Instead of `summary` at a gala with no PBs (a first gala): "{firsts}" first swims. */
  summaryFirsts: word('{swimmers} swimmers, {firsts} first swims'),
  /** Instead, at every swimmer's first gala on the site: "{swimmers}". */
  summaryNew: word('{swimmers} swimmers: personal bests count from here'),
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
  /** A time equalling a club record: its holders share it. */
  equalled: word('=CR'),
  equalledWords: word('equalled a club record: a joint holder'),
  first: word('New'),
  firstWords: word('first time swum'),
  /** Beside a PB: "{drop}" is the improvement on the previous best ("−1.23"). */
  drop: word('−{drop}'),
  /** A place in the meet's age group: "{place}" ("1st"), "{group}" ("45–49 years"). */
  placeInGroup: word('{place}, {group}'),
  /** A place out of how many the meet placed in its group: "{place}" ("17th"), "{of}". */
  placeOf: word('{place} of {of}'),
  /**
   * Under an event's name: its winning time ("{time}"), in each group ("{group}") where it has
   * several.
   */
  winner: word('Won in {time}'),
  winnerInGroup: word('{group}: won in {time}'),
  /** A drill (or a race of no stroke of the five): "{technique}" as results.yaml's techniques say
   * (kick), "{name}" the meet file's own name of it; without a name, "{stroke}" as well. */
  drillRace: word('{distance} {unit} {technique} ({name})'),
  drillRaceUnnamed: word('{distance} {unit} {stroke} {technique}'),
  /** English ordinals' endings for one, two, few and other (1st, 2nd, 3rd, 4th); "." for 1., 2. */
  ordinals: word('st nd rd th'),
  heatLane: word('heat {heat}, lane {lane}'),
  points: word('{points} points'),
  /** "{entry}" the entry time, "{drop}" the time against it ("−0.85", or "+0.12"). */
  entry: word('entered {entry} ({drop})'),
  /** The gala's points table: "{table}". */
  pointsTable: word('Points: {table}.'),
  /** Where a gala's ages are at: the meet's own age date ("{date}"), or the end of the year. */
  agesAt: word('Ages are as at {date}, as the meet counts them.'),
  agesAtYearEnd: word('Ages are as at 31 December {year}.'),
  ...recordsWords,
  ...recapWords,
  ...standardWords,
  ...scheduleWords,
  ...beforeWords,
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
  // A chart's words for screen readers: where its times went.
  chartSummary: word('From {first} on {firstDate} to {last} on {lastDate}; best {best}.'),
  /** /swimmers: its title and search description, and the link to it from /results. */
  swimmersTitle: text,
  swimmersDescription: text,
  swimmersLink: text,
  /** The label of a long page's list of parts to jump to (a gala's events, the records' tables). */
  jumpTo: text,
  /** After each event of a long gala's page, a plain link back up to its list of events. */
  backToEvents: word('Back to the events'),
  /** A splits table's columns: the distance, that stretch's time, the time so far. */
  lapDistance: text,
  lapTime: text,
  runningTime: text,
  /** A swimmer's page: the heading over every swim, gala by gala. */
  everySwim: text,
});
export type GalaPagesWords = z.output<typeof galaPagesWords>;
