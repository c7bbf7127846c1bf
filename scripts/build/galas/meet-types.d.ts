// A meet file as lenex.mjs reads it: the galas' build-internal shapes of what the file says.
// Birthdates, licences and athlete ids live here only: nothing of these types is written out.
import type { Course, Hundredths, Race, Gender } from '../../../src/lib/swim-types.js';
import type { Person } from './names.mjs';

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
