// content/records.yaml: the club records set before the site's first gala file, typed in once.
// The build merges them with the galas' swims: a faster swim replaces one, an equal time joins
// it (joint record). Words of the records page too.
import { z } from 'zod';
import type { ClubRecords } from '../../lib/record-types.js';
import type { Stroke } from '../../lib/swim-types.js';
import { isoDate } from './date-fields.js';
import { optionalList, pageFields, text } from './fields.js';

/** The page this content is for: the club records. */
export const page = { path: '/records', file: 'RecordsPage', section: '/results' };

const pools: Record<string, 'SCM' | 'LCM' | 'SCY'> = {
  '25m': 'SCM',
  '50m': 'LCM',
  '25yd': 'SCY',
  '25yards': 'SCY',
};
export const pool = z.preprocess(
  (v) => (typeof v === 'number' ? `${v} m` : v),
  z.string({ error: 'should be the pool length: 25 m, 50 m or 25 yd' }).transform((words, ctx) => {
    const course = pools[words.replace(/\s+/g, '').toLowerCase()];
    if (!course)
      ctx.issues.push({
        code: 'custom',
        input: words,
        message: `"${words}" is not a pool length; write 25 m, 50 m or 25 yd`,
      });
    return course ?? 'SCM';
  }),
);

const genders: Record<string, 'F' | 'M' | 'X'> = {
  girls: 'F',
  women: 'F',
  female: 'F',
  f: 'F',
  boys: 'M',
  men: 'M',
  male: 'M',
  m: 'M',
  mixed: 'X',
  x: 'X',
};
const gender = z.string({ error: 'should be Girls, Boys or Mixed' }).transform((words, ctx) => {
  const code = genders[words.trim().toLowerCase()];
  if (!code)
    ctx.issues.push({
      code: 'custom',
      input: words,
      message: `"${words}" should be Girls, Boys or Mixed`,
    });
  return code ?? 'X';
});

const strokes: [RegExp, Stroke][] = [
  [/^(freestyle|free)$/i, 'FREE'],
  [/^(backstroke|back)$/i, 'BACK'],
  [/^(breaststroke|breast)$/i, 'BREAST'],
  [/^(butterfly|fly)$/i, 'FLY'],
  [/^(individual medley|medley|im)$/i, 'MEDLEY'],
];
/** "100 m Backstroke", "4 × 50 m Freestyle" (or 4x50m freestyle): distance, stroke, swimmers. */
export function parseRace(
  words: string,
): { distance: number; stroke: Stroke; relayCount: number } | undefined {
  const m = /^(?:(\d)\s*[x×]\s*)?(\d+)\s*m\s+(.+)$/i.exec(words.trim());
  const stroke = m && strokes.find(([pattern]) => pattern.test(m[3].trim()))?.[1];
  return m && stroke
    ? { distance: Number(m[2]), stroke, relayCount: Number(m[1] ?? 1) }
    : undefined;
}
export const race = z
  .string({ error: 'should be a race, like 100 m Backstroke or 4 × 50 m Freestyle' })
  .transform((words, ctx) => {
    const parsed = parseRace(words);
    if (!parsed)
      ctx.issues.push({
        code: 'custom',
        input: words,
        message:
          `"${words}" is not a race; write it like 100 m Backstroke, 200 m Individual Medley ` +
          'or 4 × 50 m Freestyle',
      });
    return parsed ?? { distance: 0, stroke: 'FREE' as const, relayCount: 1 };
  });

/** A time as written on a results sheet: 1:05.32, or 32.10 for under a minute; in hundredths. */
export const swimTime = z.preprocess(
  (v) => (typeof v === 'number' ? v.toFixed(2) : v),
  z.string({ error: 'should be a time, like 1:05.32 or 32.10' }).transform((words, ctx) => {
    const m = /^(?:(\d+):)?([0-5]?\d)\.(\d\d)$/.exec(words.trim());
    if (!m || (m[1] && m[2].length < 2))
      ctx.issues.push({
        code: 'custom',
        input: words,
        message:
          `"${words}" is not a time; write minutes:seconds.hundredths, like 1:05.32, or 32.10 ` +
          'for under a minute',
      });
    const hundredths = m ? (Number(m[1] ?? 0) * 60 + Number(m[2])) * 100 + Number(m[3]) : 0;
    if (m && !hundredths)
      ctx.issues.push({
        code: 'custom',
        input: words,
        message:
          `"${words}" is no time at all; write the time swum, like 1:05.32, or 32.10 for under ` +
          'a minute',
      });
    return hundredths;
  }),
);

/** The day a record was swum: today at the latest (a day's grace for a clock behind the club's). */
const swumOn = isoDate.refine(
  (date) => date <= new Date(Date.now() + 864e5).toISOString().slice(0, 10),
  {
    error: (issue) =>
      `"${String(issue.input)}" is after today; a record's date is the day it was swum: ` +
      'check the year',
  },
);

/** A relay's swimmers, one per line, in the order they swam. */
const team = z.array(text, { error: "should be the swimmers' names" }).min(1);

export const typedRecord = z
  .strictObject({
    pool,
    gender,
    /** "Open", or one of the age groups in results.yaml. */
    ageGroup: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text),
    race,
    time: swimTime,
    /** The holder's full name (a relay: a list of the swimmers' names); shown as results.yaml's
     * names: and withheld: say. */
    swimmer: z.union([text, team], { error: "should be the swimmer's full name" }),
    date: swumOn,
    /** Where it was swum, in words. */
    gala: text,
  })
  .superRefine((record, ctx) => {
    // One name for a relay could be split wrongly and show a surname: a list is read safely.
    const relay = record.race.relayCount > 1;
    if (relay && !Array.isArray(record.swimmer))
      ctx.issues.push({
        code: 'custom',
        path: ['swimmer'],
        input: record.swimmer,
        message:
          `should list the relay's ${record.race.relayCount} swimmers, one per line under ` +
          'swimmer:, each starting with "- " (like - Ann Bain), in the order they swam',
      });
    if (relay && Array.isArray(record.swimmer) && record.swimmer.length !== record.race.relayCount)
      ctx.issues.push({
        code: 'custom',
        path: ['swimmer'],
        input: record.swimmer,
        message:
          `lists ${record.swimmer.length} swimmers; a ${record.race.relayCount}-swimmer relay ` +
          `needs ${record.race.relayCount}, one per line`,
      });
    if (!relay && Array.isArray(record.swimmer))
      ctx.issues.push({
        code: 'custom',
        path: ['swimmer'],
        input: record.swimmer,
        message: "should be one swimmer's full name, not a list",
      });
  });

/** When some records are wrong, the others are still checked against results.yaml's age groups,
 * so every mistake in the file is said at once. */
export const readableLists = { records: typedRecord };

// content/records.js is both this file and the records the build works out (ClubRecords, as
// the pages read them): the build fills in the age rule and the tables, typed records merged.
export const recordsSchema = z
  .strictObject({
    ...pageFields,
    /** Records from before the site's first gala file; leave empty when there are none. */
    records: optionalList(typedRecord),
  })
  .transform((file) => ({
    ...file,
    ageRule: 'day' as ClubRecords['ageRule'],
    tables: [] as ClubRecords['tables'],
  }));

export type Records = z.output<typeof recordsSchema>;
