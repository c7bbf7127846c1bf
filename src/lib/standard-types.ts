// The standards' shapes: a set of qualifying times as the build reads it, its page, and a
// swimmer's standing against it.
//   content/standards/<id>.js  export const standard: StandardSummary

import type { Course, Hundredths, Race, Stroke, SwimmerRef } from './swim-types.js';

/** A standard's short name and full name, as a gala's marks key spells them. */
export type StandardName = { id: string; name: string; short: string };

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
