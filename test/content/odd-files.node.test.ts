// Files saved oddly (another encoding, a byte-order mark, Windows line ends) and YAML's shortcuts
// (& and *, !), as the volunteer reads about them; found by test/content/any-edit.node.test.ts.
// Run: node scripts/test/node.mjs test/content/odd-files.node.test.ts
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, check, load } from '../helpers/content-check.js';

const venues = (address: string) => `- name: Pool\n  address: ${address}\n`;
const post = (words: string) =>
  `---\ntitle: Gala\ndate: 2025-03-14\nsummary: Results.\n---\n${words}\n`;
// Four lines that ask for 9 × 9 × 9 × 9 copies of "lol".
const bomb =
  '- name: Pool\n  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n' +
  '  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n' +
  '  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n' +
  '  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n';
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const saveAs =
  'Save the file as UTF-8: in Notepad, Save As → Encoding → UTF-8 (in other editors, "Save ' +
  'with Encoding" or an Encoding menu)';

describe('files saved oddly', () => {
  it('names the line of the first letter saved in Latin-1 or Windows-1252', async () => {
    assert.deepEqual(
      await check({ 'venues.yaml': latin1(venues('1 Caf\xe9 Street, Inverbrae')) }),
      [
        `test-content/venues.yaml, line 2: this file is not saved as UTF-8, so the site ` +
          `cannot read a letter in "Café" (an accented letter or a curly quote saved by an ` +
          `older editor, perhaps). ${saveAs}; then check that the letter still looks right`,
      ],
    );
    assert.deepEqual(
      await check({
        'news/2025-03-14-gala.md': latin1(post('We won.\r\n\r\nThe club\x92s best day.')),
      }),
      [
        `test-content/news/2025-03-14-gala.md, line 8: this file is not saved as UTF-8, so ` +
          `the site cannot read a letter in "club’s" (an accented letter or a curly quote ` +
          `saved by an older editor, perhaps). ${saveAs}; then check that the letter still ` +
          `looks right`,
      ],
    );
  });

  it('says a file saved as UTF-16 ("Unicode" in Notepad) is not UTF-8', async () => {
    assert.deepEqual(
      await check({ 'venues.yaml': Buffer.from(`\uFEFF${venues('Inverbrae')}`, 'utf16le') }),
      [
        `test-content/venues.yaml, line 1: this file is saved as UTF-16 ("Unicode" in ` +
          `Notepad), but the site reads UTF-8 only. ${saveAs}`,
      ],
    );
  });

  it('reads a file with a byte-order mark and Windows line ends (CRLF) as any other', async () => {
    const windows = (text: string) => `\uFEFF${text}`.replace(/\n/g, '\r\n');
    const { content } = await load({
      'venues.yaml': windows(venues('1 Café Street')),
      'news/2025-03-14-gala.md': windows(post('We won.\n\nAgain.')),
    });
    assert.deepEqual(content.venues, [{ name: 'Pool', address: '1 Café Street' }]);
    assert.equal((content.news as { body: string }[])[0].body, '<p>We won.</p>\n<p>Again.</p>\n');
  });
});

