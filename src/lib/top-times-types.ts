// The top-times pages' shapes.
//   content/top-times/<id>.js, content/top-times-season/<id>.js  export const topTimes:
//   StoredTopTimes

import type { Course, Gender, Hundredths, Race, SwimmerRef } from './swim-types.js';

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
