// content/results.yaml: how the club's gala results show. The meets' own Lenex files go in
// content/galas/ (any name: a gala's address, /results/<address>, is made from its meet's date
// and name); this file names the club in them, how swimmers' names show, the age groups
// and age rule of the club records, optional words per gala, and the words for the files' codes.
import { z } from 'zod';
import { pageFields, picture, optionalList, text } from './fields.js';
import { galaPagesWords } from './galas.js';

/** The page this content is for: the club's galas, newest first. */
export const page = { path: '/results', file: 'ResultsPage' };
/** Kept by every club: the home page and the events read it, and a club's results start with its
 * first meet file (until then the page says there are none yet). */
export const required = true;

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** "9 and under", "10-11", "17 and over" or "12": the ages it holds (999: no upper limit). */
export function parseAgeGroup(
  words: string,
): { name: string; min: number; max: number } | undefined {
  const t = words.trim();
  let m;
  if ((m = /^(\d+)\s+and\s+under$/i.exec(t)))
    return { name: `${m[1]} and under`, min: 0, max: Number(m[1]) };
  if ((m = /^(\d+)\s+and\s+over$/i.exec(t)))
    return { name: `${m[1]} and over`, min: Number(m[1]), max: 999 };
  if ((m = /^(\d+)\s*[-–]\s*(\d+)$/.exec(t)) && Number(m[1]) <= Number(m[2]))
    return { name: `${m[1]}–${m[2]}`, min: Number(m[1]), max: Number(m[2]) };
  if ((m = /^(\d+)$/.exec(t))) return { name: m[1], min: Number(m[1]), max: Number(m[1]) };
  return undefined;
}

const ageGroup = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'should be an age group, like 10-11, 9 and under, or 17 and over' })
    .transform((words, ctx) => {
      const group = parseAgeGroup(words);
      if (!group)
        ctx.issues.push({
          code: 'custom',
          input: words,
          message:
            `"${words}" is not an age group; ` + 'write it like 10-11, 9 and under, or 17 and over',
        });
      return group ?? { name: words, min: -1, max: -1 };
    }),
);

/** A gala's address (/results/2026-10-braeshire-district), as the build prints it. */
const galaName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: (issue) =>
    `${quoted(issue.input)} is not a gala's address: write it in lower-case words and ` +
    'numbers joined by hyphens, as the build prints it, like 2026-10-braeshire-district',
});

/**
 * Optional words for one gala, keyed by its address (as the build prints it) or its file's name.
 */
const galaWords = z.strictObject({
  /** The gala's address instead of the one made from the meet's date and name. */
  address: galaName.optional(),
  /** Instead of the meet's own name. */
  title: text.optional(),
  note: text.optional(),
  photos: optionalList(picture).optional(),
  /** The id of this gala in events.yaml, so the event links to its results. */
  event: text.optional(),
  /** When this meet's file spells the club differently: its code or exact name there. */
  club: text.optional(),
});

/** A withheld swimmer told apart from a namesake: their birth year, or their registration
 * number (the meet files' `license`). */
const withheldEntry = z.preprocess(
  // A full name alone, as most entries are, is the entry's name.
  (v) => (typeof v === 'string' ? { name: v } : v),
  z.strictObject(
    {
      name: text,
      born: z
        .number({ error: 'should be a birth year, like 2014' })
        .int()
        .min(1900)
        .max(2100)
        .optional(),
      registration: text.optional(),
    },
    {
      error:
        'should be a full name (like Mairi Campbell), or name: with the full name and, under ' +
        'it, born: with the birth year or registration: with the number in the meet files',
    },
  ),
);

const words = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>);

export const resultsSchema = z.strictObject({
  ...pageFields,
  /** The club's code, or its exact name, as the meets' files spell it. */
  club: text,
  /** full: Ailsa Murray; initial: Ailsa M.; first: Ailsa. */
  names: z
    .enum(['full', 'initial', 'first'], {
      error: "should be one of: full, initial, first (first name and the surname's initial)",
    })
    .default('initial'),
  /** Swimmers whose families asked: their full names (case, accents and order do not matter),
   * hidden in galas and records alike, typed records included. Read by the build only: the list
   * itself is left out of the results module visitors download. */
  withheld: optionalList(withheldEntry),
  /** The club records' age groups; an "Open" group for any age is always added. */
  ageGroups: optionalList(ageGroup),
  /** day: age on the day of the swim; year-end: age on 31 December of that year. */
  ageRule: z.enum(['day', 'year-end'], {
    error: 'should be day (age on the day of the swim) or year-end (age on 31 December that year)',
  }),
  /** Whether exhibition swims (swum outside the competition) count for PBs and records. */
  exhibitionSwims: z
    .enum(['count', 'do not count'], { error: 'should be count or do not count' })
    .default('do not count'),
  /** Whether a start list or entries file shows as the gala's day (our swimmers' heats, lanes
   * and times) before its results: a schedule says where a child will be, and when. */
  schedules: z.enum(['show', 'off'], { error: 'should be show or off' }).default('show'),
  galas: z
    .record(galaName, galaWords, {
      error:
        'should be a list of galas by their addresses (or file names), each with its words ' +
        'indented under it',
    })
    .nullish()
    .transform((galas) => galas ?? {}),
  /** The words for the files' codes. */
  words: z.strictObject({
    /** Shown instead of a withheld swimmer's name. */
    withheld: text,
    statuses: words(['DSQ', 'DNS', 'DNF', 'WDR', 'EXH', 'SICK', 'other'] as const),
    strokes: words(['FREE', 'BACK', 'BREAST', 'FLY', 'MEDLEY', 'other'] as const),
    genders: words(['F', 'M', 'X'] as const),
    /** From this age the genders' words for adults ("Women", "Men"), in events and record tables
     * whose swimmers are all that age or over; without it, the words above at any age. */
    adultGenders: z
      .strictObject({
        from: z.number({ error: 'should be an age, like 18' }).int().min(1).max(120),
        F: text,
        M: text,
      })
      .optional(),
    rounds: words([
      'TIM',
      'FHT',
      'FIN',
      'SEM',
      'QUA',
      'PRE',
      'SOP',
      'SOS',
      'SOQ',
      'TIMETRIAL',
      'other',
    ] as const),
    pools: words(['SCM', 'LCM', 'SCY', 'other'] as const),
    /** A drill's technique, as a meet file names it (KICK: a kicking drill). */
    techniques: words(['KICK', 'PULL', 'START', 'TURN', 'DIVE', 'GLIDE', 'other'] as const).default(
      {
        KICK: 'kick',
        PULL: 'pull',
        START: 'start',
        TURN: 'turn',
        DIVE: 'dive',
        GLIDE: 'glide',
        other: 'drill',
      },
    ),
  }),
  // gpages: the words of the results pages (schema/galas.ts).
  pages: galaPagesWords,
});

export type Results = z.output<typeof resultsSchema>;
