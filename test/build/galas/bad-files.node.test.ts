// A meet file the site cannot read stops the build with plain words naming the file (and the
// line and column, where the XML says): files that are not Lenex, XML or UTF-8, or cut short.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strToU8 } from 'fflate';
import { meet, problemsOf } from '../../fixtures/galas/test-gala.js';

describe('a meet file the site cannot read', () => {
  it('is read when nothing is wrong', async () => {
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet() }), []);
  });

  it("reads relay legs under a swimmer's own result and leaves the legs out", async () => {
    const legs =
      '<RELAYPOSITIONS><RELAYPOSITION number="1"><ATHLETE firstname="Bea" lastname="Inline" ' +
      'gender="F"/></RELAYPOSITION></RELAYPOSITIONS>';
    const xml = meet().replace('swimtime="00:00:31.00">', `swimtime="00:00:31.00">${legs}`);
    assert.ok(xml.includes(legs));
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': xml }), []);
  });

  it('says a file that is not Lenex is not', async () => {
    assert.deepEqual(
      await problemsOf({ 'galas/2026-10-test.lef': '<?xml version="1.0"?><html><body/></html>' }),
      [
        'content/galas/2026-10-test.lef, line 1: it is not a Lenex results file (its XML ' +
          'starts with <html>, not <LENEX>)',
      ],
    );
  });

  it('says a cut-short file looks cut short, with its line and column', async () => {
    const xml = meet();
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lef': xml.slice(0, xml.length / 2) }))[0],
      new RegExp(
        String.raw`^content\/galas\/2026-10-test\.lef, line 2: it ends before <\w+> is ` +
          String.raw`closed: the file looks cut short; download it again \(line 2, column ` +
          String.raw`\d+\)$`,
      ),
    );
  });

  it('gives the line and the column of broken XML, for a meet written on one line', async () => {
    const xml = meet().replace('<SWIMSTYLE', '<SWIMSTYLE <');
    // The "<" that cannot start a name.
    const column = xml.split('\n')[1].indexOf('<SWIMSTYLE <') + '<SWIMSTYLE <'.length;
    const [problem] = await problemsOf({ 'galas/2026-10-test.lef': xml });
    assert.match(
      problem,
      new RegExp(
        `^content/galas/2026-10-test\\.lef, line 2: it is not well-formed XML \\(.+\\) ` +
          `\\(line 2, column ${column}\\)$`,
      ),
    );
  });

  it('refuses a DOCTYPE and its entities (no XXE, no billion laughs)', async () => {
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE LENEX [<!ENTITY a "ha"><!ENTITY b ' +
      '"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<LENEX>&b;</LENEX>';
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE LENEX [<!ENTITY x SYSTEM ' +
      '"file:///etc/passwd">]>\n<LENEX>&x;</LENEX>';
    for (const text of [laughs, xxe]) {
      const [problem] = await problemsOf({ 'galas/2026-10-test.lef': text });
      assert.match(
        problem,
        new RegExp(
          String.raw`^content\/galas\/2026-10-test\.lef, line 2: it has a DOCTYPE ` +
            String.raw`declaration, which a results file never needs and the site refuses`,
        ),
      );
    }
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': '<LENEX>&x;</LENEX>' }), [
      'content/galas/2026-10-test.lef, line 1: it uses an entity (&name;) that XML does not ' +
        'define (line 1, column 10)',
    ]);
  });

  it('refuses a file over 50 MB by its name', async () => {
    assert.deepEqual(await problemsOf({ 'galas/2026-10-huge.lef': { size: 51 * 1024 * 1024 } }), [
      'content/galas/2026-10-huge.lef, line 1: it is 51 MB, more than the 50 MB the site ' +
        "reads; a meet's results file is a few MB at most: check it is the right file",
    ]);
    // A byte over was "50 MB, more than the 50 MB".
    assert.match(
      (await problemsOf({ 'galas/2026-10-huge.lxf': { size: 50 * 1024 * 1024 + 1 } }))[0],
      /line 1: it is 50\.1 MB, more than the 50 MB the site reads/,
    );
  });

  it('says a file that is not UTF-8 text is not', async () => {
    const bytes = strToU8(meet().replace('Ailsa', 'A'));
    bytes[bytes.indexOf(0x41, 300)] = 0xff;
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lef': bytes }))[0],
      /^content\/galas\/2026-10-test\.lef, line 2: it is not UTF-8 text as its XML says/,
    );
  });

  it('names the line of the first byte not in UTF-8, never for a zip saved as .lef', async () => {
    // Found with the content property test: "Café" saved as Latin-1 in a .lef was put on line 1
    // (whichever line it was on), with a guess that the file was a zip, which is read as one.
    const xml = meet().replace('<MEET ', '\n<MEET ').replace('Ailsa', 'Zo\xe9');
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': Buffer.from(xml, 'latin1') }), [
      'content/galas/2026-10-test.lef, line 3: it is not UTF-8 text as its XML says: a byte ' +
        'on this line is not a letter in UTF-8 (the file was damaged, or saved by an editor in ' +
        'another encoding); download it again',
    ]);
  });

  it('says a file that is not XML is not Lenex, quoting none of it, on a line it has', async () => {
    assert.deepEqual(
      await problemsOf({ 'galas/2026-10-test.lef': 'Murray, Ailsa, 2014-05-06, 31.00\n' }),
      [
        'content/galas/2026-10-test.lef, line 1: this is not a Lenex file: it should begin ' +
          "with <?xml or <LENEX, and it is plain text; download the meet's results file (.lxf " +
          'or .lef) again',
      ],
    );
    const [problem] = await problemsOf({
      'galas/2026-10-test.lef': '<?xml version="1.0"?>\n<LENEX>\n<MEETS>\n',
    });
    assert.match(problem, /line 3: it ends before <MEETS> is closed.*\(line 3, column \d+\)$/);
  });
});
