// A meet file the site cannot read stops the build with plain words naming the file (and the
// line and column, where the XML says): every kind of bad file, as the volunteer reads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { lenex, lxf } from '../../../scripts/bench/lenex-writer.mjs';
import { lefFromZip } from '../../../scripts/build/galas/unzip.mjs';
import { loadGalaContent, recordsYaml, resultsYaml } from '../../helpers/galas.js';

const meet = (
  changes: {
    course?: string;
    stroke?: string;
    time?: string | number;
    clubs?: { code: string; name: string }[];
  } = {},
) =>
  lenex({
    meet: { name: 'Test Gala', city: 'Lochside', course: changes.course ?? 'SCM' },
    sessions: [
      {
        date: '2026-10-10',
        events: [{ id: 1, number: 1, gender: 'F', distance: 50, stroke: changes.stroke ?? 'FREE' }],
      },
    ],
    clubs: (changes.clubs ?? [{ code: 'LSC', name: 'Lochside SC' }]).map((club, i) => ({
      ...club,
      athletes: [
        {
          id: 10 + i,
          first: 'Ailsa',
          last: 'Test',
          gender: 'F',
          birthdate: '2014-01-02',
          results: [{ id: 100 + i, event: 1, time: changes.time ?? 3100 }],
        },
      ],
    })),
  });

async function problemsOf(files: Parameters<typeof loadGalaContent>[0]) {
  return (await loadGalaContent(files)).problems;
}

