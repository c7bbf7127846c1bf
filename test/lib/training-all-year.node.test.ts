// A club that trains all year (training.yaml's terms: all year): every week has its sessions,
// breaks aside, and the build asks for no term dates. Run: node scripts/test/node.mjs
// test/lib/training-all-year.node.test.ts
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testContent } from '../../scripts/test/fixture-clubs.mjs';
import type { Training } from '../../src/content/schema/training.js';
import { squadDay, termAhead } from '../../src/lib/training.js';
import { check, contentFolder } from '../helpers/content-check.js';

const session = {
  day: 'Tuesday',
  start: '18:00',
  end: '19:00',
  pool: 'Pool',
  kind: 'swim',
} as const;
const training = {
  terms: 'all year',
  breaks: [{ name: 'New Year', from: '2031-01-01', to: '2031-01-01' }],
  squads: [{ squad: 'Gold', sessions: [session] }],
} as unknown as Training;

test("has each week's sessions all year, a break aside", () => {
  // Tuesdays in August and December, between the usual terms.
  for (const day of ['2030-08-06', '2030-12-24']) {
    const today = squadDay(training, [], 'Gold', Date.parse(`${day}T12:00:00Z`));
    assert.deepEqual(
      today.today.map((s) => s.start),
      ['18:00'],
      day,
    );
  }
  const holiday = squadDay(training, [], 'Gold', Date.parse('2030-12-31T20:00:00Z'));
  assert.equal(holiday.next?.date, '2031-01-07');
  assert.ok(termAhead(training, '2099-01-01'));
});

test('reads terms: all year, takes any break, and warns of no term dates', async () => {
  const text = (await readFile(join(testContent, 'training.yaml'), 'utf8')).replace(
    /^terms:\n(?: {2}.*\n)+/m,
    'terms: all year\n',
  );
  assert.match(text, /^terms: all year$/m);
  const contentDir = await contentFolder({ 'training.yaml': text });
  const { problems, warnings } = await loadContent({ contentDir, partial: true });
  assert.deepEqual(problems.map(formatProblem), []);
  assert.deepEqual(
    warnings.map(formatProblem).filter((w: string) => /term/.test(w)),
    [],
  );
  const [wrong] = await check({
    'training.yaml': text.replace('terms: all year', 'terms: every week'),
  });
  assert.match(
    wrong ?? '',
    new RegExp(
      String.raw`training\.yaml, line \d+ \(terms\): "every week" should be a list of ` +
        String.raw`terms .* or all year for every week`,
    ),
  );
});
