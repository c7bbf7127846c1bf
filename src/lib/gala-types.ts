// The shapes of the gala modules the build writes from the meets' own Lenex files
// (content/galas/*.lxf|lef, with content/results.yaml and content/records.yaml). The build
// (scripts/build/galas/) writes them; the pages (src/pages/Results*, Gala*, Records*, Swimmer*)
// read them. No birthdate, licence number or athlete id is ever part of them.
//
//   content/galas.js             export const galas: GalaSummary[]   the newest season's, newest
//   first export const earlierSeasons: SeasonLink[]  the others, newest first
//   content/seasons/<id>.js      export const season: Season         one module per season
//   content/galas/<id>.js        export const gala: StoredGala       one module per gala
//   content/records.js           export const records: ClubRecords content/swimmers/<slug>.js
//   export const swimmer: Swimmer       one module per swimmer

import type { Picture } from '../content/schema/fields.js';

/** Pool: 25 m, 50 m, or 25 yd (Lenex SCM, LCM, SCY). Times in different pools never mix.
 * Extended (gdata): the odd lengths Lenex names (SCM16, SCM20, SCM33; SCY20, SCY27, SCY33,
 * SCY36) and open water (OPEN) are read too, each its own list. */
export type Course =
  | 'SCM'
  | 'LCM'
  | 'SCY'
  | 'SCM16'
  | 'SCM20'
  | 'SCM33'
  | 'SCY20'
  | 'SCY27'
  | 'SCY33'
  | 'SCY36'
  | 'OPEN';

/** Lenex strokes; UNKNOWN (a kicking drill, say) is shown but never counts for PBs or records. */
export type Stroke =
  | 'FREE'
  | 'BACK'
  | 'BREAST'
  | 'FLY'
  | 'MEDLEY'
  | 'UNKNOWN'
  | 'APNEA'
  | 'BIFINS'
  | 'IMMERSION'
  | 'IMRELAY'
  | 'SURFACE';

/** F girls/women, M boys/men, X mixed (relays, or events open to all). */
export type Gender = 'F' | 'M' | 'X';

/** A race as clubs name it: "100 m Backstroke", "4 × 50 m Freestyle". */
export type Race = { distance: number; stroke: Stroke; relayCount: number; course: Course };

/** A swim time in hundredths of a second (1:05.32 is 6532). */
export type Hundredths = number;

/** A swimmer as the club's content says names show: `slug` is absent when the family asked
 * for the swimmer's results to be withheld (shown as "Club swimmer", no swimmer page). */
export type SwimmerRef = {
  name: string;
  slug?: string;
  /** Set only where another of the club's swimmers shows under the same name: what tells them
   * apart, shown beside the name ("11–12", or "Girls, 11–12"), the age group of their latest gala.
   * */
  group?: string;
  /** A name not in plain ASCII: its words in Latin letters, as the name filters match them
   * ("anya s." for "Аня С."; scripts/build/galas/filter-key.mjs). */
  key?: string;
};

/** /swimmers: everyone with a page, A to Z (content/swimmer-list.js). */
export type SwimmerList = {
  title: string;
  description: string;
  swimmers: (SwimmerRef & { slug: string })[];
};

export type GalaSummary = {
  /** The gala's address, /results/<id>: the meet's first month and name (2025-03-international-
   * swim-meeting-erlangen), or the one results.yaml gives; never the file's name. */
  id: string;
  title: string;
  /** First and last day, year-month-day. */
  firstDay: string;
  lastDay: string;
  /** e.g. "2025–26": September to August, as clubs count seasons. */
  season: string;
  venue: string;
  course: Course;
  /** How many of the club's swimmers swam, their PBs, first times (a swimmer's first valid swim
   * of a race) and medals (places 1–3 within the meet's own age groups). */
  swimmers: number;
  pbs: number;
  firsts: number;
  /** How many of them swam at their first gala on the site: their PBs count from it (none of
   * their swims there is a PB or a first time). */
  newcomers?: number;
  medals: { gold: number; silver: number; bronze: number };
  /** false when the file holds entries but no results yet. */
  hasResults: boolean;
  /** The id of the event in events.yaml this gala was, when results.yaml says so. */
  event?: string;
  /** What the gala's recap says besides the counts above (its page and its feed entry). */
  recap?: GalaRecap;
};

/** A swim a gala's recap names: the swimmer as the page shows them (a relay: its team's names),
 * the race, its time and its event's place in the gala's list (the page's #event-<n + 1>). */
export type RecapSwim = { swimmer: SwimmerRef; race: Race; event: number; time: Hundredths };

/** A gala's recap in figures (src/lib/gala-recap.ts puts it in words): our valid swims, the new
 * club records and those equalled, the three biggest PB drops, who swam PBs (each once, with how
 * many), the swims that met each standard, and the swims the meet's file notes (its words). */
