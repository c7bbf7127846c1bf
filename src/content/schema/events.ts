// content/events.yaml: galas, meets, trials, open days, the AGM, socials. Dates and times are
// Scottish local time.
import { z } from 'zod';
import { clockChangeProblem, isoDate, time, timesOutOfOrder } from './date-fields.js';
import { text } from './fields.js';
import { pageOrWebAddress } from './link-fields.js';

export const eventSchema = z
  .strictObject({
    /** Never changes once published: the event's calendar id and file are made from it. */
    id: z
      .string({
        error:
          'is missing: give the event a short id of lower-case words joined by hyphens, like ' +
          'winter-gala-2027',
      })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
        error: (issue) =>
          `"${issue.input}" is not an id; write lower-case words and numbers joined by ` +
          'hyphens, like winter-gala-2027',
      }),
    title: text,
    /** One day (2027-01-30), or several: { from: 2026-11-07, to: 2026-11-08 }. */
    date: z.union([isoDate, z.strictObject({ from: isoDate, to: isoDate })], {
      error:
        'is not a date; write it as year-month-day, like 2027-01-30, or for several days as ' +
        'from: and to: on the lines below',
    }),
    /** Leave out both for an all-day event. */
    start: time.optional(),
    end: time.optional(),
    /** A venue's name, as written in venues.yaml. */
    place: text,
    /** Leave out when the event is for everyone. */
    squads: z
      .array(text, { error: 'should be a list of squad names, like [Gold, Platinum]' })
      .min(1)
      .optional(),
    entryDeadline: isoDate.optional(),
    link: pageOrWebAddress.optional(),
    description: text,
  })
  .check((ctx) => {
    const event = ctx.value;
    const issue = (path: string[], message: string) =>
      ctx.issues.push({ code: 'custom', path, message, input: event });
    const first = typeof event.date === 'string' ? event.date : event.date.from;
    const last = typeof event.date === 'string' ? event.date : event.date.to;
    if (last < first)
      issue(
        ['date', 'to'],
        `the event ends (${last}) before it starts (${first}); check the dates`,
      );
    if (Boolean(event.start) !== Boolean(event.end))
      issue(
        [event.start ? 'start' : 'end'],
        'give both a start and an end time, or neither for an all-day event',
      );
    if (timesOutOfOrder(event.start, event.end))
      issue(
        ['end'],
        `the event ends (${event.end}) before it starts (${event.start}); check the times`,
      );
    for (const [field, day] of [
      ['start', first],
      ['end', last],
    ] as const) {
      const written = event[field];
      const problem =
        written && time.safeParse(written).success ? clockChangeProblem(day, written) : undefined;
      if (problem) issue([field], problem);
    }
    if (event.entryDeadline && event.entryDeadline > first)
      issue(
        ['entryDeadline'],
        `entries would close (${event.entryDeadline}) after the event starts (${first}); ` +
          'check the date',
      );
  })
  .transform(({ date, ...event }) => ({
    ...event,
    /** First and last day (the same for a one-day event). */
    firstDay: typeof date === 'string' ? date : date.from,
    lastDay: typeof date === 'string' ? date : date.to,
  }));

export const eventsSchema = z.array(eventSchema);

export type ClubEvent = z.output<typeof eventSchema>;
/** What the home page's list shows of an event. */
export type BriefEvent = Pick<
  ClubEvent,
  'id' | 'title' | 'firstDay' | 'lastDay' | 'start' | 'end' | 'place' | 'entryDeadline'
>;
/** An event as a card shows it: brief, or with its words too. */
export type ShownEvent = BriefEvent & Partial<ClubEvent>;
export type Events = z.output<typeof eventsSchema>;
