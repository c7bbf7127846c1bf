// The galas step on a club's meet files, its modules written as the build writes them.
import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { writeContentModules } from '../../scripts/build/content-modules.mjs';
import { buildGalas } from '../../scripts/build/galas/load.mjs';
import { listFiles } from '../../scripts/files.mjs';
import { groupName } from '../../src/content/gala-checks.js';
import { recordsSchema } from '../../src/content/schema/records.js';
import { resultsSchema } from '../../src/content/schema/results.js';
import { type Setup, peopleOf, written } from './random-club.js';
import { recordsYaml, resultsYaml } from './galas.js';

let built = 0;

/**
 * The galas step on these files, in a folder of its own under root, its modules written as the
 * build writes them: each file's text, who each swimmer's address shows, the warnings.
 */
export async function buildOf(root: string, s: Setup, files: Record<string, string | Uint8Array>) {
  const dir = join(root, String(built++));
  await mkdir(join(dir, 'content', 'galas'), { recursive: true });
  for (const [name, data] of Object.entries(files))
    await writeFile(join(dir, 'content', 'galas', name), data);
  const people = peopleOf(s);
  const results = resultsSchema.parse(
    parse(
      resultsYaml({
        names: s.names,
        withheld: people.flatMap((p, i) => (s.withheld[i] ? [written(p, s.writing)] : [])),
      }),
    ),
  );
  const record = (race: string, swimmer: string | string[]) => ({
    pool: '25 m',
    gender: 'Girls',
    ageGroup: 'Open',
    race,
    time: '1:30.00',
    swimmer,
    date: '2020-01-01',
    gala: 'Old gala',
  });
  const typed = s.typed.map((i) =>
    record(
      '100 m Backstroke',
      `${people[i % people.length].first} ${people[i % people.length].last}`,
    ),
  );
  if (people.length >= 4)
    typed.push(
      record(
        '4 × 50 m Medley',
        people.slice(0, 4).map((p) => `${p.first} ${p.last}`),
      ),
    );
  const records = recordsSchema.parse(parse(recordsYaml(typed)));
  const where = () => ({ file: 'content/results.yaml', line: 1 });
  const made = await buildGalas({
    contentDir: join(dir, 'content'),
    results,
    records,
    addressKey: 'a secret key of the club, 32 letters or more',
    groupName,
    shown: (p: string) => p,
    where: { results: where, records: where },
  });
  assert.deepEqual(made.problems, []);
  const modules = {
    ...made.modules,
    results: { results: made.results },
    records: { records: made.records },
  };
  await writeContentModules(modules, join(dir, 'dist'));
  const texts = new Map<string, string>();
  for (const file of await listFiles(join(dir, 'dist')))
    texts.set(file, await readFile(join(dir, 'dist', file), 'utf8'));
  // Each swimmer's address → who it shows (their time, one per person).
  const shows = new Map<string, number>();
  for (const [name, exports] of Object.entries(made.modules as Record<string, any>))
    if (name.startsWith('swimmers/')) shows.set(name, exports.swimmer.races[0].swims[0].time);
  await rm(dir, { recursive: true, force: true });
  return {
    texts,
    shows,
    warnings: made.warnings.map((w: { message: string }) => w.message).join('\n'),
  };
}
