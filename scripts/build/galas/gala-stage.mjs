// How far along a meet's file is, and what the gala's page shows before its results: 0 an
// invitation, 1 entries, 2 a start list (heats drawn), 3 results. Before the results, the day's
// schedule of our swims; before the heats are drawn, who of ours may enter what.
import { beforeOf } from './before.mjs';
import { scheduleOf } from './schedule.mjs';
/** @import { Meet } from './meet-types.js' */
/** @import { BuiltGala, GalaSettings } from './types.js' */

/**
 * @param {{ meet: Meet, ours: Set<number>, hasResults: boolean, firstDay: string,
 * settings: GalaSettings }} args
 */
export function galaStage({ meet, ours, hasResults, firstDay, settings }) {
  const stage = hasResults ? 3 : meet.starts.some((s) => s.heatId) ? 2 : meet.starts.length ? 1 : 0;
  const schedule =
    stage < 3 && settings.schedules !== 'off'
      ? (/** @type {any} */ who) => scheduleOf({ meet, ours, who })
      : undefined;
  // Before the heats are drawn: who of ours may enter what (our athletes in an entries file too).
  const entrants = stage < 2 ? [...meet.athletes.values()].filter((a) => ours.has(a.club)) : [];
  /** @type {BuiltGala['before']} */
  const before =
    stage < 2
      ? (candidatesFor) =>
          beforeOf({ meet, firstDay, candidates: candidatesFor(entrants, firstDay) })
      : undefined;
  return { stage, schedule, before };
}
