// What a volunteer reads when a content file has a mistake: file, line, field, what is wrong and
// what to write instead. The files here are small broken examples, checked by the real content
// step.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, check } from '../helpers/content-check.js';

/** Fails, showing every message, unless one of them is `expected`. */
const assertIncludes = (messages: string[], expected: string) =>
  assert.ok(
    messages.includes(expected),
    `${JSON.stringify(messages, null, 2)}\ndoes not include\n${expected}`,
  );

const squad = (lines: string) =>
  `- name: Gold\n${lines}  badge:\n    src: images/quality-mark.svg\n    alt: Gold squad badge\n  summary: Two pools.\n`;
const goodColour = '  colour: "#D4A82A"\n';
const siteWith = (email: string) =>
  `contacts:\n  general:\n    role: Club Secretary\n    email: ${email}\n`;

// Training, Join and Policies: the smallest files that show each mistake.
const labelsLine =
  'labels: { today: a, todayIntro: a, pickSquad: a, allSquads: a, timetable: a, day: a, time: a, kind: a, pool: a, venues: a, kinds: { swim: a, land: a, yoga: a }, trainingToday: a, noTrainingToday: a, next: a, noneComing: a, cancelled: a, then: a, terms: a, termsToCome: a, breaks: a, subscribe: a, subscribeHelp: a }';
const training = ({
  session = '{ day: Tuesday, start: "18:00", end: "19:30", pool: Pool, kind: swim }',
  squad = 'Gold',
  off = 'date: 2027-02-16',
} = {}) =>
  `heading: Training\nintro: Times.\n${labelsLine}\nterms:\n  - name: Spring\n    from: 2027-01-05\n    to: 2027-03-26\nbreaks:\n  - name: Holiday\n    ${off}\nsquads:\n  - squad: ${squad}\n    sessions:\n      - ${session}\ntitle: Training\ndescription: Times.\n`;

