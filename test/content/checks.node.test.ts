// Every problem in one run: the checks across files (squad names, repeated ids) run whatever else
// is wrong, on what could be read; listed file by file, line by line. Run: node --import tsx --test
// test/content/checks.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check } from '../helpers/content-check.js';

const squads =
  '- name: Gold\n  colour: "#D4A82A"\n  badge:\n    src: images/quality-mark.svg\n' +
  '    alt: Gold squad badge\n  summary: Two pools.\n';
const event = (id: string, date: string, more = '') =>
  `- id: ${id}\n  title: Gala\n  date: ${date}\n${more}  place: Pool\n  description: A gala.\n`;
const notice = (from: string) =>
  `- message: Pool closed.\n  from: ${from}\n  until: 2026-10-13 21:00\n`;

test('names a bad date in one file and an unknown squad in another in the same run', async () => {
  assert.deepEqual(
    await check({
      'squads.yaml': squads,
      'notices.yaml': notice('2026-10-32 07:00'),
      'events.yaml': event('gala', '2027-01-30', '  squads: [Golde]\n'),
    }),
    [
      'test-content/events.yaml, line 4 (item 1 › squads › item 1): there is no squad called ' +
        '"Golde"; the squads are Gold',
      'test-content/notices.yaml, line 2 (item 1 › from): "2026-10-32 07:00" is not a date ' +
        'and time; write it as year-month-day hours:minutes, like 2026-01-13 16:00',
    ],
  );
});

test('checks the readable items of a list with a wrong one, naming each by its place', async () => {
  const events =
    event('gala', '2027-01-30') +
    event('meet', '2027-02-30') +
    event('gala', '2027-03-01', '  squads: [Golde]\n');
  const wrongSquad = squads.replace('- name: Gold', '- name: Silver\n  nickname: x');
  assert.deepEqual(await check({ 'squads.yaml': squads + wrongSquad, 'events.yaml': events }), [
    'test-content/events.yaml, line 8 (item 2 › date): "2027-02-30" is not a date; write it ' +
      'as year-month-day, like 2025-03-14',
    'test-content/events.yaml, line 11 (item 3 › id): "gala" is already used by event number ' +
      '1; each needs its own',
    'test-content/events.yaml, line 14 (item 3 › squads › item 1): there is no squad called ' +
      '"Golde"; the squads are Gold',
    'test-content/squads.yaml, line 8 (item 2 › nickname): "nickname" is not a field here; ' +
      'the fields allowed here are: name, colour, badge, summary',
  ]);
});

test('checks no squad names against a squads file none of whose squads could be read', async () => {
  const unreadable = squads.replace('  summary: Two pools.\n', '');
  assert.deepEqual(
    await check({
      'squads.yaml': unreadable,
      'events.yaml': event('gala', '2027-01-30', '  squads: [Gold]\n'),
    }),
    [
      'test-content/squads.yaml, line 1 (item 1 › summary): "summary" is missing; add a line ' +
        'for it, like summary: …',
    ],
  );
});
