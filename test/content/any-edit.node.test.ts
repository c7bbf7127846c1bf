// Whatever a volunteer (or a hostile editor) saves in a content file, the content step either
// reads it or names the file and line of every problem: never a stack trace, never a hang, never
// markup or a script link into a page. fast-check edits the fixture sets' files the way people do,
// and their meet results files (content/galas/) the way a bad download or a hostile file would,
// with a fixed seed and few runs; FUZZ_RUNS=2000 searches longer, FUZZ_SEED=n somewhere else.
// Run: node scripts/test/node.mjs test/content/any-edit.node.test.ts
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { contentStep, hangAfter } from '../helpers/edits/content-step.js';
import { type FixtureSet, fixtureSets, kindOf } from '../helpers/edits/fixture-sets.js';
import { assertNamed, assertSafe } from '../helpers/edits/safe.js';

const runs = Number(process.env.FUZZ_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? 37);

let tmp: string;
let sets: FixtureSet[];
const step = contentStep();
before(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'any-edit-'));
  sets = await fixtureSets(tmp);
});
after(async () => {
  await step.stop();
  await rm(tmp, { recursive: true, force: true });
});

test('reads every fixture set as it is, so the edits below start from good content', async () => {
  assert.ok(sets.length > 0, 'no fixture content found in test/fixtures');
  for (const set of sets) {
    const outcome = await step.load(set.dir, set.publicDir);
    assert.deepEqual(
      'problems' in outcome ? outcome.problems.map(formatProblem) : outcome,
      [],
      set.from,
    );
  }
});

test("reads any edit to a content file or names each problem's file and line", async () => {
  // A set's meet files are a few among many: picked a third of the time.
  const fileOf = (set: FixtureSet) => {
    const meets = set.files.filter((f) => kindOf(f)!.name === 'Lenex');
    const others = set.files.filter((f) => !meets.includes(f));
    return meets.length && others.length
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...others), weight: 2 },
          { arbitrary: fc.constantFrom(...meets), weight: 1 },
        )
      : fc.constantFrom(...set.files);
  };
  const edits = (set: FixtureSet) =>
    fc.array(
      fileOf(set).chain((file) =>
        fc.oneof(...kindOf(file)!.edits).map((change) => ({ file, change })),
      ),
      { minLength: 1, maxLength: 3 },
    );
  const run = fc
    .constantFrom(...sets)
    .chain((set) => edits(set).map((changes) => ({ set, changes })));
  await fc.assert(
    fc.asyncProperty(run, async ({ set, changes }) => {
      const files = new Map(set.original);
      for (const { file, change } of changes) files.set(file, change.apply(files.get(file)!));
      const changed = [...new Set(changes.map((c) => c.file))];
      await Promise.all(
        changed.map((file) =>
          writeFile(join(set.dir, file), Buffer.from(files.get(file)!, 'latin1')),
        ),
      );
      try {
        const outcome = await step.load(set.dir, set.publicDir);
        if ('hang' in outcome)
          assert.fail(`the content step had not finished after ${hangAfter / 1000} s`);
        if ('threw' in outcome)
          assert.fail(
            `the content step threw instead of naming a file and line:\n${outcome.threw}`,
          );
        assertNamed(outcome.problems, files);
        if (!outcome.problems.length) assertSafe(outcome.modules, '', 'content');
      } finally {
        await Promise.all(
          changed.map((file) =>
            writeFile(join(set.dir, file), Buffer.from(set.original.get(file)!, 'latin1')),
          ),
        );
      }
    }),
    { numRuns: runs, seed },
  );
});
