// Dates as the club counts them: Scottish local time, whatever the visitor's or the build
// machine's own time zone.
import type { BriefEvent } from '../content/schema/events.js';
import type { Notice } from '../content/schema/notices.js';

const clubDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date in Scotland at a moment: "2026-11-22". Built from the parts, because how a locale
 * writes a date differs between engines (WebKit's "en-CA" is not year-month-day). */
export function clubDate(moment: number): string {
  const part = partsOf(clubDay, moment);
  return `${part.year}-${part.month}-${part.day}`;
}

/** A moment's parts as a formatter splits them: { year: '2026', month: '11', … }. */
export const partsOf = (format: Intl.DateTimeFormat, moment: number): Record<string, string> =>
  Object.fromEntries(format.formatToParts(moment).map(({ type, value }) => [type, value]));

/** Events not yet over on `today` (earliest first), and those that are (latest first). */
export function splitEvents<Event extends BriefEvent>(events: Event[], today: string): { upcoming: Event[]; past: Event[] } {
  return {
    upcoming: events.filter((e) => e.lastDay >= today),
    past: events.filter((e) => e.lastDay < today).reverse(),
  };
}

/** A notice shows from its `from` until its `until`. */
export const isCurrent = (notice: Notice, moment: number): boolean => Date.parse(notice.from) <= moment && moment < Date.parse(notice.until);
