// The swimmers' pages' shapes.
//   content/swimmer-list.js     export const swimmerList: SwimmerList
//   content/swimmers/<slug>.js  export const swimmer: Swimmer (one module per swimmer)

import type { GalaEvent, Swim } from './gala-types.js';
import type { SwimmerStandard } from './standard-types.js';
import type { Hundredths, Race, SwimmerRef } from './swim-types.js';

/** /swimmers: everyone with a page, A to Z (content/swimmer-list.js). */
export type SwimmerList = {
  title: string;
  description: string;
  swimmers: (SwimmerRef & { slug: string })[];
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
