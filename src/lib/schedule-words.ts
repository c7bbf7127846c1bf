// A swim of a gala's day in words, for its page (ScheduleSwimLine) and the swimmer's calendar
// file (scripts/build/swim-calendar.mjs): when, and heat, lane, entry time and a withdrawal.
import { fill } from './fill.js';
import type { ScheduleSwim } from './gala-schedule-types.js';
import { formatTime, statusName, type GalaWords } from './gala-words.js';

/** "09:35", or "about 09:40" where worked out rather than given by the meet. */
export const swimAt = (swim: ScheduleSwim, { pages }: GalaWords) =>
  swim.at && swim.estimated ? fill(pages.scheduleAbout, { time: swim.at }) : (swim.at ?? '');

/** Heat and lane (or that the heats are not drawn yet), the entry time, and a withdrawal. */
export function swimFacts(swim: ScheduleSwim, words: GalaWords) {
  const { pages } = words;
  const place = swim.heat
    ? swim.lane
      ? fill(pages.heatLane, { heat: swim.heat, lane: swim.lane })
      : fill(pages.scheduleHeat, { heat: swim.heat })
    : swim.status
      ? ''
      : pages.scheduleNotSeeded;
  const entry = swim.entry ? fill(pages.scheduleEntry, { entry: formatTime(swim.entry) }) : '';
  return [swim.status ? statusName(swim.status, words) : '', place, entry]
    .filter(Boolean)
    .join(' · ');
}
