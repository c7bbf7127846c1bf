// What a volunteer reads when a content file has a mistake: file, line, field, what is wrong and
// what to write instead. The files here are small broken examples, checked by the real content
// step.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check } from '../helpers/content-check.js';
import { assertIncludes, goodColour, siteWith, squad, training } from '../helpers/small-content.js';

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
      'test-content/squads.yaml, line 2 (item 1 › color): "color" is not a field here; did ' +
        'you mean "colour"?',
    ]);
  });

  it('explains a missing colon after a field name', async () => {
    const [message] = await check({
      'squads.yaml': squad(goodColour).replace('summary: Two', 'summary Two'),
    });
    assert.equal(
      message,
      'test-content/squads.yaml, line 6: a colon is missing after the field name. Write the ' +
        'field name, a colon and a space, then the value: summary: Two pools.',
    );
  });

  it('says an e-mail address without @ is not one and what one looks like', async () => {
    const messages = await check({ 'site.yaml': siteWith('membership.inverbrae-asc.example') });
    assertIncludes(
      messages,
      'test-content/site.yaml, line 4 (contacts › general › email): ' +
        '"membership.inverbrae-asc.example" is not an e-mail address; it should look like ' +
        'name@example.com',
    );
  });

  it('asks for {saved} in the offline note, where the day and time it was saved go', async () => {
    const offline =
      'savedCopy: "A saved copy."\npage: { title: a, message: a, savedPages: a, retry: a }\n';
    assert.deepEqual(await check({ 'offline.yaml': offline }), [
      'test-content/offline.yaml, line 1 (savedCopy): should say when the copy was saved: ' +
        'write {saved} where the day and time go, like "saved on {saved}"',
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
      new RegExp(
        String.raw`^test-content\/squads\.yaml, line 4 \(item 1 › badge › src\): there ` +
          String.raw`is no picture "images\/quality-marks\.svg" in public\/`,
      ),
    );
  });

  it('asks for alt text when a picture has none', async () => {
    const [message] = await check({
      'squads.yaml': squad(goodColour).replace('    alt: Gold squad badge\n', ''),
    });
    assert.match(
      message,
      new RegExp(
        String.raw`^test-content\/squads\.yaml, line 4 \(item 1 › badge › alt\): alt is ` +
          String.raw`missing: describe what the picture shows`,
      ),
    );
  });

  it('explains the YAML traps: a colon, a tab, a leading quote, an unquoted colour', async () => {
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
      new RegExp(
        String.raw`^test-content\/squads\.yaml, line 6: a text that starts with a quote ` +
          String.raw`mark must also end with`,
      ),
    );
    const [hash] = await check({ 'squads.yaml': squad('  colour: #D4A82A\n') });
    assert.equal(
      hash,
      'test-content/squads.yaml, line 2: YAML reads # (after a space) as the start of a note ' +
        'and leaves out the rest of the line. Put the whole text in double quotes: colour: ' +
        '"#D4A82A"',
    );
  });

  it('names the line where a quote was opened and never closed, not the last line', async () => {
    const messages = await check({
      'squads.yaml': squad(goodColour).replace('Two pools.', '"Two pools.'),
    });
    assert.deepEqual(messages, [
      'test-content/squads.yaml, line 6: the text on this line starts with a quote mark (") ' +
        'that is never closed, so YAML read the rest of the file as part of it. Add the ' +
        'closing " at the end of the text: summary: "Two pools."',
    ]);
  });

  it('names text YAML read as a field or list by its first words, never as an object', async () => {
    // Found by the content property test at FUZZ_RUNS=2000: a ":" typed into a paragraph.
    assert.deepEqual(
      await check({ 'venues.yaml': '- name: Pool\n  address:\n    The pool: on Main Street\n' }),
      [
        'test-content/venues.yaml, line 3 (item 1 › address): "The pool: …" (read as a field ' +
          'name and its value, because of the colon and space) should be text',
      ],
    );
    assert.deepEqual(
      await check({ 'venues.yaml': '- name: Pool\n  address:\n    - on Main Street\n' }),
      [
        'test-content/venues.yaml, line 3 (item 1 › address): a list ("on Main Street"…) ' +
          'should be text',
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
      new RegExp(
        String.raw`^test-content\/training\.yaml, line \d+ .*: there is no venue called ` +
          String.raw`"Pool" in venues\.yaml; the venues are (Pool ){11}Pool…\. Write one`,
      ),
    );
  });
});
