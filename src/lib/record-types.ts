// The records page's shapes.
//   content/records.js  export const records: ClubRecords

import type { Course, Gender, Hundredths, Race, SwimmerRef } from './swim-types.js';

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
