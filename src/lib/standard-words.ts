// A time against a qualifying standard in one sentence, the same on a gala's page, a swimmer's and
// the standard's own: the standard's own time (the qualifying time, or the consideration time where
// that is what was met) and the margin ("met the Braeshire County time of 1:29.50 by 0.38 s").
import { fill } from './fill.js';
import type { Hundredths } from './swim-types.js';
import { formatTime, type GalaWords } from './gala-words.js';

/** Met the qualifying time, met the consideration time, or not yet. */
export type Standing = 'met' | 'considered' | 'toGo';

/** `standard`: its short name; `target`: the time the sentence names. */
export function standardSentence(
  standing: Standing,
  { standard, time, target }: { standard: string; time: Hundredths; target: Hundredths },
  { pages }: GalaWords,
) {
  const words =
    standing === 'met'
      ? pages.standardMet
      : standing === 'considered'
        ? pages.standardConsidered
        : pages.standardToGo;
  return fill(words, {
    standard,
    time: formatTime(time),
    target: formatTime(target),
    gap: formatTime(Math.abs(time - target)),
  });
}