export type GalaRecap = {
  swims: number;
  records: RecapSwim[];
  equalled?: RecapSwim[];
  improvements: (RecapSwim & { drop: Hundredths })[];
  pbs?: { swimmer: SwimmerRef; count: number; event: number }[];
  standards: { short: string; swims: RecapSwim[] }[];
  notes?: { note: string; swims: RecapSwim[] }[];
};

/** A season, September to August, at /results/seasons/<id> ("2024-25"): "2024–25 season". */
export type SeasonLink = { id: string; title: string };

/** A season's galas, newest first. */
export type Season = SeasonLink & { galas: GalaSummary[] };

/** A split as [distance, time]: a 1,500 m swim has 29 of them, so they are kept short. */
export type Split = [distance: number, time: Hundredths];

/** What the meet file says beside a swim's time, and the PB's drop: each absent when not given. */
export type SwimFacts = {
  /** The meet's age group the place was won in ("45–49 years"), where the event had several. */
  group?: string;
  /** How many the meet placed in that group (or the event): "17th of 42". */
  of?: number;
  /** A PB's improvement on the swimmer's previous best. */
  drop?: Hundredths;
  /** The entry time the file gives (the drop against it is entry − time). */
  entry?: Hundredths;
  /** The file's points, by the gala's `pointsTable`. */
  points?: number;
  heat?: number;
  lane?: number;
  /** A disqualification's (or other status's) reason as the file words it. */
  reason?: string;
  /** What the meet's file says beside a valid time, in its words ("New Masters Rekord"). */
  note?: string;
  /** The short names of the standards (content/standards/) whose qualifying time it met, and
   * whose consideration time it met. */
  met?: string[];
  considered?: string[];
  /**
   * Each of those standards' own time it met (the qualifying or consideration time), by short name.
   */
  targets?: Record<string, Hundredths>;
};

export type Swim = SwimFacts & {
  swimmer: SwimmerRef;
  /** Age at 31 December of the gala's year, or on the meet's own age date (the gala's
   * `agesAt`): never on the day; absent for relays and unknown birth years. */
  age?: number;
  time?: Hundredths;
  /** Within `group` where given, else within the event. */
  place?: number;
  /** Absent for a valid swim; DSQ, DNS, DNF, WDR, EXH, SICK, or another code the file used. */
  status?: string;
  /** A personal best at the time: faster than every earlier valid swim of the race in this pool
   * (earlier galas and earlier rounds). */
  pb?: boolean;
  /** The swimmer's first valid swim of the race in this pool. */
  first?: boolean;
  /** The gala's fastest swim in a record's group, beating or equalling the record that stood
   * before the gala. */
  record?: boolean;
  /** The gala's fastest in a record's group, equalling the record that stood (not its own): a
   * joint record, never counted as a new one. */
  equalled?: boolean;
  /** Absent when the file has none. */
  splits?: Split[];
  /** Relays only: the four swimmers in order, with their legs' times where the file has them. */
  legs?: { swimmer: SwimmerRef; time?: Hundredths }[];
};

export type GalaEvent = Race & {
  number: number;
  /** An individual race open to both (or with no gender) is listed once per gender. */
  gender: Gender;
  /** Every one of our swimmers in it at least the age results.yaml's `adultGenders` names
   * (a relay: the event for that age and over): "Women", not "Girls". */
  adults?: boolean;
  /** Lenex round: TIM (timed final), FHT, FIN, SEM, QUA, PRE, SOP, SOS, SOQ, TIMETRIAL… */
  round: string;
  /** The age group's words when the event is for one ("11–12 years"), else absent. */
  ageGroup?: string;
  /**
   * Extended (gdata): a drill's technique (KICK, PULL…) from SWIMSTYLE; such a swim never counts.
   */
  technique?: string;
  /**
   * A drill's, or a race of no stroke of the five: the file's own name of it ("50m Brust Beine").
   */
  styleName?: string;
  /** The winning time in each of the meet's age groups our swimmers were placed in but did not
   * win (`group` as the swims' own, absent where the event has one group). */
  winners?: { group?: string; time: Hundredths }[];
  swims: Swim[];
};

export type Gala = GalaSummary & {
  /** The volunteer's words and photos from results.yaml, if any. */
  note?: string;
  photos?: Picture[];
  /** The date the meet's own ages are at (its AGEDATE), where it sets one; else ages are at 31
   * December of the gala's year. */
  agesAt?: string;
  /** The points table the file's points are by ("FINA Point Scoring 2021"), when it has points. */
  pointsTable?: string;
  /** The standards some swim here met (their marks key). */
  standards?: StandardName[];
  /** Before the results: the start list's (or entries') swims of ours, by session. */
  schedule?: GalaSchedule;
  /** Before the heats are drawn: what each of our swimmers may enter (an invitation's events). */
  before?: GalaBefore;
  events: GalaEvent[];
};

