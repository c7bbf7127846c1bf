// Field kinds the news, events and notices schemas share. Stand-ins for the shared
// src/content/schema/fields.ts of the content pipeline (issue 11) until it lands.
import { DateTime } from 'luxon';
import { z } from 'zod';

/** The club's clock: every date and time a volunteer writes is Scottish local time. */
export const clubTimeZone = 'Europe/London';

export const text = z
  .string({ error: 'this should be text (if it contains a colon followed by a space, put the whole text in "double quotes")' })
  .trim()
  .min(1, 'this should not be empty');

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'this should be a date written like 2026-05-14 (year-month-day)')
  .refine((s) => DateTime.fromISO(s).isValid, 'this is not a real date');

export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'this should be a time written like 09:30 or 18:45 (24-hour clock)');

/** "2026-01-13 16:00" in the club's time zone; the output is the exact moment, in UTC (ISO 8601). */
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, 'this should be a date and time written like 2026-01-13 16:00')
  .transform((s, ctx) => {
    const moment = DateTime.fromFormat(s, 'yyyy-MM-dd HH:mm', { zone: clubTimeZone });
    if (!moment.isValid) {
      ctx.addIssue({ code: 'custom', message: 'this is not a real date and time' });
      return z.NEVER;
    }
    return moment.toUTC().toISO({ suppressMilliseconds: true })!;
  });

export const webAddress = z.url({ protocol: /^https$/, message: 'this should be a full web address starting with https://' });

/** A page of this site ("/about") or another site ("https://…"). */
export const linkTarget = z.union([z.string().regex(/^\/[^\s]*$/), webAddress], {
  message: 'this should be a page of this site starting with / (like /about) or a full web address starting with https://',
});

/** A picture in public/images/; the build adds its width and height. */
export const picture = z.strictObject({
  src: z.string().regex(/^images\/[\w./-]+$/, 'this should be a picture in public/images/, written like images/gala.jpg'),
  alt: z.string(),
});
export type PictureInput = z.input<typeof picture>;
