// A gala page's shapes: its events and swims.
//   content/galas/<id>.js  export const gala: StoredGala (one module per gala)

import type { Picture } from '../content/schema/fields.js';
import type { GalaBefore, GalaSchedule } from './gala-schedule-types.js';
import type { GalaSummary } from './results-types.js';
import type { StandardName } from './standard-types.js';
import type { Gender, Hundredths, Race, SwimmerRef } from './swim-types.js';

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
