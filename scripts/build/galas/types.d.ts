// The galas' build-internal shapes: what gala.mjs hands history.mjs, and what the step returns
// (a meet file as lenex.mjs reads it is in meet-types.d.ts). What pages read is in
// src/lib/*-types.ts. Birthdates live here and in meet-types.d.ts only: nothing of these types
// is written out.
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
import type { Athlete } from './meet-types.js';

export type { Candidate } from './before.mjs';

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
