// Dates as the club counts them: Scottish local time, whatever the visitor's or the build
// machine's own time zone.
import type { ClubEvent } from '../content/schema/events.js';
import type { Notice } from '../content/schema/notices.js';

const clubDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date in Scotland at a moment: "2026-11-22". */
export const clubDate = (moment: number): string => clubDay.format(moment);

/** Events not yet over on `today` (earliest first), and those that are (latest first). */
export function splitEvents(events: ClubEvent[], today: string): { upcoming: ClubEvent[]; past: ClubEvent[] } {
  return {
    upcoming: events.filter((e) => e.lastDay >= today),
    past: events.filter((e) => e.lastDay < today).reverse(),
  };
}

/** A notice shows from its `from` until its `until`. */
export const isCurrent = (notice: Notice, moment: number): boolean => Date.parse(notice.from) <= moment && moment < Date.parse(notice.until);
