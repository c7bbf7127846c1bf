// The galas' build-internal shapes: a meet file as lenex.mjs reads it, and what gala.mjs hands
// history.mjs. What pages read is in src/lib/*-types.ts. Birthdates and athlete ids live
// here only: nothing of this type is written out.
import type { GalaBefore, GalaSchedule } from '../../../src/lib/gala-schedule-types.js';
import type { Gala, GalaEvent, Swim } from '../../../src/lib/gala-types.js';
import type { ClubRecords, RecordHolder } from '../../../src/lib/record-types.js';
import type { GalaSummary, SeasonLink } from '../../../src/lib/results-types.js';
import type {
  Course,
  Gender,
  Hundredths,
  Race,
  Stroke,
  SwimmerRef,
} from '../../../src/lib/swim-types.js';
import type { SwimmerList } from '../../../src/lib/swimmer-types.js';
import type { Records } from '../../../src/content/schema/records.js';
import type { Results } from '../../../src/content/schema/results.js';
import type { NameRules, Person } from './names.mjs';

/** An athlete of the file (ATHLETE), under a club (`club`: its index in `clubs`) or listed
 * inside a relay (club -1); `person` is set once the build has found who they are. */
export type Athlete = {
  id?: string;
  club: number;
  first: string;
  last: string;
  gender?: string;
  birthdate?: string;
  /** The swimmer's registration number: tells namesakes apart inside the build, never shown. */
  license?: string;
  person?: Person;
};

/**
 * An AGEGROUP of an event: -1 is "no limit"; `total`: a relay's ages added up (calculate="TOTAL").
 */
export type AgeGroup = { min: number; max: number; gender?: 'F' | 'M'; total?: true };

/** A place within an age group (RANKING); `order` is the group's in the event's list. */
export type Ranked = {
  place: number;
  min: number;
  max: number;
  gender?: 'F' | 'M';
  order: number;
  total?: true;
};

export type MeetEvent = Race & {
  id: string;
  number: number;
  /** The order the events were swum in, across the meet. */
  order: number;
  gender: Gender;
  round: string;
  technique?: string;
  /** SWIMSTYLE's name, as the file words the race. */
  styleName?: string;
  date: string;
  /** Its SESSION's number, and the time the file gives it ("09:30"), if any. */
  session: number;
  daytime?: string;
  /** A later round's first round (its eventid): entries are to the first. */
  previous?: string;
  /** For para swimmers' classes (an age group's handicap). */
  para?: boolean;
  /** Its time standards: ids in the meet's `standardLists`. */
  standards?: string[];
  ageGroups: AgeGroup[];
  line: number;
};

export type MeetSplit = { distance: number; time: Hundredths };

/** A list of qualifying times (MAXIMUM: to beat) or upper limits (MINIMUM: faster is too fast)
 * for one gender, pool and age group (-1: no bound). */
export type StandardList = {
  name: string;
  gender: 'F' | 'M' | 'X';
  course: string;
  type?: 'MAXIMUM' | 'MINIMUM';
  min: number;
  max: number;
  times: Map<string, Hundredths>;
};

/** One swimmer's ENTRY: `status` WDR (withdrawn), SICK, or another code the file uses. */
export type Start = {
  athlete: Athlete;
  eventId: string;
  entry?: Hundredths;
  heatId?: string;
  lane?: number;
  status?: string;
};

export type MeetSession = {
  number: number;
  name?: string;
  date: string;
  daytime?: string;
  warmupFrom?: string;
  warmupUntil?: string;
};

export type { Candidate } from './before.mjs';

/** A RESULT as the file gives it, an athlete's or a relay's. */
export type MeetResult = {
  resultId: string;
  eventId: string;
  time?: Hundredths;
  status?: string;
  place?: number;
  points?: number;
  comment?: string;
  heatId: string;
  lane?: number;
  entryTime?: Hundredths;
  splits: MeetSplit[];
};

export type AthleteResult = MeetResult & { athlete: Athlete; positions?: undefined };

export type RelayPosition = { number: number; athleteId: string; status: string; inline?: Athlete };

/** A RELAY of a club; its legs may be here or on its RESULT. */
export type Relay = { club: number; gender: string; positions: RelayPosition[] };

export type RelayResult = MeetResult & Relay & { relay?: Relay };

