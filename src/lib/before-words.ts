// What a swimmer's chance at an event is, in words (GalaBefore): their best in the meet's window
// and pool against the meet's time to beat and its upper limit, or what the site cannot judge.
import { fill } from './fill.js';
import type { Entrant } from './gala-schedule-types.js';
import { formatTime, poolName, type GalaWords } from './gala-words.js';

export function entrantWords(entrant: Entrant, words: GalaWords): string {
  const { pages } = words;
  const { best, at = '', target, limit, otherPool } = entrant;
  const times = {
    time: best ? formatTime(best) : '',
    gala: at,
    target: target ? formatTime(target) : '',
    limit: limit ? formatTime(limit) : '',
  };
  const aim = target ? fill(pages.beforeTarget, times) : '';
  if (!best) {
    const none = otherPool
      ? fill(pages.beforeOtherPool, {
          pool: poolName(otherPool.course, words),
          time: formatTime(otherPool.time),
        })
      : pages.beforeNoTime;
    return [none, aim].filter(Boolean).join('; ');
  }
  // An upper limit: the meet takes only swimmers slower than it.
  if (limit && best <= limit) return fill(pages.beforeTooFast, times);
  if (!target) return fill(pages.beforeBest, times);
  if (best <= target) return fill(pages.beforeMeets, times);
  return fill(pages.beforeOff, { ...times, gap: formatTime(best - target) });
}
