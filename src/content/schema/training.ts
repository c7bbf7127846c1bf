// content/training.yaml: each squad's weekly sessions, the term dates and the days without
// training (holidays, pool closures). Times are Scottish local time.
import { z } from 'zod';
import { isoDate, time, timesOutOfOrder } from './date-fields.js';
import { missingOr, optionalList, text, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/training', file: 'TrainingPage' };
/** Never left out: every squad links to it. */
export const required = true;

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const sessionKinds = ['swim', 'land', 'yoga'] as const;

const session = z
  .strictObject({
    day: z.enum(weekdays, {
      error: (issue) => `"${issue.input}" is not a day; write one of ${weekdays.join(', ')}`,
    }),
    start: time,
    end: time,
    /** A venue's name, as written in venues.yaml. */
    pool: text,
    kind: z.enum(sessionKinds, {
      error: (issue) =>
        `"${issue.input}" is not a kind of session; write swim, land (land training) or yoga`,
    }),
  })
  .check((ctx) => {
    const { start, end } = ctx.value;
    if (timesOutOfOrder(start, end))
      ctx.issues.push({
        code: 'custom',
        path: ['end'],
        message: `the session ends (${end}) before it starts (${start}); check the times`,
        input: ctx.value,
      });
  });

/** A club that trains every week of the year: `terms: all year`. */
const allYear = z
  .string()
  .regex(/^\s*all year\s*$/i)
  .transform(() => 'all year' as const);

const squadNames = z
  .array(text, { error: 'should be a list of squad names, like [Gold, Platinum]' })
  .min(1);

/**
 * A date range; one day may be written as `date:`. `squads` (breaks only) limits it to those
 * squads.
 */
const span = z
  .strictObject({
    name: text,
    date: isoDate.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    squads: squadNames.optional(),
  })
  .check((ctx) => {
    const { date, from, to } = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: ctx.value });
    if (date && (from || to))
      issue('date', 'write either date: (one day) or from: and to: (several days), not both');
    else if (!date && !(from && to))
      issue(
        from ? 'to' : 'from',
        'is missing; write date: for one day, or from: and to: for several days',
      );
    else if (from && to && to < from)
      issue('to', `ends (${to}) before it starts (${from}); check the dates`);
  })
  .transform(({ date, from, to, ...rest }) => ({
    ...rest,
    from: (date ?? from)!,
    to: (date ?? to)!,
  }));

export const trainingSchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: text,
  labels: z.strictObject({
    today: text,
    todayIntro: text,
    pickSquad: text,
    allSquads: text,
    timetable: text,
    day: text,
    time: text,
    kind: text,
    pool: text,
    /** The heading of the list of places the squads train, with their addresses and maps. */
    venues: text,
    kinds: z.strictObject({ swim: text, land: text, yoga: text }),
    trainingToday: text,
    noTrainingToday: text,
    next: text,
    noneComing: text,
    cancelled: text,
    // oxlint-disable-next-line unicorn/no-thenable -- a field of words, never awaited
    then: text,
    terms: text,
    /**
     * Shown when no term is on or to come: instead of the next session, and under the term dates.
     */
    termsToCome: text,
    /** Said instead of term dates by a club whose terms are `all year` (none: nothing said). */
    allYear: text.optional(),
    breaks: text,
    subscribe: text,
    subscribeHelp: text,
  }),
  /** None yet: the page says termsToCome. The build warns when the last term has ended or ends
   * within two weeks. `all year`: a club that trains every week, terms or not (breaks aside). */
  terms: z.union([allYear, optionalList(span)], {
    error: missingOr(
      'should be a list of terms (each - name:, from: and to:), [] for none yet, or all year ' +
        'for every week',
    ),
  }),
  /** Days without training inside a term: every squad's, or only those `squads` names. */
  breaks: z.array(span).default([]),
  squads: z
    .array(z.strictObject({ squad: text, sessions: z.array(session) }))
    .min(1, { error: 'needs at least one squad' }),
  /** Sessions several squads share, written once: squads: [Bronze, Silver], or squads: all. The
   * build adds them to each squad's own (src/content/shared-sessions.ts). */
  shared: optionalList(
    z.strictObject({
      squads: z.union([z.literal('all'), squadNames], {
        error: missingOr('should be a list of squad names, like [Bronze, Silver], or all'),
      }),
      sessions: z.array(session).min(1, { error: 'needs at least one session' }),
    }),
  ),
});

export type Training = z.output<typeof trainingSchema>;
export type Span = z.output<typeof span>;
export type TrainingSession = Training['squads'][number]['sessions'][number];
export type Weekday = (typeof weekdays)[number];
export type SessionKind = (typeof sessionKinds)[number];
