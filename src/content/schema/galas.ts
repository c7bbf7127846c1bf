// A gala's results page, /results/<id>: one page per gala in content/galas/ (the build's gala
// step makes the list, content.galas, and each gala's module, content/galas/<id>.js). Its words
// are the `pages:` block of content/results.yaml (galaPagesWords below).
import { z } from 'zod';
import { text } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = {
  path: '/results/:id',
  file: 'GalaPage',
  describe: 'results.pages.galaDescription',
  section: '/results',
};

/** A word added after clubs had written their results.yaml: their file stays valid, and shows this
 * until they write their own. */
const word = (words: string) => text.default(words);

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
  /** /records, when some galas' files give birth years only. */
  recordsByYearEnd: word(
    'Swims at galas whose files give birth years only count by age at the end of that year.',
  ),
  /** A records table that stands for others the same: "{table}" ("Girls, Open"), "{groups}". */
  sameTable: word('{table} (the same for {groups})'),
  /** A medley relay: backstroke, breaststroke, butterfly, freestyle. */
  medleyRelay: word('{count} × {distance} {unit} Medley relay'),
  /** The club's top times, a page per pool and gender (/records/top-times/25m-f) and this
   * season's beside it (/records/top-times/25m-f/season): their titles ("{gender}", "{pool}" as
   * the genders' and pools' words say, "{season}": 2026–27) and search description; the
   * headings of the all-time and this season's lists; "{gender}, {group}" over each table. */
  topTimesTitle: word('Top times: {gender}, {pool}'),
  topTimesSeasonTitle: word('Top times, {season} season: {gender}, {pool}'),
  topTimesDescription: word("The club's ten fastest swimmers in each race and age group: {title}."),
  topTimesAllTime: word('All time'),
  topTimesSeason: word('{season} season'),
  topTimesGroup: word('{gender}, {group}'),
  rank: word('Rank'),
  /** The recap opening a gala's page (and its feed entry), a sentence each, those with nothing
   * to say left out: "{swimmers}", "{swims}", "{pbs}", "{firsts}"; "{list}" of improvements
   * ("{name} {drop} in the {race}"); "{records}"; "{gold}", "{silver}", "{bronze}"; "{list}" of
   * standards ("{count} for {standard}"). */
  recapSwims: word(
    '{swimmers} of our swimmers swam {swims} races: {pbs} personal bests and {firsts} first times.',
  ),
  /** Instead of `recapSwims` where it is every swimmer's first gala on the site; after it, where
   * it is some's ("{newcomers}"): the site knows none of their earlier times. */
  recapFirstGala: word(
    '{swimmers} of our swimmers swam {swims} races, at their first gala on this site: personal bests count from it.',
  ),
  recapNewcomers: word(
    'For {newcomers} of them it was their first gala on this site: their personal bests count from it.',
  ),
  recapImprovements: word('The biggest improvements: {list}.'),
  recapImprovement: word('{name} −{drop} in the {race}'),
  /** Who swam PBs: "{list}" of names, "{name} ({count})" for more than one. */
  recapPbs: word('Personal bests: {list}.'),
  recapPbsOf: word('{name} ({count})'),
  /** The swims of each list below: "{name}", "{race}", "{time}". */
  recapSwim: word('{name} in the {race} ({time})'),
  /** "{records}" how many, "{list}" the swims. */
  recapRecords: word('New club records ({records}): {list}.'),
  recapEqualled: word('Club records equalled: {list}.'),
  recapMedals: word('Medals: {gold} gold, {silver} silver, {bronze} bronze.'),
  recapStandards: word('Qualifying times met: {list}.'),
  recapStandard: word('{standard} ({count}): {list}'),
  /** What the meet's file notes beside times ("{note}", in its words), and the swims. */
  recapNote: word('“{note}”, says the meet: {list}.'),
  /** No longer shown (a swim that met a standard says so in the sentences below); kept so a
   * results.yaml that has them stays valid. */
  metMark: word('{standard} time'),
  metWords: word('met the qualifying time for {name}'),
  consideredMark: word('{standard} consideration'),
  consideredWords: word('met the consideration time for {name}'),
  /** A swimmer's page: the standards they have swum for, each a link to its page; /results,
   * /records and a gala's page: before the links to every standard's page. */
  standardsHeading: word('Qualifying times'),
  /** A time against a standard, the same sentence on a gala's, a swimmer's and the standard's
   * page, after the time: "{standard}" its short name, "{target}" its own time (the consideration
   * time where that is what was met), "{gap}" the margin; "{time}" the swim's time. */
  standardMet: word('met the {standard} time of {target} by {gap} s'),
  standardConsidered: word('met the {standard} consideration time of {target} by {gap} s'),
  standardToGo: word('{gap} s off the {standard} time of {target}'),
  /** A standard's page (/standards/<file name>): its search description ("{name}"), its rules,
   * and per race and age who met it and who is within its margin ("{close}" per cent). */
  standardDescription: word('Who has met the {name} qualifying times, and who is close.'),
  standardAgesOn: word('Ages are taken on {date}.'),
  standardAgesOnDay: word('Ages are taken on the day of each swim.'),
  standardWindow: word('Swims from {from} to {to} count.'),
  standardFrom: word('Swims from {from} count.'),
  standardTo: word('Swims up to {to} count.'),
  standardCloseNote: word('Close: within {close} % of the time.'),
  /** "{ages}" the ages ("11–12"), "{gender}" as the genders' words say. */
  standardGroup: word('{gender}, {ages}'),
  standardAgesUnder: word('{age} and under'),
  standardAgesOver: word('{age} and over'),
  /** A standard whose times are all for one pool: "{pool}" as the pools' words say. */
  standardPool: word('Times for a {pool}.'),
  standardTime: word('Time {time}'),
  standardConsider: word('consideration {time}'),
  standardLimit: word('faster than {time} is too fast'),
  standardMetList: word('Met'),
  standardCloseList: word('Close'),
  standardNone: word('No swimmer has met these times or come close yet.'),
  /** A gala's day, from its start list (before its results): how the list reads, the next swim
   * of each swimmer picked, the picker, each session's heading ("{session}" its name or
   * `scheduleSessionNumber`, "{date}"), its start and warm-up ("{time}", "{from}", "{until}"),
   * and each swim: its event ("{number}", "{event}"), an estimated time, the entry time. */
  scheduleIntro: word(
    "The start list is in: our swimmers' swims, session by session, each at its heat's start.",
  ),
  /** Each swimmer's calendar file ("{name}") and printed card (its columns' headings). */
  scheduleTools: word('Calendar files and cards to print'),
  scheduleCalendar: word('Calendar: {name}'),
  schedulePrint: word('Print the cards'),
  cardDay: word('Day'),
  cardEvent: word('Event'),
  cardHeat: word('Heat'),
  cardLane: word('Lane'),
  cardTime: word('Time'),
  scheduleEntries: word(
    "The entries are in: our swimmers' swims, session by session. Heats and lanes come with the start list.",
  ),
  scheduleEstimated: word(
    '"About" marks a time worked out from the heats before it, not given by the meet.',
  ),
  scheduleNext: word('Next swim'),
  scheduleNone: word('Pick your swimmers to see their next swim first.'),
  scheduleDone: word('Your swimmers have no swims still to come here.'),
  schedulePick: word('Show only my swimmers'),
  schedulePickNote: word('Kept on this phone only; nothing is sent.'),
  scheduleSession: word('{session}, {date}'),
  scheduleSessionNumber: word('Session {number}'),
  scheduleStart: word('Starts {time}.'),
  scheduleWarmup: word('Warm-up {from}–{until}.'),
  scheduleWarmupUntil: word('Warm-up until {until}.'),
  scheduleEvent: word('Event {number}, {event}'),
  scheduleAbout: word('about {time}'),
  scheduleHeat: word('heat {heat}'),
  scheduleEntry: word('entry {entry}'),
  scheduleNotSeeded: word('heats not drawn yet'),
  /** Before a gala, from its invitation: what each of our swimmers may enter. "{date}", "{from}",
   * "{until}"; the meet's own word for how it converts times ("{conversion}"); per event and
   * swimmer: "{time}" their best, "{target}" the time to beat, "{limit}" the upper limit,
   * "{gap}" how far off, "{pool}" as the pools' words say, "{gala}" where the best was swum. */
  beforeIntro: word(
    "The meet's invitation is in: the events each of our swimmers may enter, by their age on the meet's date, with their best time from the galas on this site.",
  ),
  beforeDeadline: word('Entries close on {date}.'),
  beforeAgesOn: word('Ages are on {date}.'),
  beforeWindow: word('Times swum from {from} to {until} count.'),
  beforeUntil: word('Times swum up to {until} count.'),
  beforeConversion: word(
    'The meet converts a time from another pool length ({conversion}); this site does not, so it shows such a time as swum.',
  ),
  beforeSessions: word('Sessions'),
  beforeBySwimmer: word('Who may enter what'),
  beforeByEvent: word('Event by event (for coaches)'),
  beforeAge: word('{age} on the meet’s date'),
  beforeMeets: word('best {time} ({gala}): meets the time, {target}'),
  beforeOff: word('best {time} ({gala}): {gap} off the time, {target}'),
  beforeTooFast: word('best {time} ({gala}): faster than the upper limit, {limit}'),
  beforeBest: word('best {time} ({gala})'),
  beforeTarget: word('the time is {target}'),
  beforeNoTime: word('no time on this site in the window, so the site cannot judge it'),
  beforeOtherPool: word('only a time in a {pool} ({time}): the site does not convert it'),
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
