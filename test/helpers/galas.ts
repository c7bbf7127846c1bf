// For the galas' Node tests: a content folder of meet files (written by the tests with the
// Lenex writer) and results.yaml, records.yaml and events.yaml, checked by the real content step.
import { expandGala } from '../../src/lib/gala-store.js';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { keyFileText } from '../../scripts/build/galas/address-key.mjs';
import { lenex } from '../../scripts/bench/lenex-writer.mjs';

/** The secret key of the test clubs' swimmers' addresses (a club's own is random). */
export const testKey = 'lochside-test-key-of-swimmers-addresses-0001';

/** The pages' own words (headings, labels), as the test club has them. */
const { pages } = parse(readFileSync(join(testContent, 'results.yaml'), 'utf8'));

/** The words results.yaml must hold, as a club would write them. */
/** A swim of an athlete in a meet file the tests write (scripts/bench/lenex-writer.mjs). */
export type FixtureResult = {
  id: number;
  event: number;
  time: number | string;
  status?: string;
  splits?: Record<number, number>;
};

/** An athlete of a meet file the tests write, with a licence number the site must never show. */
export const fixtureAthlete = (
  id: number,
  first: string,
  last: string,
  gender: string,
  birthdate: string,
  results: FixtureResult[],
) => ({
  id,
  first,
  last,
  gender,
  birthdate,
  license: `L${id}`,
  results,
});

export const words = {
  withheld: 'Club swimmer',
  statuses: {
    DSQ: 'Disqualified',
    DNS: 'Did not start',
    DNF: 'Did not finish',
    WDR: 'Withdrawn',
    EXH: 'Exhibition swim',
    SICK: 'Withdrawn: illness',
    other: 'Did not count',
  },
  strokes: {
    FREE: 'Freestyle',
    BACK: 'Backstroke',
    BREAST: 'Breaststroke',
    FLY: 'Butterfly',
    MEDLEY: 'Individual Medley',
    other: 'Other',
  },
  genders: { F: 'Girls', M: 'Boys', X: 'Mixed' },
  rounds: {
    TIM: 'timed final',
    FHT: 'fastest heat',
    FIN: 'final',
    SEM: 'semi-final',
    QUA: 'quarter-final',
    PRE: 'heat',
    SOP: 'swim-off',
    SOS: 'swim-off',
    SOQ: 'swim-off',
    TIMETRIAL: 'time trial',
    other: 'other',
  },
  pools: { SCM: '25 m pool', LCM: '50 m pool', SCY: '25 yd pool', other: 'other pool' },
};

/** results.yaml for a club, with these settings over the defaults. */
export const resultsYaml = (settings: Record<string, unknown> = {}) =>
  stringify({
    title: 'Results',
    description: 'Our galas.',
    club: 'Lochside SC',
    ageRule: 'day',
    ageGroups: ['10 and under', '11-12', '13 and over'],
    ...settings,
    words,
    pages,
  });

export const recordsYaml = (records: unknown[] = []) =>
  stringify({ title: 'Club records', description: 'Our fastest swims.', records });

/** What a file in a test's content/ holds: its text or bytes; `{ size }` that many bytes without
 * writing them (a sparse file); `{ symlink }` a link to that path; `{ fifo }` a named pipe. */
export type FixtureFile =
  | string
  | Uint8Array
  | { size: number }
  | { symlink: string }
  | { fifo: true }
  | undefined;

/**
 * The content step's modules, problems and warnings (as printed), and the galas' addresses, for
 * these files in content/.
 */
export async function loadGalaContent(files: Record<string, FixtureFile>) {
  const dir = join(await mkdtemp(join(tmpdir(), 'galas-')), 'content');
  try {
    for (const [name, data] of Object.entries<FixtureFile>({
      'results.yaml': resultsYaml(),
      'records.yaml': recordsYaml(),
      'address-key.txt': keyFileText(testKey),
      ...files,
    })) {
      if (data === undefined) continue;
      await mkdir(dirname(join(dir, name)), { recursive: true });
      const path = join(dir, name);
      if (typeof data === 'string' || data instanceof Uint8Array) await writeFile(path, data);
      else if ('symlink' in data) await symlink(data.symlink, path);
      else if ('fifo' in data) execFileSync('mkfifo', [path]);
      else await writeFile(path, '').then(() => truncate(path, data.size));
    }
    const loaded = await loadContent({
      contentDir: dir,
      partial: true,
      publicDir: testPublic,
    });
    // Read as the tests read it: each fixture has results.yaml and records.yaml.
    const { modules, problems, warnings, galaAddresses } = loaded;
    const content = loaded.content as Record<string, any>;
    // Each gala as its page reads it (stored short, test/build/galas/store.node.test.ts).
    // (A copy: the galas step's result is frozen, kept for the next build.)
    for (const [name, module] of Object.entries(modules as Record<string, any>))
      if (name.startsWith('galas/'))
        (modules as Record<string, any>)[name] = { ...module, gala: expandGala(module.gala) };
    // A swimmer's module by the name shown (an address carries a code of who they are).
    const swimmer = (name: string) =>
      (modules as Record<string, any>)[
        `swimmers/${content.swimmers.find((s: any) => s.name === name)?.slug}`
      ]?.swimmer;
    return {
      content,
      swimmer,
      modules: modules as Record<string, any>,
      problems: problems.map(formatProblem) as string[],
      warnings: warnings.map(formatProblem) as string[],
      galaAddresses,
    };
  } finally {
    await rm(dirname(dir), { recursive: true, force: true });
  }
}

/** The Moir sisters' meets: one race (50 m freestyle) each, for what a gala counts and names. */
export const athlete = (
  id: number,
  first: string,
  born: string,
  results: any[],
  last = 'Moir',
) => ({
  id,
  first,
  last,
  gender: 'F',
  birthdate: born,
  results,
});
export const freestyle = { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' };
/** One 50 m freestyle: Ann, Bea and Cat with these times (0: she does not swim). */
export const meet = (name: string, date: string, [ann, bea, cat]: number[]) =>
  lenex({
    meet: { name, city: 'Lochside', course: 'SCM' },
    sessions: [{ date, events: [freestyle] }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          athlete(1, 'Ann', '2009-01-01', ann ? [{ id: 1, event: 1, time: ann }] : []),
          athlete(2, 'Bea', '2009-01-01', bea ? [{ id: 2, event: 1, time: bea }] : []),
          athlete(3, 'Cat', '2009-01-01', cat ? [{ id: 3, event: 1, time: cat }] : []),
        ],
      },
    ],
  });
export const galaOf = (modules: any, id: string) => modules[`galas/${id}`].gala;
export const marks = (swim: any) => ['pb', 'first', 'record', 'equalled'].filter((m) => swim[m]);
