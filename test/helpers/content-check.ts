// For Node tests of the content step: small content folders (on top of a copy of a fixture set
// if named), checked by the real content step; the problems as the volunteer reads them, and
// what the real build does with them.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testPublic } from '../../scripts/test/fixture-clubs.mjs';

/** Each file's text, or its bytes (a file saved in another encoding). */
type Files = Record<string, string | Uint8Array>;

/** A folder named test-content (as messages show it) in a fresh temporary folder. */
export async function contentFolder(files: Files, fixture?: string): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'content-')), 'test-content');
  if (fixture) await cp(join('test', 'fixtures', fixture), dir, { recursive: true });
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** A fixture set's name, or that and another public/ folder. */
type Options = string | { fixture?: string; publicDir?: string };

/** What the content step makes of these files: the checked content and the problems, as printed. */
export async function load(files: Files, options: Options = {}) {
  const { fixture, publicDir = testPublic } =
    typeof options === 'string' ? { fixture: options, publicDir: undefined } : options;
  const contentDir = await contentFolder(files, fixture);
  try {
    const { content, problems } = await loadContent({ contentDir, partial: true, publicDir });
    return { content: content as Record<string, unknown>, problems: problems.map(formatProblem) };
  } finally {
    await rm(dirname(contentDir), { recursive: true, force: true });
  }
}

/** The problems the content step finds in these files, as printed. */
export const check = async (files: Files, options: Options = {}): Promise<string[]> =>
  (await load(files, options)).problems;

/** Runs the real build on those files: its exit code, what it printed, and whether the site it
 * would replace was left alone. */
export async function build(files: Files) {
  const contentDir = await contentFolder(files);
  const out = join('.cache', 'content-check', `site-${process.pid}`);
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'marker.txt'), 'the last good site');
  const result = await promisify(execFile)(
    process.execPath,
    ['scripts/build.mjs', `--content=${contentDir}`, `--out=${out}`],
    {
      env: { ...process.env, GITHUB_ACTIONS: '' },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error) => ({ code: error.code as number, output: `${error.stdout}${error.stderr}` }),
  );
  const untouched =
    (await readFile(join(out, 'marker.txt'), 'utf8').catch(() => '')) === 'the last good site';
  await rm(dirname(contentDir), { recursive: true, force: true });
  return { ...result, untouched };
}

// Content the tests write: squads, venues, a training page at a pool, an event at a place.
export const squad = (name: string, colour = '#D4A82A') =>
  `- name: ${name}\n  colour: "${colour}"\n  summary: Trains.\n`;
export const venues =
  '- name: Home Pool\n  address: 1 Shore Road, Testtown\n  map: ' +
  'https://www.openstreetmap.org/#map=18/56.0/-4.0\n- name: Town Hall\n';
export const labels =
  'labels: { today: a, todayIntro: a, pickSquad: a, allSquads: a, timetable: a, day: a, ' +
  'time: a, kind: a, pool: a, venues: a, kinds: { swim: a, land: a, yoga: a }, ' +
  'trainingToday: a, noTrainingToday: a, next: a, noneComing: a, cancelled: a, then: a, ' +
  'terms: a, termsToCome: To come, breaks: a, subscribe: a, subscribeHelp: a }';
export const training = (pool: string) =>
  `title: Training\ndescription: Times.\nheading: Training\nintro: Times.\n${labels}\n` +
  'terms:\n  - name: Spring\n    from: 2027-01-05\n    to: 2027-03-26\n' +
  'squads:\n  - squad: Gold\n    sessions:\n' +
  `      - { day: Tuesday, start: "18:00", end: "19:30", pool: ${pool}, kind: swim }\n`;
export const event = (place: string) =>
  `- id: gala\n  title: Gala\n  date: 2027-01-30\n  place: ${place}\n  description: A gala.\n`;
