// Sessions several squads share (training.yaml's shared:), written once, in each squad's week.
// Run: node scripts/test/node.mjs test/content/shared-sessions.node.test.ts
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { testContent } from '../../scripts/test/fixture-clubs.mjs';
import { check, load } from '../helpers/content-check.js';

type Week = { squads: { squad: string; sessions: { day: string; start: string }[] }[] };
const training = await readFile(join(testContent, 'training.yaml'), 'utf8');
const venue = (await readFile(join(testContent, 'venues.yaml'), 'utf8'))
  .match(/^- name: (.+)$/m)![1]!
  .replace(/^"|"$/g, '');
const squads = [...training.matchAll(/^ {2}- squad: (.+)$/gm)].map((m) => m[1]!);
const shared = (names: string, pool = venue) =>
  `${training.trimEnd()}\nshared:\n  - squads: ${names}\n    sessions:\n` +
  `      - { day: Monday, start: "06:00", end: "07:00", pool: "${pool}", kind: land }\n`;

test('puts a shared session in the week of each squad it names, Monday first', async () => {
  const [first, second] = squads;
  const { content, problems } = await load(
    { 'training.yaml': shared(`[${first}, ${second}]`) },
    'base/content',
  );
  assert.deepEqual(problems, []);
  const week = (content.training as Week).squads;
  for (const name of [first, second])
    assert.deepEqual(week.find((s) => s.squad === name)!.sessions[0], {
      day: 'Monday',
      start: '06:00',
      end: '07:00',
      pool: venue,
      kind: 'land',
    });
  assert.ok(!week.find((s) => s.squad === squads[2])?.sessions.some((s) => s.start === '06:00'));
});

test('puts a session for all squads in every week', async () => {
  const { content } = await load({ 'training.yaml': shared('all') }, 'base/content');
  for (const squad of (content.training as Week).squads)
    assert.ok(
      squad.sessions.some((s) => s.start === '06:00'),
      squad.squad,
    );
});

test('names a shared session’s unknown squad or venue by its line', async () => {
  const problems = await check({ 'training.yaml': shared('[Nobody]', 'Nowhere') }, 'base/content');
  assert.ok(
    problems.some((p) =>
      new RegExp(
        String.raw`training\.yaml, line \d+ \(shared › item 1 › squads › item 1\): ` +
          String.raw`there is no squad called "Nobody"`,
      ).test(p),
    ),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) =>
      new RegExp(
        String.raw`training\.yaml, line \d+ \(shared › item 1 › sessions › item 1 › pool\): ` +
          String.raw`there is no venue called "Nowhere"`,
      ).test(p),
    ),
    problems.join('\n'),
  );
  const [wrong] = await check({ 'training.yaml': shared('everyone') });
  assert.match(
    wrong ?? '',
    new RegExp(
      String.raw`\(shared › item 1 › squads\): "everyone" should be a list of squad ` +
        String.raw`names, like \[Bronze, Silver\], or all`,
    ),
  );
});
