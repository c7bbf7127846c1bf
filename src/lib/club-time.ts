// Dates as the club counts them: Scottish local time, whatever the visitor's or the build
// machine's own time zone.
import type { BriefEvent } from '../content/schema/events.js';
import type { Notice } from '../content/schema/notices.js';

// Worked out from the UK's summer-time rule, not with Intl: a browser's first Intl date format
// loads its time-zone and locale data, 20–35 ms of blocked main thread here (about four times
// that on a slow phone) just as the page wakes up. The tests check the rule against Intl for
// every clock change from 1996 (when the rule took its present form) to 2099.

/** The day of the month of a month's last Sunday (month from 0, as Date counts them). */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** British Summer Time: from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October the clocks are an hour ahead of GMT. */
function clubOffsetMs(moment: number): number {
  const year = new Date(moment).getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerUntil = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return moment >= summerFrom && moment < summerUntil ? 3_600_000 : 0;
}

/** The clock on a Scottish wall at a moment, as "2026-11-22T18:05:00.000Z" (the Z is not true). */
const wallClock = (moment: number): string => new Date(moment + clubOffsetMs(moment)).toISOString();

/** The date in Scotland at a moment: "2026-11-22". */
export const clubDate = (moment: number): string => wallClock(moment).slice(0, 10);

/** The time in Scotland at a moment: "18:05". */
export const clubTime = (moment: number): string => wallClock(moment).slice(11, 16);

/** Events not yet over on `today` (earliest first), and those that are (latest first), from a
 * list in any order (content/events.yaml's). */
export function splitEvents<Event extends BriefEvent>(
  events: Event[],
  today: string,
): { upcoming: Event[]; past: Event[] } {
  const sorted = [...events].sort((a, b) =>
    `${a.firstDay} ${a.start ?? ''}`.localeCompare(`${b.firstDay} ${b.start ?? ''}`),
  );
  return {
    upcoming: sorted.filter((e) => e.lastDay >= today),
    past: sorted.filter((e) => e.lastDay < today).reverse(),
  };
}

/** A notice shows from its `from` until its `until`. */
export const isCurrent = (notice: Notice, moment: number): boolean =>
  Date.parse(notice.from) <= moment && moment < Date.parse(notice.until);
