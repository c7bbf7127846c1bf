// content/join.yaml: the Join page: who can join, trials, the waiting list, transfers, what
// membership costs per squad, help with costs, and each squad's entry criteria (the "which
// squad?" guide).
import { z } from 'zod';
import { toBeConfirmed } from './date-fields.js';
import { writeTo, paragraphs, text, textList, whole, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/join', file: 'JoinPage' };
/** Never left out: the About page links to it. */
export const required = true;

/** Pounds and pence as a plain number: 28 or 28.50, no £ sign; or the words "to be confirmed"
 * until the committee has agreed it (the page says so, and the build warns: src/content/checks.ts).
 * */
const amount = z.union(
  [
    z
      .number()
      .nonnegative({ error: 'is below zero; write the amount as a plain number, like 28.50' })
      .refine((n) => Math.round(n * 100) === n * 100, {
        error: (issue) =>
          `${issue.input} has more than two figures after the point; write pounds and pence, ` +
          'like 28.50',
      }),
    z
      .string()
      .regex(/^\s*to be confirmed\s*$/i)
      .transform(() => toBeConfirmed),
  ],
  {
    error: (issue) =>
      issue.input === undefined
        ? 'is missing'
        : `"${issue.input}" is not an amount; write pounds and pence as a plain number, like ` +
          '28.50 (no £ sign), or to be confirmed',
  },
);

/** An age in years, or "to be confirmed" until the club has settled its squads' ages (the guide
 * says so, and the build warns). */
const age = z.union(
  [
    whole,
    z
      .string()
      .regex(/^\s*to be confirmed\s*$/i)
      .transform(() => toBeConfirmed),
  ],
  {
    error: (issue) =>
      issue.input === undefined
        ? 'is missing'
        : `"${issue.input}" is not an age; write a whole number of years, like 8, or to be ` +
          'confirmed',
  },
);

const section = z.strictObject({ heading: text, paragraphs });

export const joinSchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: paragraphs,
  whoCanJoin: section,
  trials: z.strictObject({
    heading: text,
    when: text,
    advertised: text,
    bringPrompt: text,
    bring: textList,
    happens: text,
    hearBack: text,
  }),
  waitingList: section,
  transfer: z.strictObject({ heading: text, paragraphs, prompt: text, details: textList }),
  costs: z.strictObject({
    heading: text,
    intro: text,
    squad: text,
    monthlyFee: text,
    membership: text,
    kit: text,
    notes: textList,
  }),
  help: section,
  /** prompt: words before the mail link of the contact `writeTo` names. */
  contact: z.strictObject({ heading: text, prompt: text, writeTo }),
  guide: z.strictObject({
    heading: text,
    intro: text,
    age: text,
    canAlready: text,
    suggestion: text,
    none: text,
    tableCaption: text,
    ages: text,
    /** The table's heading over what each squad's swimmers can already do. */
    canAlreadyColumn: text,
    /** After the youngest age of a squad with no upper age: "11 and over". */
    over: text,
  }),
  /** One entry per squad, in pathway order; names must be squads in squads.yaml. */
  squads: z
    .array(
      z
        .strictObject({
          squad: text,
          monthlyFee: amount,
          /** Scottish Swimming membership, a year. */
          membership: amount,
          /** Club kit, once. */
          kit: amount,
          minAge: age,
          maxAge: age.optional(),
          canAlready: textList,
        })
        .check((ctx) => {
          const { minAge, maxAge } = ctx.value;
          if (typeof maxAge === 'number' && typeof minAge === 'number' && maxAge < minAge)
            ctx.issues.push({
              code: 'custom',
              path: ['maxAge'],
              message:
                `the oldest age (${maxAge}) is below the youngest (${minAge}); ` + 'check the ages',
              input: ctx.value,
            });
        }),
    )
    .min(1, { error: 'needs at least one squad' }),
});

export type Join = z.output<typeof joinSchema>;
export type SquadEntry = Join['squads'][number];
