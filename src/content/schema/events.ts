// content/events.yaml: galas, trials, open days, the AGM, socials.
import { z } from 'zod';
import { isoDate, linkTarget, text, time } from './whats-on-fields.js';

export const eventSchema = z
  .strictObject({
    /** Never changes once published: the event's address and its calendar id are made from it. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'this should be lower-case letters, digits and dashes, like winter-gala-2026'),
    title: text,
    date: z.union([isoDate, z.strictObject({ from: isoDate, to: isoDate })]),
    /** Leave out both for an all-day event. */
    start: time.optional(),
    end: time.optional(),
    place: text,
    /** Leave out when the event is for everyone. */
    squads: z.array(text).min(1).optional(),
    entryDeadline: isoDate.optional(),
    link: linkTarget.optional(),
    description: text,
  })
  .superRefine((event, ctx) => {
    const first = typeof event.date === 'string' ? event.date : event.date.from;
    const last = typeof event.date === 'string' ? event.date : event.date.to;
    if (last < first) ctx.addIssue({ code: 'custom', path: ['date', 'to'], message: `the event ends (${last}) before it starts (${first})` });
    if (Boolean(event.start) !== Boolean(event.end))
      ctx.addIssue({ code: 'custom', path: [event.start ? 'end' : 'start'], message: 'give both a start and an end time, or neither for an all-day event' });
    if (event.start && event.end && first === last && event.end <= event.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: `the event ends (${event.end}) before it starts (${event.start})` });
    if (event.entryDeadline && event.entryDeadline > first)
      ctx.addIssue({ code: 'custom', path: ['entryDeadline'], message: `the entry deadline (${event.entryDeadline}) is after the event starts (${first})` });
  })
  .transform(({ date, ...event }) => ({
    ...event,
    /** First and last day (the same for a one-day event). */
    firstDay: typeof date === 'string' ? date : date.from,
    lastDay: typeof date === 'string' ? date : date.to,
  }));

export const eventsSchema = z.strictObject({ events: z.array(eventSchema) });

export type ClubEvent = z.output<typeof eventSchema>;
export type Events = z.output<typeof eventsSchema>;
