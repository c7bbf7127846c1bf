// content/standards/: qualifying times, one set per file ("Braeshire County Championships
// 2027"). Either the Lenex file a meet's invitation carries (its TIMESTANDARDLISTS, read by
// scripts/build/standards/lenex.mjs) or a YAML table typed from the county's PDF, checked here.
// The build (scripts/build/standards/) marks the swims that met them and each swimmer's targets.
import { z } from 'zod';
import { isoDate } from './date-fields.js';
import { text } from './fields.js';
import { parseAgeGroup } from './results.js';
import { pool, race, swimTime } from './records.js';
import type { StandardTime } from '../../lib/standard-types.js';

/** A standard's page: who met it and who is close, per race and age; one per file, whose name
 * is its address. Its words are in content/results.yaml, with the results pages'. */
export const page = {
  path: '/standards/:id',
  file: 'StandardPage',
  describe: 'results.pages.standardDescription',
  section: '/results',
};

/** One race's times for one gender and age: the time alone (qualifying), or with the others. */
const times = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'string' ? { time: v } : v),
  z.strictObject(
    {
      /** At or under it, the swim qualifies. */
      time: swimTime,
      /** At or under it (and over `time`), the swim may be considered. */
      consider: swimTime.optional(),
      /** A swim faster than it is too fast for this meet (an upper limit). */
      limit: swimTime.optional(),
    },
    { error: 'should be a time, like 1:05.32, or time, consider and limit, each on its own line' },
  ),
);

/**
 * A problem with a name written before a colon (girls, 11-12, 100 m Backstroke): its line is the
 * name's.
 */
const atKey = { atKey: true };

const genders: Record<string, 'F' | 'M'> = {
  girls: 'F',
  women: 'F',
  female: 'F',
  boys: 'M',
  men: 'M',
  male: 'M',
};
const gendered = z.record(
  z.string(),
  z.record(z.union([z.string(), z.number()]), z.record(z.string(), times)),
  {
    error: 'should be girls and boys, each with its ages, each with its races and times',
  },
);

export const standardSchema = z
  .strictObject({
    /** In full: "Braeshire County Championships 2027". */
    name: text,
    /** Beside a time and in targets: "Braeshire County". */
    short: text,
    /** The pool the times are for; swims in another pool never count against them. */
    pool,
    /** The date ages are taken on (often 31 December), or "day of the swim". */
    ageOn: z.union([isoDate, z.literal('day of the swim')], {
      error: 'should be a date, like 2027-12-31, or: day of the swim',
    }),
    /** The swims that count: from and to these dates (each optional). */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** How close counts as close on the standard's page, in per cent of the time. */
    close: z.number({ error: 'should be a number of per cent, like 2' }).min(0).max(20).default(2),
    times: gendered,
  })
  // With `when`, the names are checked even where a time under them is wrong (which stops the
  // transform below): every mistake in the file is said in one build, not in two rounds.
  .superRefine((standard, ctx) => checkNames((standard as { times?: unknown }).times, ctx), {
    when: () => true,
  })
  .transform((standard) => {
    const rows: StandardTime[] = [];
    for (const [genderWords, ages] of Object.entries(standard.times))
      for (const [ageWords, races] of Object.entries(ages))
        for (const [raceWords, cell] of Object.entries(races)) {
          const [gender, group, swum] = [
            genders[genderWords.trim().toLowerCase()],
            parseAgeGroup(ageWords),
            oneSwimmer(raceWords),
          ];
          if (gender && group && swum)
            rows.push({
              gender,
              min: group.min,
              max: group.max,
              distance: swum.distance,
              stroke: swum.stroke,
              course: standard.pool,
              ...cell,
            });
        }
    const { times: _typed, ...said } = standard;
    return { ...said, rows };
  });

/** A race for one swimmer ("100 m Backstroke"), or undefined. */
function oneSwimmer(words: string) {
  const parsed = race.safeParse(words);
  return parsed.success && parsed.data.distance > 0 && parsed.data.relayCount === 1
    ? parsed.data
    : undefined;
}

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each name under times that is not girls or boys, an age, or a race, said on its own line. */
function checkNames(times: unknown, ctx: z.RefinementCtx) {
  if (!isTable(times)) return;
  for (const [genderWords, ages] of Object.entries(times)) {
    if (!genders[genderWords.trim().toLowerCase()])
      ctx.addIssue({
        code: 'custom',
        input: genderWords,
        path: ['times', genderWords],
        params: atKey,
        message: `"${genderWords}" should be girls or boys`,
      });
    if (!isTable(ages)) continue;
    for (const [ageWords, races] of Object.entries(ages)) {
      if (!parseAgeGroup(ageWords))
        ctx.addIssue({
          code: 'custom',
          input: ageWords,
          path: ['times', genderWords, ageWords],
          params: atKey,
          message:
            `"${ageWords}" is not an age; ` +
            'write it like 12, 11-12, 10 and under or 17 and over',
        });
      if (!isTable(races)) continue;
      for (const raceWords of Object.keys(races))
        if (!oneSwimmer(raceWords))
          ctx.addIssue({
            code: 'custom',
            input: raceWords,
            path: ['times', genderWords, ageWords, raceWords],
            params: atKey,
            message:
              `"${raceWords}" is not a race; write it like 100 m Backstroke or 200 m ` +
              'Individual Medley',
          });
    }
  }
}

export type Standard = Omit<z.output<typeof standardSchema>, 'pool'> & { pool?: string };
