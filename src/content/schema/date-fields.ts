// The dates and times content files hold: days, times of day, a time the clocks skip or repeat,
// and the date a statement was last checked. Each says what is wrong in plain English.
import { DateTime } from 'luxon';
import { z } from 'zod';
import { missingOr } from './fields.js';

/** A date written year-month-day, e.g. 2025-03-14. */
export const isoDate = z.iso.date({
  error: missingOr('is not a date; write it as year-month-day, like 2025-03-14'),
});

/** A time of day on the 24-hour clock, e.g. 18:30. */
const notATime = missingOr(
  'is not a time; write it as hours:minutes on the 24-hour clock, two digits each, like ' +
    '08:45 or 18:30',
);
export const time = z
  .string({ error: notATime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: notATime });

/** Whether two well-written times are out of order (an end at or before its start). A time
 * written wrongly (8:45 for 08:45) gets its own message instead of a misleading comparison. */
export const timesOutOfOrder = (start: unknown, end: unknown): boolean =>
  time.safeParse(start).success &&
  time.safeParse(end).success &&
  (end as string) <= (start as string);

/** A Scottish time that never happens, or happens twice, on a day the clocks change (the last
 * Sundays of March and October): what is wrong, or undefined. Calendars would otherwise move
 * it an hour without a word. */
export function clockChangeProblem(date: string, time: string): string | undefined {
  const moment = DateTime.fromISO(`${date}T${time}`, { zone: 'Europe/London' });
  if (!moment.isValid) return undefined;
  if (moment.toFormat('HH:mm') !== time)
    return (
      `there is no ${time} on ${date} in Scotland: the clocks go forward that night from 01:00 ` +
      'straight to 02:00, so that hour never happens. Choose a time before 01:00 or from 02:00'
    );
  if (moment.getPossibleOffsets().length > 1)
    return (
      `${time} happens twice on ${date} in Scotland: the clocks go back that night from 02:00 ` +
      'to 01:00, so the hour from 01:00 comes round twice and calendars cannot tell which you ' +
      'mean. Choose a time before 01:00 or from 02:00'
    );
  return undefined;
}

/**
 * A starter value a club has still to replace (a fee): shown as it is, and warned of by the build.
 */
export const toBeConfirmed = 'to be confirmed';

/** The date a statement was last checked, or "to be confirmed" until the club has checked it
 * (the page then shows no date, and the build warns). */
export const checkedOn = z.union(
  [
    isoDate,
    z
      .string()
      .regex(/^\s*to be confirmed\s*$/i)
      .transform(() => toBeConfirmed),
  ],
  {
    error: missingOr(
      'is not a date; write the day you last checked it as year-month-day, like 2026-11-22, ' +
        'or to be confirmed',
    ),
  },
);