/** A gala's day from its start list (or entries file): each of our swimmers' swims by session,
 * none of a withheld swimmer. `who` is an index into `swimmers`, ours A to Z. */
export type GalaSchedule = {
  swimmers: SwimmerRef[];
  sessions: ScheduleSession[];
  /** The pool's street address, where the file gives it (for the calendar). */
  address?: string;
};

/** An invitation (or entries file) read for the club: its sessions, the date ages are on, the
 * window entry times must be swum in, and per event who of ours may enter it with their best
 * time in that window in the meet's pool and its qualifying time and upper limit. */
export type GalaBefore = {
  swimmers: SwimmerRef[];
  sessions: Omit<ScheduleSession, 'swims'>[];
  /** Ages are on this date (31 December for the meet's year where it counts by year). */
  agesOn: string;
  deadline?: string;
  from?: string;
  until?: string;
  /** Set where the meet converts a time from another pool length (its Lenex word): the site
   * does not, and says so. */
  conversion?: string;
  events: BeforeEvent[];
};

export type BeforeEvent = Omit<GalaEvent, 'swims' | 'adults' | 'ageGroup'> & {
  /** The event's age groups in words ("11–12 years, 13 years and over"). */
  ages?: string;
  entrants: Entrant[];
};

/** One of ours who may enter: `who` in the swimmers, their age on the meet's date, their best
 * in the window in the meet's pool (and the gala it was at), else their best in another pool,
 * and the time to beat (`target`) and the upper limit (`limit`, faster is too fast). */
export type Entrant = {
  who: number;
  age: number;
  best?: Hundredths;
  at?: string;
  otherPool?: { course: Course; time: Hundredths };
  target?: Hundredths;
  limit?: Hundredths;
};

export type ScheduleSession = {
  number: number;
  name?: string;
  date: string;
  /** "09:30"; the warm-up's "08:15" and "09:15", each where the file gives it. */
  start?: string;
  warmupFrom?: string;
  warmupUntil?: string;
  swims: ScheduleSwim[];
};

/** One swim: its event ("Girls 100 m Freestyle"), heat, lane and entry time, and when its heat
 * starts: the file's time, or (`estimated`) one worked out from the session's start and the
 * heats before it. `status`: WDR (withdrawn), SICK, or another code the file uses. */
export type ScheduleSwim = Omit<GalaEvent, 'swims' | 'adults'> & {
  who: number;
  heat?: number;
  lane?: number;
  entry?: Hundredths;
  at?: string;
  estimated?: true;
  status?: string;
};

/** A gala as its module stores it (lib/gala-store.ts makes it a Gala again): short, as a big
 * gala has hundreds of swims and a phone keeps the newest offline. */
export type StoredGala = Omit<Gala, 'events'> & {
  /** The swimmers named in its swims, each once (`swimmers` is how many of ours swam). */
  refs: SwimmerRef[];
  events: (Omit<GalaEvent, 'swims'> & { swims: StoredSwim[] })[];
};

/** A swim as one row: the swimmer (an index into the gala's `refs`; a relay's legs as
 * [swimmer, time?]), age, time and place (null when absent), then, left off when absent, the marks
 * (bits: 1 PB, 2 club record, 4 first time, 8 club record equalled), status, splits and the other
 * facts. */
export type StoredSwim = [
  who: number | StoredLeg[],
  age: number | null,
  time: Hundredths | null,
  place: number | null,
  marks?: number,
  status?: string | null,
  splits?: Split[] | null,
  more?: SwimFacts | null,
];
export type StoredLeg = [swimmer: number, time?: Hundredths];

export type RecordHolder = {
  swimmer: SwimmerRef;
  /** Relays: the four swimmers. */
  team?: SwimmerRef[];
  time: Hundredths;
  date: string;
  /** The gala's id when the record came from a file, or the words typed in records.yaml. */
  gala?: string;
  galaTitle: string;
};

export type ClubRecords = {
  /** The pools and genders with top times (/records/top-times/<id>), from the galas. */
  topTimes?: { id: string; course: Course; gender: Gender; adults?: true }[];
  /** "day" (age on the day of the swim) or "year-end" (age on 31 December that year). */
  ageRule: 'day' | 'year-end';
  /** Some galas' files give birth years only: their swims count by age on 31 December. */
  agesByYearEnd?: boolean;
  /**
   * A table repeating another of its pool and gender (a group's every record Open's) is left out.
   */
  tables: {
    course: Course;
    gender: Gender;
    /** "Open", "11–12 years"… from results.yaml. */
    ageGroup: string;
    /** The group is for (or every holder was) at least results.yaml's `adultGenders` age. */
    adults?: boolean;
    /**
     * The club's age groups whose tables were the same as this one, so left out ("9 and under").
     */
    sameFor?: string[];
    /** Joint holders when times tie to the hundredth. */
    records: (Race & { holders: RecordHolder[] })[];
  }[];
};

