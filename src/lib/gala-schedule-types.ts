// A gala page's shapes before its results: the day's schedule (a start list or entries) and
// what each of ours may enter (an invitation). Both are part of content/galas/<id>.js.

import type { GalaEvent } from './gala-types.js';
import type { Course, Hundredths, SwimmerRef } from './swim-types.js';

/** A gala's day from its start list (or entries file): each of our swimmers' swims by session,
 * none of a withheld swimmer. `who` is an index into `swimmers`, ours A to Z. */
export type GalaSchedule = {
  swimmers: SwimmerRef[];
  sessions: ScheduleSession[];
  /** The pool's street address, where the file gives it (for the calendar). */
  address?: string;
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
