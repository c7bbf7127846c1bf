// Mistakes that used to pass without a word, or with a misleading one, in plain English with
// their file and line. Run: node scripts/test/node.mjs test/content/mistakes.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check } from '../helpers/content-check.js';

const event = (lines: string) =>
  `- id: gala\n  title: Gala\n${lines}  place: Pool\n  description: A gala.\n`;
const notice = (from: string, until: string) =>
  `- message: Pool closed.\n  from: ${from}\n  until: ${until}\n`;
const post = (date: string) => `---\ntitle: Gala\ndate: ${date}\nsummary: Results.\n---\nWe won.\n`;
const session = (day: string) =>
  `{ day: ${day}, start: "18:00", end: "19:30", pool: Pool, kind: swim }`;

test('says a list item indented one space too far was joined to the item above', async () => {
  assert.deepEqual(
    await check({ 'people.yaml': 'committee:\n  - Secretary\n   - Treasurer\n  - Coach\n' }),
    [
      'test-content/people.yaml, line 3: this line is indented further than the line above ' +
        'it, so YAML joined the two into one item: "Secretary - Treasurer". Start its "- " in ' +
        'the same column as the "- " above it',
    ],
  );
});

test('explains a session line with too few spaces as indentation, not as a colon', async () => {
  const training =
    `squads:\n  - squad: Gold\n    sessions:\n      - ${session('Tuesday')}\n` +
    `     - ${session('Friday')}\n`;
  assert.deepEqual(await check({ 'training.yaml': training }), [
    'test-content/training.yaml, line 5: this line is not lined up with the list above it: ' +
      'its "- " comes after 5 spaces, but the items above it have 6. Start it with 6 spaces, ' +
      'like them',
  ]);
});

test('names the field with a space too many or too few, on its own line', async () => {
  assert.deepEqual(
    await check({ 'squads.yaml': '- name: Gold\n  colour: x\n   summary: Two pools.\n' }),
    [
      'test-content/squads.yaml, line 3: this line is not lined up with the fields above it: ' +
        '"summary" comes after 3 spaces, but the fields above it have 2. Start it with 2 ' +
        'spaces, like them',
    ],
  );
  assert.deepEqual(
    await check({ 'squads.yaml': '- name: Gold\n  colour: x\n summary: Two pools.\n' }),
    [
      'test-content/squads.yaml, line 3: this line is not lined up with the fields above it: ' +
        '"summary" comes after 1 space, but the fields above it have 2. Start it with 2 ' +
        'spaces, like them',
    ],
  );
});

test('still explains a colon inside text as one', async () => {
  const [message] = await check({
    'squads.yaml': '- name: Gold\n  colour: x\n  summary: Note: two pools\n',
  });
  assert.match(
    message,
    new RegExp(
      String.raw`^test-content\/squads\.yaml, line 3: YAML read part of this line as a ` +
        String.raw`new field\. If the text has a colon followed by a space`,
    ),
  );
});

test('says a time is missing when clocks go forward, and twice when they go back', async () => {
  assert.deepEqual(
    await check({ 'events.yaml': event('  date: 2027-03-28\n  start: "01:15"\n  end: "03:00"\n') }),
    [
      'test-content/events.yaml, line 4 (item 1 › start): there is no 01:15 on 2027-03-28 in ' +
        'Scotland: the clocks go forward that night from 01:00 straight to 02:00, so that hour ' +
        'never happens. Choose a time before 01:00 or from 02:00',
    ],
  );
  assert.deepEqual(
    await check({ 'events.yaml': event('  date: 2027-10-31\n  start: "00:30"\n  end: "01:30"\n') }),
    [
      'test-content/events.yaml, line 5 (item 1 › end): 01:30 happens twice on 2027-10-31 in ' +
        'Scotland: the clocks go back that night from 02:00 to 01:00, so the hour from 01:00 ' +
        'comes round twice and calendars cannot tell which you mean. Choose a time before ' +
        '01:00 or from 02:00',
    ],
  );
});

test("says a notice's time does not exist, or happens twice, on a clock-change day", async () => {
  assert.deepEqual(
    await check({ 'notices.yaml': notice('2026-03-29 01:30', '2026-10-25 01:30') }),
    [
      'test-content/notices.yaml, line 2 (item 1 › from): there is no 01:30 on 2026-03-29 in ' +
        'Scotland: the clocks go forward that night from 01:00 straight to 02:00, so that hour ' +
        'never happens. Choose a time before 01:00 or from 02:00',
      'test-content/notices.yaml, line 3 (item 1 › until): 01:30 happens twice on 2026-10-25 ' +
        'in Scotland: the clocks go back that night from 02:00 to 01:00, so the hour from ' +
        '01:00 comes round twice and calendars cannot tell which you mean. Choose a time ' +
        'before 01:00 or from 02:00',
    ],
  );
});

test("says a post's file name and its date disagree", async () => {
  assert.deepEqual(await check({ 'news/2025-03-15-gala.md': post('2025-03-14') }), [
    "test-content/news/2025-03-15-gala.md, line 3 (item 1 › date): the post's date is " +
      '2025-03-14, but its file name starts with 2025-03-15; they must be the same. Correct ' +
      'whichever is wrong (if the post is already on the site, keep its file name: its address ' +
      'is made from it)',
  ]);
  assert.deepEqual(await check({ 'news/spring-gala.md': post('2025-03-14') }), [
    'test-content/news/spring-gala.md, line 3 (item 1 › date): the file name must start with ' +
      "the post's date, like 2025-03-14-spring-gala.md",
  ]);
});

test('takes an empty notices or events file, or no posts, as none', async () => {
  const empty = '# Nothing this week.\n';
  assert.deepEqual(
    await check({ 'notices.yaml': empty, 'events.yaml': '', 'news/.gitkeep': '' }),
    [],
  );
  assert.deepEqual(await check({ 'notices.yaml': '[]\n', 'events.yaml': '[]\n' }), []);
});

test('still asks for the content of an emptied file that is not a list', async () => {
  assert.deepEqual(await check({ 'site.yaml': '' }), [
    'test-content/site.yaml, line 1: this file is empty; it needs its content back (an ' +
      "earlier version is in the site's history on GitHub)",
  ]);
});