export type Meet = {
  name: string;
  city: string;
  pool: string;
  ageDate?: { type?: string; value?: string };
  /** The points table the meet's points are by ("FINA Point Scoring 2021"). */
  pointsTable?: string;
  /** heatid → heat number. */
  heats: Map<string, number>;
  /** heatid → its event, its order in the event and the time the file gives it ("09:35"). */
  heatTimes: Map<string, { eventId: string; order: number; daytime?: string }>;
  /** Every ATHLETE's ENTRY (an entries file's, a start list's): heat and lane once seeded. */
  starts: Start[];
  /** The SESSIONs: number, name, day, start and warm-up ("08:15"), as the file gives them. */
  sessions: MeetSession[];
  /** The pool's street address (FACILITY), for a calendar on the day. */
  address?: string;
  /** The entry deadline, year-month-day. */
  deadline?: string;
  /** The window an entry time must be swum in; `conversion`: NONE, or how the meet converts a
   * time from another pool length (FINA_POINTS, PERCENT_LINEAR, NON_CONFORMING_LAST). */
  qualify?: { from?: string; until?: string; conversion: string };
  /** timestandardlistid → its times by "STROKE|distance|relaycount". */
  standardLists: Map<string, StandardList>;
  /** athleteid → eventid → entry time, from ATHLETE/ENTRIES. */
  entries: Map<string, Map<string, Hundredths>>;
  events: Map<string, MeetEvent>;
  /** resultid → its places, from AGEGROUP/RANKINGS. */
  places: Map<string, Ranked[]>;
  clubs: { code: string; name: string; nation: string }[];
  athletes: Map<string, Athlete>;
  results: AthleteResult[];
  relays: RelayResult[];
  /** RECORDLISTS beside the meet: each record with its list's name, race and holder's name. */
  records: MeetRecord[];
};

/** A record in a RECORDLIST (`name`: the list's, "Swiss Masters Records"). */
export type MeetRecord = {
  name: string;
  course?: Course;
  distance: number;
  stroke: string;
  relayCount: number;
  time?: Hundredths;
  first: string;
  last: string;
  date?: string;
};

/** results.yaml's words for one gala. */
export type GalaWords = Results['galas'][string];

/** What buildGala needs of results.yaml, with each gala's words by address. */
export type GalaSettings = Omit<Results, 'galas' | 'exhibitionSwims'> & {
  galas: Record<string, GalaWords>;
  nameRules: NameRules;
  exhibitionSwims: boolean;
};

/** A swim that counts for PBs and records: a swimmer's (`person`) or a relay's (`team`). */
export type Counted = (
  | { person: Person; team?: undefined }
  | { team: SwimmerRef[]; person?: undefined }
) & {
  swim: Swim;
  gender: Gender;
  age?: number;
  /** The club's age groups it counts in, "Open" last. */
  groups: string[];
  time: Hundredths;
  date: string;
  order: number;
  race: Race;
  raceKey: string;
  /** For the standards' own age rules (scripts/build/standards/); never written out. */
  born?: string;
  yearOnly?: boolean;
};

/** One of our swims, with who of ours swam it, for the swimmers' pages. */
export type Mine = { people: Person[]; swim: Swim; event: GalaEvent; date: string; order: number };

/** A gala as gala.mjs built it, before history.mjs marks its PBs, firsts and records. */
/** `yearEnd`: the file's birth years made the records' ages by the end of the year. */
export type BuiltGala = {
  gala: Gala;
  counted: Counted[];
  mine: Mine[];
  yearEnd?: boolean;
  /** Before its results: the day's schedule, made once every file has told who is withheld. */
  schedule?: (who: (athlete: Athlete) => SwimmerRef | undefined) => GalaSchedule | undefined;
  /** Before the heats: who of ours may enter what, from the candidates for its athletes of ours. */
  before?: (
    candidatesFor: (ours: Athlete[], firstDay: string) => Candidate[],
  ) => GalaBefore | undefined;
  /** 3 results, 2 a start list (heats and lanes), 1 entries, 0 an invitation. */
  stage: number;
};

/** A problem or warning as the build reports it, with its file and line. */
export type Problem = { file: string; line: number; field?: string; message: string };

/** What the galas' build step returns (load.mjs). */
export type GalasMade = {
  problems: Problem[];
  warnings: Problem[];
  /** content/<name>.js → its exports. */
  modules: Record<string, object>;
  /** What the pages step prerenders a page for. */
  galas: GalaSummary[];
  seasons: SeasonLink[];
  swimmers: { slug: string; name: string }[];
  swimmerList?: SwimmerList;
  /** Each file's gala address, printed by the build. */
  addresses: { file: string; address: string; note?: string }[];
  /** results.yaml as visitors get it: without the withheld names and the per-gala words. */
  results?: Omit<Results, 'withheld' | 'galas'>;
  /** records.yaml's words with the records worked out; never the typed list. */
  records?: Partial<Omit<Records, 'records'>> & ClubRecords;
  /** Each pool's top times page, titled (/records/top-times/25m-f), and this season's
   * (/records/top-times/25m-f/season). */
  topTimes?: { id: string; title: string }[];
  topTimesSeason?: { id: string; title: string }[];
};

/** A record typed in records.yaml, as club-records.mjs takes it. */
export type TypedRecord = {
  race: Race;
  gender: Gender;
  ageGroup: string;
  holder: RecordHolder & { age?: number; who?: unknown };
};

export type { Course, Stroke };
