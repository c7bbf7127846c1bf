// content/notices.yaml: short dated messages ("Tuesday training cancelled"), shown at the top of
// every page from `from` until `until` (Scottish local time).
import { DateTime } from 'luxon';
import { z } from 'zod';
import { clockChangeProblem, isoDate } from './date-fields.js';
import { text } from './fields.js';
import { pageOrWebAddress } from './link-fields.js';

const writeItLike = 'write it as year-month-day hours:minutes, like 2026-01-13 16:00';

/**
 * "2026-01-13 16:00" in Scotland; the output is that moment in UTC (ISO 8601), for any visitor's
 * clock.
 */
const localDateTime = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? `is missing; ${writeItLike}`
        : `is not a date and time; ${writeItLike}`,
  })
  .transform((written, ctx) => {
    const moment = DateTime.fromFormat(written, 'yyyy-MM-dd HH:mm', { zone: 'Europe/London' });
    if (!moment.isValid) {
      ctx.issues.push({
        code: 'custom',
        message: `"${written}" is not a date and time; ${writeItLike}`,
        input: written,
      });
      return z.NEVER;
    }
    const [date, time] = written.split(' ');
    const clockChange = clockChangeProblem(date, time);
    if (clockChange) {
      ctx.issues.push({ code: 'custom', message: clockChange, input: written });
      return z.NEVER;
    }
    return moment.toUTC().toISO({ suppressMilliseconds: true })!;
  });

export const noticeSchema = z
  .strictObject({
    message: text,
    from: localDateTime,
    until: localDateTime,
    /**
     * The training it calls off (the Training page names the notice): a date, and the squads (all
     * if left out).
     */
    cancels: z
      .strictObject({
        date: isoDate,
        squads: z
          .array(text, { error: 'should be a list of squad names, like [Gold, Platinum]' })
          .min(1)
          .optional(),
      })
      .optional(),
    link: z.strictObject({ text, url: pageOrWebAddress }).optional(),
  })
  .check((ctx) => {
    if (ctx.value.until <= ctx.value.from)
      ctx.issues.push({
        code: 'custom',
        path: ['until'],
        message: 'the notice would end (until) before it starts (from); check the dates and times',
        input: ctx.value,
      });
  });

export const noticesSchema = z.array(noticeSchema);

export type Notice = z.output<typeof noticeSchema>;
export type Notices = z.output<typeof noticesSchema>;