export type SwimmerSwim = { gala: string; galaTitle: string; date: string; time: Hundredths };

/** One of a swimmer's own swims at a gala (or a relay they swam in), as the gala's page shows it,
 * with its event; left out: splits, heat, lane, points, entry time and the place's field (the
 * gala's page has them). */
export type SwimmerEntry = Omit<GalaEvent, 'swims' | 'number' | 'winners'> &
  Omit<Swim, 'swimmer' | 'drop' | 'heat' | 'lane' | 'points' | 'entry' | 'splits' | 'of'> & {
    /** A PB's drop against the swimmer's best before it, in hundredths (the gala's `drop`). */
    improvement?: Hundredths;
  };

export type Swimmer = SwimmerRef & {
  slug: string;
  /** Per pool and race: the best time, and every valid time in date order (the chart). */
  races: (Race & { best: SwimmerSwim; swims: SwimmerSwim[] })[];
  /** Every swim, a gala at a time, newest gala first (events in the order swum); `date` is the
   * gala's first day. */
  galas?: { gala: string; galaTitle: string; date: string; swims: SwimmerEntry[] }[];
  /** The standards they have swum a counting race for: met, or how far off. */
  standards?: SwimmerStandard[];
};

/** One qualifying time: for a gender, ages min to max (999: no upper age), a race in a pool. */
export type StandardTime = {
  gender: 'F' | 'M';
  min: number;
  max: number;
  distance: number;
  stroke: Stroke;
  course: Course;
  time: Hundredths;
  consider?: Hundredths;
  limit?: Hundredths;
};

/** A set of qualifying times as the build reads it (a content/standards/ file, by its name
 * `id`): the date ages are taken on, the swims that count (from, to), its margin for "close"
 * (`close`, per cent) and its times. A typed table also names its `pool`. */
export type Standard = StandardName & {
  pool?: Course;
  ageOn: string;
  from?: string;
  to?: string;
  close: number;
  rows: StandardTime[];
};

/** A standard's short name and full name, as a gala's marks key spells them. */
export type StandardName = { id: string; name: string; short: string };

/** A swimmer's standing against one standard: per race, their best counting swim and its time. */
export type SwimmerStandard = StandardName & {
  races: (Race & { time: Hundredths; target: Hundredths; met?: boolean; considered?: boolean })[];
};

/** A standard's page (content/standards/<id>.js): its rules, and per pool, gender, ages and
 * race, our swimmers who met it or are within `close` per cent of it. */
export type StandardSummary = StandardName & {
  ageOn: string;
  from?: string;
  to?: string;
  close: number;
  groups: (StandardTime & {
    swimmers: { swimmer: SwimmerRef; time: Hundredths; age?: number }[];
  })[];
};

/** One swim in a top-times list: the swimmer (a relay: the team's names, and the four), time and
 * where and when (`gala` is empty for a record typed in records.yaml). */
export type TopTime = {
  swimmer: SwimmerRef;
  team?: SwimmerRef[];
  time: Hundredths;
  date: string;
  gala: string;
  galaTitle: string;
};

/** A pool's top times for one gender, all-time (content/top-times/<id>.js) or this season
 * (content/top-times-season/<id>.js, as /results counts seasons): per age group, per race, the
 * ten fastest, a swimmer once each. `season` names this season when it has a page of its own. */
export type TopTimes = {
  id: string;
  course: Course;
  gender: Gender;
  view: 'allTime' | 'season';
  season?: string;
  /** Every swimmer on the page (or in the table) is called by the adults' words ("Women"). */
  adults?: true;
  tables: {
    gender: Gender;
    ageGroup: string;
    adults?: true;
    races: (Race & { swims: TopTime[] })[];
  }[];
};

/** A pool's top times as its module stores them (lib/top-times-store.ts makes them TopTimes
 * again): swimmers and galas once each, a swim as [swimmer (a relay: its four), time, date, gala].
 * */
export type StoredTopTimes = Omit<TopTimes, 'tables'> & {
  refs: SwimmerRef[];
  galas: [id: string, title: string][];
  tables: (Omit<TopTimes['tables'][number], 'races'> & {
    races: (Omit<Race, 'course'> & { swims: StoredTopTime[] })[];
  })[];
};
export type StoredTopTime = [who: number | number[], time: Hundredths, date: string, gala: number];