describe("YAML's shortcuts", () => {
  it('stops an alias bomb with a message on the line of the first copy', async () => {
    assert.deepEqual(await check({ 'venues.yaml': bomb }), [
      "test-content/venues.yaml, line 3: this file uses YAML's & and * shortcuts (a value " +
        'labelled &name is copied wherever *name is written) so often that the site would have ' +
        'to make too many copies. Write the values out in full instead of using & and *',
    ]);
  });

  it('asks for quotes around text starting with *, & or !, which YAML misreads', async () => {
    const quotes = (line: number, written: string) =>
      `test-content/venues.yaml, line ${line}: YAML reads a *, & or ! at the start of a ` +
      `value as a shortcut of its own, not as words. Put the whole text in double quotes: ` +
      `${written}`;
    assert.deepEqual(await check({ 'venues.yaml': venues('*Important*') }), [
      quotes(2, 'address: "*Important*"'),
    ]);
    assert.deepEqual(await check({ 'venues.yaml': venues('*Bring goggles*') }), [
      quotes(2, 'address: "*Bring goggles*"'),
    ]);
    assert.deepEqual(await check({ 'venues.yaml': venues('&more words') }), [
      quotes(2, 'address: "&more words"'),
    ]);
    assert.deepEqual(await check({ 'venues.yaml': venues('!Important notice') }), [
      quotes(2, 'address: "!Important notice"'),
    ]);
  });

  it('names the line of a value nested thousands deep (- a: a: a: …), unreadable', async () => {
    // Found by FUZZ_RUNS=2000 (4 of its first 900 runs): "a: " or "- " pasted thousands of times as
    // a value.
    assert.deepEqual(
      await check({
        'venues.yaml':
          `- name: Pool\r\n  address: ${'a: '.repeat(26_444)}\r\n` +
          `- name: Baths\r\n  address: Inverbrae\r\n`,
      }),
      [
        'test-content/venues.yaml, line 2: this line puts a value inside another thousands ' +
          'of times (address: a: a: a: a: a: a: a:…), more than the site can read. Put the ' +
          'text in double quotes, or delete the line',
      ],
    );
    assert.deepEqual(
      await check({ 'venues.yaml': `- name: Pool\r- ${'- '.repeat(49_851)}\r- name: Baths\r` }),
      [
        'test-content/venues.yaml, line 2: this line puts a value inside another thousands ' +
          'of times (- - - - - - - - - - - - - - -…), more than the site can read. Put the ' +
          'text in double quotes, or delete the line',
      ],
    );
    // Run 1643: the same line among 16,513 short ones took minutes to find (each line compared
    // with the deepest so far, counted again every time); it is now counted once a line.
    const many =
      `- name: Pool\n  address: ${'a: '.repeat(60_000)}\n` +
      `${'- name: Baths\n  address: Inverbrae\n'.repeat(8_000)}`;
    assert.match(
      (await check({ 'venues.yaml': many }))[0],
      new RegExp(
        String.raw`^test-content\/venues\.yaml, line 2: this line puts a value inside ` +
          String.raw`another thousands of times`,
      ),
    );
  });

  it('explains a long line of junk once, quoting it only in part', async () => {
    const junk = '*a '.repeat(20_000);
    assert.deepEqual(await check({ 'venues.yaml': venues(junk) }), [
      `test-content/venues.yaml, line 2: YAML reads a *, & or ! at the start of a value as a ` +
        `shortcut of its own, not as words. Put the whole text in double quotes: address: ` +
        `"${junk.slice(0, 59)}…"`,
    ]);
    const [long] = await check({ 'venues.yaml': `- name: Pool\n  map: ${'x'.repeat(100_000)}\n` });
    assert.match(
      long,
      /^test-content\/venues\.yaml, line 2 \(item 1 › map\): "x{59}…" is not a map's web address/,
    );
  });

  it('names each of thousands of doubled lines, without stalling on them', async () => {
    const messages = await check({
      'venues.yaml': `- name: Pool\n${'  address: Inverbrae\n'.repeat(5_000)}`,
    });
    assert.equal(messages.length, 4_999);
    assert.equal(
      messages[0],
      'test-content/venues.yaml, line 3: this field is written twice in the same place. Keep ' +
        'one of them and delete the other',
    );
  });

  it('stops the build on an alias bomb or a file not in UTF-8, naming each plainly', async () => {
    const result = await build({
      'venues.yaml': bomb,
      'news/2025-03-14-gala.md': latin1(post('Caf\xe9 after.')),
    });
    assert.notEqual(result.code, 0);
    assert.equal(result.untouched, true);
    assert.ok(
      result.output.includes("venues.yaml, line 3: this file uses YAML's & and * shortcuts"),
      result.output,
    );
    assert.ok(
      result.output.includes('news/2025-03-14-gala.md, line 6: this file is not saved as UTF-8'),
      result.output,
    );
    assert.doesNotMatch(result.output, /\n\s+at |Error:|Excessive alias/);
  });
});
