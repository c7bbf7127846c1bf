// A swim's splits as laps. Meet files give running times at each split, most of them without
// the finish (the swim's own time says it), a few with it; some are out of order or missing.
import type { Split } from './gala-types.js';
import type { Hundredths } from './swim-types.js';

export type Lap = { distance: number; lap?: Hundredths; total: Hundredths };

/** Each split's stretch time and running time, the finish added from the swim's time where the
 * file left it out; a stretch that would not be a time (splits out of order) is left blank. */
export function laps(splits: Split[], time: Hundredths | undefined, full: number): Lap[] {
  const all = [...splits].sort((a, b) => a[0] - b[0]);
  if (time && full > (all.at(-1)?.[0] ?? 0)) all.push([full, time]);
  return all.map(([distance, total], i) => {
    const lap = i ? total - all[i - 1]![1] : total;
    return lap > 0 ? { distance, lap, total } : { distance, total };
  });
}
