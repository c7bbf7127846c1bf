// What the Lenex writer (../lenex-writer.mjs) takes: a compact description of one meet file.
// Ids and numbers are written as given; a field left out (or undefined) writes no attribute.

/** Hundredths (6532 is 1:05.32), or words written as they are ('NT', or a broken time). */
export type Time = number | string;

/** An XML attribute's value: null and undefined leave the attribute out. */
export type Value = string | number | boolean | null | undefined;

/** Splits by distance: { 50: 3012 }. */
export type Splits = Record<number, Time>;

export type LenexFile = {
  meet: Meet;
  sessions: Session[];
  clubs: Club[];
  recordLists?: RecordList[];
  timeStandardLists?: TimeStandardList[];
  version?: string;
};

export type Meet = {
  name: string;
  city: string;
  course: string;
  nation?: string;
  pool?: string;
  facility?: { street?: string; zip?: string; city?: string };
  ageDate?: { type: string; value: string };
  pointTable?: { name: string; version: string };
  deadline?: string;
  qualify?: { from?: string; until?: string; conversion?: string };
};

export type Session = {
  date: string;
  course?: string;
  name?: string;
  daytime?: string;
  warmupFrom?: string;
  warmupUntil?: string;
  events: LenexEvent[];
};

export type LenexEvent = {
  id: number;
  number: number;
  gender?: string;
  round?: string;
  daytime?: string;
  distance: number;
  stroke: string;
  relayCount?: number;
  technique?: string;
  name?: string;
  /** The event id of the round before (heats before a final). */
  previous?: number;
  /** Ids of time standard lists. */
  standards?: number[];
  heats?: { id: number; number: number; order?: number; daytime?: string }[];
  /** Without them, one open age group, ranked by time. */
  ageGroups?: AgeGroup[];
};

export type AgeGroup = {
  min: number;
  max: number;
  gender?: string;
  calculate?: string;
  handicap?: Value;
  /** Its own ranking: [result id, place] pairs, or RANKING elements written out. */
  rank?: number[][] | string;
};

export type Club = {
  code: string;
  name: string;
  nation?: string;
  athletes?: Athlete[];
  relays?: Relay[];
};

export type Athlete = {
  id: number;
  first: string;
  last: string;
  gender: string;
  birthdate?: string;
  license?: string;
  entries?: Entry[];
  results?: Result[];
};

export type Entry = { event: number; time?: Time; heat?: number; lane?: number; status?: string };

/** A swim, an athlete's or a relay's; a result without its own place is ranked by time. */
export type Swim = {
  id: number;
  event: number;
  time?: Time;
  status?: string;
  place?: number;
  splits?: Splits;
};

export type Result = Swim & { points?: number; comment?: string; heat?: number; lane?: number };

export type Relay = { number?: number; gender: string; results: RelaySwim[] };

/** `legs`: the four swimmers' athlete ids, in order. */
export type RelaySwim = Swim & { legs: number[] };

export type TimeStandardList = {
  id: number;
  name: string;
  gender: string;
  course: string;
  type?: string;
  min?: number;
  max?: number;
  times: { stroke: string; distance: number; time: Time }[];
};

export type RecordList = {
  name: string;
  course: string;
  gender: string;
  records: {
    distance: number;
    stroke: string;
    time: Time;
    first: string;
    last: string;
    date: string;
  }[];
};
