// content/notices.yaml: short dated messages ("Tuesday training cancelled"), shown at the top of
// every page from `from` until `until` (Scottish local time).
import { z } from 'zod';
import { linkTarget, localDateTime, text } from './whats-on-fields.js';

export const noticeSchema = z
  .strictObject({
    message: text,
    from: localDateTime,
    until: localDateTime,
    link: z.strictObject({ text, url: linkTarget }).optional(),
  })
  .superRefine((notice, ctx) => {
    if (notice.until <= notice.from)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'the notice would end (until) before it starts (from)' });
  });

export const noticesSchema = z.strictObject({ notices: z.array(noticeSchema) });

export type Notice = z.output<typeof noticeSchema>;
export type Notices = z.output<typeof noticesSchema>;