describe('content messages', () => {
  it('accepts apostrophes and quotation marks in ordinary text', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour).replace(
          'Two pools.',
          `It's the club's "friendliest" squad`,
        ),
      }),
      [],
    );
  });

  it('names a misspelt field and suggests the right one', async () => {
    assert.deepEqual(await check({ 'squads.yaml': squad('  color: "#D4A82A"\n') }), [
      'test-content/squads.yaml, line 2 (item 1 › color): "color" is not a field here; did you mean "colour"?',
    ]);
  });

  it('explains a missing colon after a field name', async () => {
    const [message] = await check({
      'squads.yaml': squad(goodColour).replace('summary: Two', 'summary Two'),
    });
    assert.equal(
      message,
      'test-content/squads.yaml, line 6: a colon is missing after the field name. Write the field name, a colon and a space, then the value: summary: Two pools.',
    );
  });

  it('says an e-mail address without @ is not one and what one looks like', async () => {
    const messages = await check({ 'site.yaml': siteWith('membership.inverbrae-asc.example') });
    assertIncludes(
      messages,
      'test-content/site.yaml, line 4 (contacts › general › email): "membership.inverbrae-asc.example" is not an e-mail address; it should look like name@example.com',
    );
  });

  it('asks for {saved} in the offline note, where the day and time it was saved go', async () => {
    const offline =
      'savedCopy: "A saved copy."\npage: { title: a, message: a, savedPages: a, retry: a }\n';
    assert.deepEqual(await check({ 'offline.yaml': offline }), [
      'test-content/offline.yaml, line 1 (savedCopy): should say when the copy was saved: write {saved} where the day and time go, like "saved on {saved}"',
    ]);
    assert.deepEqual(
      await check({ 'offline.yaml': offline.replace('A saved copy.', 'Saved {saved}.') }),
      [],
    );
  });

  it('names a picture that is not in public/', async () => {
    const [message] = await check({
      'squads.yaml': squad(goodColour).replace('quality-mark.svg', 'quality-marks.svg'),
    });
    assert.match(
      message,
      /^test-content\/squads\.yaml, line 4 \(item 1 › badge › src\): there is no picture "images\/quality-marks\.svg" in public\//,
    );
  });

  it('asks for alt text when a picture has none', async () => {
    const [message] = await check({
      'squads.yaml': squad(goodColour).replace('    alt: Gold squad badge\n', ''),
    });
    assert.match(
      message,
      /^test-content\/squads\.yaml, line 4 \(item 1 › badge › alt\): alt is missing: describe what the picture shows/,
    );
  });

  it('explains the YAML traps: a colon in text, a tab, a text starting with a quote, an unquoted colour', async () => {
    const [colon] = await check({
      'squads.yaml': squad(goodColour).replace('Two pools.', 'Note: two pools'),
    });
    assert.match(
      colon,
      /^test-content\/squads\.yaml, line 6: .*colon followed by a space.*double quotes/,
    );
    const [tab] = await check({ 'squads.yaml': squad(goodColour).replace('  colour', '\tcolour') });
    assert.match(
      tab,
      /^test-content\/squads\.yaml, line 2: there is a tab at the start of this line/,
    );
    const [quote] = await check({
      'squads.yaml': squad(goodColour).replace('Two pools.', '"Friendliest" squad'),
    });
    assert.match(
      quote,
      /^test-content\/squads\.yaml, line 6: a text that starts with a quote mark must also end with/,
    );
    const [hash] = await check({ 'squads.yaml': squad('  colour: #D4A82A\n') });
    assert.equal(
      hash,
      'test-content/squads.yaml, line 2: YAML reads # (after a space) as the start of a note and leaves out the rest of the line. Put the whole text in double quotes: colour: "#D4A82A"',
    );
  });

  it('names the line where a quote was opened and never closed, not the end of the file', async () => {
    const messages = await check({
      'squads.yaml': squad(goodColour).replace('Two pools.', '"Two pools.'),
    });
    assert.deepEqual(messages, [
      'test-content/squads.yaml, line 6: the text on this line starts with a quote mark (") that is never closed, so YAML read the rest of the file as part of it. Add the closing " at the end of the text: summary: "Two pools."',
    ]);
  });

  it('names text that YAML read as a field or a list by its first words, never as [object Object]', async () => {
    // Found by the content property test at FUZZ_RUNS=2000: a ":" typed into a paragraph.
    assert.deepEqual(
      await check({ 'venues.yaml': '- name: Pool\n  address:\n    The pool: on Main Street\n' }),
      [
        'test-content/venues.yaml, line 3 (item 1 › address): "The pool: …" (read as a field name and its value, because of the colon and space) should be text',
      ],
    );
    assert.deepEqual(
      await check({ 'venues.yaml': '- name: Pool\n  address:\n    - on Main Street\n' }),
      [
        'test-content/venues.yaml, line 3 (item 1 › address): a list ("on Main Street"…) should be text',
      ],
    );
  });

  it('lists the venues cut short when one has a name thousands of letters long', async () => {
    // Found by FUZZ_RUNS=2000 (run 1841 of seed 37): "<b>" pasted 2,190 times as a venue's name
    // made a message of 6,812 characters.
    const [message] = await check({
      'venues.yaml': `- name: ${'Pool '.repeat(2_000)}\n  address: Inverbrae\n`,
      'training.yaml': training(),
    });
    assert.match(
      message,
      /^test-content\/training\.yaml, line \d+ .*: there is no venue called "Pool" in venues\.yaml; the venues are (Pool ){11}Pool…\. Write one/,
    );
  });

  it('refuses raw HTML in Markdown and names its line', async () => {
    const post =
      '---\ntitle: Gala\ndate: 2025-03-14\nsummary: Results.\n---\nWe won.\n\n<script>alert(1)</script>\n';
    const [message] = await check({ 'news/2025-03-14-gala.md': post });
    assert.match(
      message,
      /^test-content\/news\/2025-03-14-gala\.md, line 8: HTML tags .* are not allowed here/,
    );
  });

  it('finds a name used twice in a list', async () => {
    const twice = squad(goodColour) + squad(goodColour).replace('Gold', 'gold');
    assert.deepEqual(await check({ 'squads.yaml': twice }), [
      'test-content/squads.yaml, line 7 (item 2 › name): "gold" is already used by squad number 1; each needs its own',
    ]);
  });

  it("holds the privacy notice to the form's promise about drafts: the Clear button and the days kept", async () => {
    assert.deepEqual(await check({}, 'policies'), []);
    const privacy =
      'heading: Privacy\nintro:\n  - x\ncontactForm:\n  heading: Form\n  intro: x\n  fields:\n    - name\n  paragraphs:\n    - x\n  draft: Your browser keeps a copy for a while.\n  emailServicePolicy:\n    name: EmailJS\n    url: https://www.emailjs.com/\nvisiting:\n  heading: x\n  paragraphs:\n    - x\nyourData:\n  heading: x\n  paragraphs:\n    - x\n  contactPrompt: x\ncomplaints:\n  heading: x\n  paragraphs:\n    - x\n  linkPrompt: x\n  regulator:\n    name: ICO\n    url: https://ico.org.uk/\nupdated: 2026-11-22\nupdatedLine: x {date}\ntitle: Privacy\ndescription: x\n';
    const messages = await check({ 'privacy.yaml': privacy }, 'policies');
    assert.equal(messages.length, 2);
    assert.match(
      messages[0],
      /^test-content\/privacy\.yaml, line 11 \(contactForm › draft\): should name the form's ".+" button/,
    );
    assert.match(
      messages[1],
      /^test-content\/privacy\.yaml, line 11 \(contactForm › draft\): should say the copy is deleted after \d+ days/,
    );
  });

  it('accepts a good timetable', async () => {
    assert.deepEqual(
      await check({ 'squads.yaml': squad(goodColour), 'training.yaml': training() }),
      [],
    );
  });

  it('says a session ends before it starts, on its line', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({
          session: '{ day: Tuesday, start: "19:30", end: "18:00", pool: Pool, kind: swim }',
        }),
      }),
      [
        'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › end): the session ends (18:00) before it starts (19:30); check the times',
      ],
    );
  });

  it('says a time without its leading zero is not a time, rather than comparing it', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({
          session: '{ day: Tuesday, start: 8:45, end: "09:30", pool: Pool, kind: swim }',
        }),
      }),
      [
        'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › start): "8:45" is not a time; write it as hours:minutes on the 24-hour clock, two digits each, like 08:45 or 18:30',
      ],
    );
  });

  it('names a squad in the timetable that is not in squads.yaml', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({ squad: 'Golde' }),
      }),
      [
        'test-content/training.yaml, line 12 (squads › item 1 › squad): there is no squad called "Golde"; the squads are Gold',
      ],
    );
  });

  it('says a break falls outside the terms, and gives the terms', async () => {
    assert.deepEqual(
      await check({
        'squads.yaml': squad(goodColour),
        'training.yaml': training({ off: 'date: 2027-04-02' }),
      }),
      [
        'test-content/training.yaml, line 9 (breaks › item 1): the break "Holiday" (2027-04-02) is outside the terms (2027-01-05 to 2027-03-26); there is no training between terms anyway, so check its dates, or add the term it belongs to',
      ],
    );
  });

  it('says which days and kinds of session there are', async () => {
    const messages = await check({
      'squads.yaml': squad(goodColour),
      'training.yaml': training({
        session: '{ day: Tues, start: "18:00", end: "19:30", pool: Pool, kind: swimming }',
      }),
    });
    assert.deepEqual(messages, [
      'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › day): "Tues" is not a day; write one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday',
      'test-content/training.yaml, line 14 (squads › item 1 › sessions › item 1 › kind): "swimming" is not a kind of session; write swim, land (land training) or yoga',
    ]);
  });

  it('names a squad a notice calls off that is not in squads.yaml', async () => {
    const notice =
      '- message: Off.\n  from: 2026-10-13 07:00\n  until: 2026-10-13 21:00\n  cancels:\n    date: 2026-10-13\n    squads: [Golde]\n';
    assert.deepEqual(await check({ 'squads.yaml': squad(goodColour), 'notices.yaml': notice }), [
      'test-content/notices.yaml, line 6 (item 1 › cancels › squads › item 1): there is no squad called "Golde"; the squads are Gold',
    ]);
  });

  it('says a fee is not an amount and how to write one', async () => {
    const join =
      'squads:\n  - squad: Gold\n    monthlyFee: £28\n    membership: 27.50\n    kit: 20\n    minAge: 8\n    canAlready: [float]\n';
    assertIncludes(
      await check({ 'join.yaml': join }),
      'test-content/join.yaml, line 3 (squads › item 1 › monthlyFee): "£28" is not an amount; write pounds and pence as a plain number, like 28.50 (no £ sign), or to be confirmed',
    );
  });

  it('names a policy file that is not in public/documents/', async () => {
    const policies =
      'kinds:\n  - kind: Codes\n    documents:\n      - title: Code\n        summary: Rules.\n        version: 2025-03-12\n        file: documents/code-of-condcut.pdf\n';
    assertIncludes(
      await check({ 'policies.yaml': policies }),
      'test-content/policies.yaml, line 7 (kinds › item 1 › documents › item 1 › file): there is no document "documents/code-of-condcut.pdf" in public/: put the file in public/documents/ and write its name here, like documents/constitution.pdf (check the spelling)',
    );
  });

  it('stops the build with every problem in one run and leaves the last good site alone', async () => {
    const result = await build({
      'squads.yaml': squad('  color: "#D4A82A"\n'),
      'site.yaml': siteWith('nobody'),
    });
    assert.notEqual(result.code, 0);
    assert.equal(result.untouched, true);
    assert.ok(result.output.includes('squads.yaml, line 2 (item 1 › color)'), result.output);
    assert.ok(
      result.output.includes('site.yaml, line 4 (contacts › general › email)'),
      result.output,
    );
    assert.doesNotMatch(result.output, /\n\s+at |TS\d{4}|Error:/);
  });
});