describe('a meet file the site cannot read', () => {
  it('is read when nothing is wrong', async () => {
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet() }), []);
  });

  it('reads a file whose swimmer has relay legs under their own result, leaving the legs out', async () => {
    const legs =
      '<RELAYPOSITIONS><RELAYPOSITION number="1"><ATHLETE firstname="Bea" lastname="Inline" gender="F"/></RELAYPOSITION></RELAYPOSITIONS>';
    const xml = meet().replace('swimtime="00:00:31.00">', `swimtime="00:00:31.00">${legs}`);
    assert.ok(xml.includes(legs));
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': xml }), []);
  });

  it('says a file that is not Lenex is not', async () => {
    assert.deepEqual(
      await problemsOf({ 'galas/2026-10-test.lef': '<?xml version="1.0"?><html><body/></html>' }),
      [
        'content/galas/2026-10-test.lef, line 1: it is not a Lenex results file (its XML starts with <html>, not <LENEX>)',
      ],
    );
  });

  it('says a cut-short file looks cut short, with its line and column', async () => {
    const xml = meet();
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lef': xml.slice(0, xml.length / 2) }))[0],
      /^content\/galas\/2026-10-test\.lef, line 2: it ends before <\w+> is closed: the file looks cut short; download it again \(line 2, column \d+\)$/,
    );
  });

  it('gives the line and the column of broken XML, for a meet written on one line', async () => {
    const xml = meet().replace('<SWIMSTYLE', '<SWIMSTYLE <');
    const column = xml.split('\n')[1].indexOf('<SWIMSTYLE <') + '<SWIMSTYLE <'.length; // the "<" that cannot start a name
    const [problem] = await problemsOf({ 'galas/2026-10-test.lef': xml });
    assert.match(
      problem,
      new RegExp(
        `^content/galas/2026-10-test\\.lef, line 2: it is not well-formed XML \\(.+\\) \\(line 2, column ${column}\\)$`,
      ),
    );
  });

  it('refuses a DOCTYPE and its entities (no XXE, no billion laughs)', async () => {
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE LENEX [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<LENEX>&b;</LENEX>';
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE LENEX [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<LENEX>&x;</LENEX>';
    for (const text of [laughs, xxe]) {
      const [problem] = await problemsOf({ 'galas/2026-10-test.lef': text });
      assert.match(
        problem,
        /^content\/galas\/2026-10-test\.lef, line 2: it has a DOCTYPE declaration, which a results file never needs and the site refuses/,
      );
    }
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': '<LENEX>&x;</LENEX>' }), [
      'content/galas/2026-10-test.lef, line 1: it uses an entity (&name;) that XML does not define (line 1, column 10)',
    ]);
  });

  it('says an .lxf with no .lef inside holds none, and lists what it holds', async () => {
    const zip = zipSync({ 'results.xml': strToU8(meet()), 'read me.txt': strToU8('hello') });
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lxf': zip }), [
      'content/galas/2026-10-test.lxf, line 1: it holds no .lef file, as a Lenex .lxf must (it holds "results.xml", "read me.txt")',
    ]);
  });

  it('picks the .lef inside an .lxf by its ending, whatever its name', async () => {
    const zip = zipSync({
      'notes.txt': strToU8('x'),
      'Ð¼ÐµÑ\u0082 ÐºÑ\u0083Ð¿.LEF': strToU8(meet()),
    });
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lxf': zip }), []);
  });

  it('says an .lxf that is not a zip is not one, and one cut short is cut short', async () => {
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lxf': meet() }))[0],
      /line 1: it is not a zip file, as a \.lxf file must be/,
    );
    const zip = lxf(meet());
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lxf': zip.subarray(0, zip.length - 200) }))[0],
      /^content\/galas\/2026-10-test\.lxf, line 1: its zip (ends before|is damaged)/,
    );
    // A damaged zip said "its zip is damaged (invalid distance)", fflate's words, on a swimming
    // site.
    const damaged = lxf(meet());
    damaged.fill(0xff, 60, 70);
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lxf': damaged }))[0],
      /line 1: its zip is damaged \(the unzipper says "[^"]+"\); download it again$/,
    );
  });

  it('stops a zip bomb by its ratio as it unzips, before it fills the memory', () => {
    // 20 MB of nothing zips to about 20 kB: far past the ratio any meet's XML has. Found with
    // the content property test: the ratio was held only at the end, so a 200 kB bomb unzipped
    // 39 MB (a second) before it was refused; it is now stopped within the first megabytes.
    const bomb = zipSync({ 'bomb.lef': new Uint8Array(20 * 1024 * 1024) }, { level: 1 });
    assert.throws(
      () => lefFromZip(bomb),
      /it unzips to more than 200 times its size, far more than any meet's results; the site refuses it \(it may be a "zip bomb"\)$/,
    );
  });

  it('refuses a file over 50 MB by its name', async () => {
    assert.deepEqual(await problemsOf({ 'galas/2026-10-huge.lef': { size: 51 * 1024 * 1024 } }), [
      "content/galas/2026-10-huge.lef, line 1: it is 51 MB, more than the 50 MB the site reads; a meet's results file is a few MB at most: check it is the right file",
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

  it('names the line of the first byte that is not UTF-8, and never blames a zip saved as .lef', async () => {
    // Found with the content property test: "Café" saved as Latin-1 in a .lef was put on line 1
    // (whichever line it was on), with a guess that the file was a zip, which is read as one.
    const xml = meet().replace('<MEET ', '\n<MEET ').replace('Ailsa', 'Zo\xe9');
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': Buffer.from(xml, 'latin1') }), [
      'content/galas/2026-10-test.lef, line 3: it is not UTF-8 text as its XML says: a byte on this line is not a letter in UTF-8 (the file was damaged, or saved by an editor in another encoding); download it again',
    ]);
  });

  it('lists the clubs a file holds, with their codes, when the club is not among them', async () => {
    const clubs = [
      { code: 'KLP', name: 'Kelpies' },
      { code: 'DUN', name: 'Dunmore ASC' },
    ];
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ clubs }) }), [
      'content/galas/2026-10-test.lef, line 1: the club "Lochside SC" (results.yaml, club) is not in this file. It holds 2 clubs: Kelpies (KLP); Dunmore ASC (DUN)',
    ]);
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet({ clubs: [{ code: 'LSC', name: 'LOCHSIDE SC' }] }),
      }),
      [
        'content/galas/2026-10-test.lef, line 1: the club "Lochside SC" (results.yaml, club) is not in this file. Did you mean LOCHSIDE SC (LSC)? The name must be spelt exactly as the file has it. It holds 1 club: LOCHSIDE SC (LSC)',
      ],
    );
  });

  it('lists the candidates when a code belongs to several clubs, and finds the club by its exact name', async () => {
    const clubs = [
      { code: 'LSC', name: 'Lochside SC' },
      { code: 'LSC ', name: 'Lochside Masters' },
    ];
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet({ clubs }),
        'results.yaml': resultsYaml({ club: 'LSC' }),
      }),
      [
        'content/galas/2026-10-test.lef, line 1: the code "LSC" (results.yaml, club) belongs to 2 clubs in this file: Lochside SC (LSC); Lochside Masters (LSC). Write the club\'s exact name in results.yaml instead',
      ],
    );
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ clubs }) }), []);
  });

  it('names an unknown stroke, course or swim time, with its line', async () => {
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ stroke: 'DOGGY' }) }), [
      'content/galas/2026-10-test.lef, line 2: "DOGGY" is not a stroke Lenex knows (it should be one of FREE, BACK, BREAST, FLY, MEDLEY, UNKNOWN, APNEA, BIFINS, IMMERSION, IMRELAY, SURFACE)',
    ]);
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lef': meet({ course: 'SCM40' }) }))[0],
      /^content\/galas\/2026-10-test\.lef, line 2: "SCM40" is not a pool length Lenex knows \(course should be one of LCM|SCM/,
    );
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ time: '0:31,20' }) }), [
      'content/galas/2026-10-test.lef, line 2: "0:31,20" is not a swim time as Lenex writes one (hours:minutes:seconds.hundredths, like 00:01:05.32)',
    ]);
  });

  it("names a race's distance or relay count that is not a whole number, rather than showing NaN m", async () => {
    // Seen with the content property test: distance="fifty" or "1e308" reached the pages as NaN
    // or Infinity (null in the module); relaycount="1000000000" as a relay of a billion swimmers.
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet().replace('distance="50"', 'distance="fifty"'),
      }),
      [
        'content/galas/2026-10-test.lef, line 2: "fifty" is not a race\'s distance (a whole number, 100000 at most)',
      ],
    );
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet().replace('distance="50"', 'distance="1e308"'),
      }),
      [
        'content/galas/2026-10-test.lef, line 2: "1e308" is not a race\'s distance (a whole number, 100000 at most)',
      ],
    );
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet().replace('relaycount="1"', 'relaycount="1000000000"'),
      }),
      [
        'content/galas/2026-10-test.lef, line 2: "1000000000" is not a race\'s number of swimmers (relaycount) (a whole number, 99 at most)',
      ],
    );
  });

  it('quotes a huge value cut short, so the message stays readable', async () => {
    // Found with the content property test: a 100,000-letter swim time, stroke or course was
    // quoted whole, a message of 100 kB.
    const long = '9'.repeat(100_000);
    for (const changes of [{ time: long }, { stroke: long }, { course: long }]) {
      const [problem] = await problemsOf({ 'galas/2026-10-test.lef': meet(changes) });
      assert.match(
        problem,
        /^content\/galas\/2026-10-test\.lef, line 2: "9{59}…" is not a (swim time|stroke|pool length)/,
      );
      assert.ok(problem.length < 300, problem.slice(0, 300));
    }
    const clubs = [{ code: 'K'.repeat(100_000), name: 'Kelpies '.repeat(10_000) }];
    assert.ok((await problemsOf({ 'galas/2026-10-test.lef': meet({ clubs }) }))[0].length < 300);
  });

  it('warns of a stray file or a dot-file in content/galas/, naming it, and still builds', async () => {
    const { problems, warnings } = await loadGalaContent({
      'galas/2026-10-test.lef': meet(),
      'galas/photo.jpg': 'x',
      'galas/.DS_Store': 'x',
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings, [
      "content/galas/.DS_Store, line 1: a hidden file (its name begins with a dot) is in content/galas/; the site skips it: delete it, or if it is a meet's results, rename it",
      'content/galas/photo.jpg, line 1: only meet results files (.lxf or .lef) go in content/galas/; the site skips this one: move it elsewhere',
    ]);
  });

  it('stops at an .lxf holding two .lef files, naming both', async () => {
    const zip = zipSync({ 'heats.lef': strToU8(meet()), 'finals.lef': strToU8(meet()) });
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lxf': zip }), [
      'content/galas/2026-10-test.lxf, line 1: it holds 2 .lef files, "heats.lef" and "finals.lef", where a Lenex .lxf holds one: the site cannot tell which is the meet\'s results. Download the results file again, or unzip it and keep only the right .lef',
    ]);
  });

  it("ignores a Mac's __MACOSX/ and resource-fork entries in an .lxf", async () => {
    const zip = zipSync({
      '__MACOSX/._results.lef': new Uint8Array([0, 5, 22, 7, 0, 2]),
      '._results.lef': new Uint8Array([0, 5]),
      'results.lef': strToU8(meet()),
    });
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lxf': zip }), []);
  });

  it('says a file that is not XML at all is not a Lenex file, quoting none of it, never a line past its end', async () => {
    assert.deepEqual(
      await problemsOf({ 'galas/2026-10-test.lef': 'Murray, Ailsa, 2014-05-06, 31.00\n' }),
      [
        "content/galas/2026-10-test.lef, line 1: this is not a Lenex file: it should begin with <?xml or <LENEX, and it is plain text; download the meet's results file (.lxf or .lef) again",
      ],
    );
    const [problem] = await problemsOf({
      'galas/2026-10-test.lef': '<?xml version="1.0"?>\n<LENEX>\n<MEETS>\n',
    });
    assert.match(problem, /line 3: it ends before <MEETS> is closed.*\(line 3, column \d+\)$/);
  });

  it("gives a gala the address of its meet's date and name, whatever the file's name, and keeps it when the file is renamed", async () => {
    const file = meet().replace('Test Gala', 'Internationales Schwimmfest Zürich');
    const before = await loadGalaContent({ 'galas/Results(11).lxf': lxf(file) });
    assert.deepEqual(before.problems, []);
    assert.deepEqual(before.galaAddresses, [
      {
        file: 'content/galas/Results(11).lxf',
        address: '2026-10-internationales-schwimmfest-zurich',
      },
    ]);
    assert.ok(before.modules['galas/2026-10-internationales-schwimmfest-zurich']);
    const after = await loadGalaContent({ 'galas/16102026_zurich_lenex3_results.lef': file });
    assert.deepEqual(
      after.galaAddresses.map((g: any) => g.address),
      ['2026-10-internationales-schwimmfest-zurich'],
    );
  });

  it("takes a gala's address and words from results.yaml, keyed by its address or its file's name", async () => {
    const byAddress = resultsYaml({
      galas: { '2026-10-test-gala': { address: 'autumn-open', title: 'Autumn Open' } },
    });
    const one = await loadGalaContent({
      'galas/Results(11).lxf': lxf(meet()),
      'results.yaml': byAddress,
    });
    assert.deepEqual(
      [one.problems, one.modules['galas/autumn-open']?.gala.title],
      [[], 'Autumn Open'],
    );
    const byFile = resultsYaml({ galas: { '2026-10-test': { address: '2026-10-test' } } });
    const two = await loadGalaContent({ 'galas/2026-10-test.lef': meet(), 'results.yaml': byFile });
    assert.deepEqual(
      two.galaAddresses.map((g: any) => g.address),
      ['2026-10-test'],
    );
  });

  it('says plainly when a new file would take a gala address another file has', async () => {
    assert.deepEqual(await problemsOf({ 'galas/a.lef': meet(), 'galas/b.lxf': lxf(meet()) }), [
      'content/galas/b.lxf, line 1: it and content/galas/a.lef would both be the gala at /results/2026-10-test-gala: if they hold the same meet, delete one of the two files; only if they are two different meets with the same name and month, give this one an address of its own in results.yaml (galas › b › address)',
    ]);
  });

  it('names the line of results.yaml that words a gala with no file, or an event that does not exist', async () => {
    const results = resultsYaml({
      galas: { '2026-10-test': { event: 'autumn-gala' }, '2026-11-missing': { title: 'Missing' } },
    });
    const events =
      '- id: winter-gala\n  title: Winter gala\n  date: 2026-12-01\n  place: Pool\n  description: A gala.\n';
    const problems = await problemsOf({
      'galas/2026-10-test.lef': meet(),
      'results.yaml': results,
      'events.yaml': events,
    });
    assert.deepEqual(
      problems.filter((p) => p.startsWith('content/results.yaml')),
      [
        'content/results.yaml, line 11 (galas › 2026-10-test › event): there is no event with the id "autumn-gala" in events.yaml; its ids are winter-gala',
        "content/results.yaml, line 13 (galas › 2026-11-missing): no gala in content/galas/ has the address 2026-11-missing or a file named 2026-11-missing.lxf or 2026-11-missing.lef; check the spelling (the build lists each gala's address), or delete these lines",
      ],
    );
  });

  it('says every mistake in records.yaml at once, an age group results.yaml lacks among them', async () => {
    const record = (more: Record<string, string>) => ({
      pool: '25 m',
      gender: 'Girls',
      ageGroup: 'Open',
      race: '50 m Backstroke',
      time: '40.00',
      swimmer: 'Ann Bain',
      date: '2020-01-01',
      gala: 'Old Gala',
      ...more,
    });
    const records = recordsYaml([
      record({ time: '4O.00' }),
      record({ pool: '33 m' }),
      record({ ageGroup: '10-11' }),
    ]);
    assert.deepEqual(
      await problemsOf({ 'galas/2026-10-test.lef': meet(), 'records.yaml': records }),
      [
        'content/records.yaml, line 8 (records › item 1 › time): "4O.00" is not a time; write minutes:seconds.hundredths, like 1:05.32, or 32.10 for under a minute',
        'content/records.yaml, line 12 (records › item 2 › pool): "33 m" is not a pool length; write 25 m, 50 m or 25 yd',
        'content/records.yaml, line 22 (records › item 3 › ageGroup): "10-11" is not one of the age groups in results.yaml: Open, 10 and under, 11–12, 13 and over',
      ],
    );
  });
});
