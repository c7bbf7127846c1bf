// A value in a meet file, results.yaml or records.yaml the site cannot use stops the build with
// plain words naming the file and line: an unknown club, stroke, course, time or distance.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordsYaml, resultsYaml } from '../../helpers/galas.js';
import { meet, problemsOf } from '../../fixtures/galas/test-gala.js';

describe('a meet file the site cannot read', () => {
  it('lists the clubs a file holds, with codes, when the club is not among them', async () => {
    const clubs = [
      { code: 'KLP', name: 'Kelpies' },
      { code: 'DUN', name: 'Dunmore ASC' },
    ];
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ clubs }) }), [
      'content/galas/2026-10-test.lef, line 1: the club "Lochside SC" (results.yaml, club) ' +
        'is not in this file. It holds 2 clubs: Kelpies (KLP); Dunmore ASC (DUN)',
    ]);
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet({ clubs: [{ code: 'LSC', name: 'LOCHSIDE SC' }] }),
      }),
      [
        'content/galas/2026-10-test.lef, line 1: the club "Lochside SC" (results.yaml, club) ' +
          'is not in this file. Did you mean LOCHSIDE SC (LSC)? The name must be spelt exactly ' +
          'as the file has it. It holds 1 club: LOCHSIDE SC (LSC)',
      ],
    );
  });

  it('lists the clubs sharing a code, and finds the club by its exact name', async () => {
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
        'content/galas/2026-10-test.lef, line 1: the code "LSC" (results.yaml, club) belongs ' +
          'to 2 clubs in this file: Lochside SC (LSC); Lochside Masters (LSC). Write the ' +
          "club's exact name in results.yaml instead",
      ],
    );
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ clubs }) }), []);
  });

  it('names an unknown stroke, course or swim time, with its line', async () => {
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ stroke: 'DOGGY' }) }), [
      'content/galas/2026-10-test.lef, line 2: "DOGGY" is not a stroke Lenex knows (it ' +
        'should be one of FREE, BACK, BREAST, FLY, MEDLEY, UNKNOWN, APNEA, BIFINS, IMMERSION, ' +
        'IMRELAY, SURFACE)',
    ]);
    assert.match(
      (await problemsOf({ 'galas/2026-10-test.lef': meet({ course: 'SCM40' }) }))[0],
      new RegExp(
        String.raw`^content\/galas\/2026-10-test\.lef, line 2: "SCM40" is not a pool ` +
          String.raw`length Lenex knows \(course should be one of LCM|SCM`,
      ),
    );
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lef': meet({ time: '0:31,20' }) }), [
      'content/galas/2026-10-test.lef, line 2: "0:31,20" is not a swim time as Lenex writes ' +
        'one (hours:minutes:seconds.hundredths, like 00:01:05.32)',
    ]);
  });

  it("names a race's distance or relay count that is not a whole number", async () => {
    // Seen with the content property test: distance="fifty" or "1e308" reached the pages as NaN
    // or Infinity (null in the module); relaycount="1000000000" as a relay of a billion swimmers.
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet().replace('distance="50"', 'distance="fifty"'),
      }),
      [
        'content/galas/2026-10-test.lef, line 2: "fifty" is not a race\'s distance (a whole ' +
          'number, 100000 at most)',
      ],
    );
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet().replace('distance="50"', 'distance="1e308"'),
      }),
      [
        'content/galas/2026-10-test.lef, line 2: "1e308" is not a race\'s distance (a whole ' +
          'number, 100000 at most)',
      ],
    );
    assert.deepEqual(
      await problemsOf({
        'galas/2026-10-test.lef': meet().replace('relaycount="1"', 'relaycount="1000000000"'),
      }),
      [
        'content/galas/2026-10-test.lef, line 2: "1000000000" is not a race\'s number of ' +
          'swimmers (relaycount) (a whole number, 99 at most)',
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
        new RegExp(
          String.raw`^content\/galas\/2026-10-test\.lef, line 2: "9{59}…" is not a (swim ` +
            String.raw`time|stroke|pool length)`,
        ),
      );
      assert.ok(problem.length < 300, problem.slice(0, 300));
    }
    const clubs = [{ code: 'K'.repeat(100_000), name: 'Kelpies '.repeat(10_000) }];
    assert.ok((await problemsOf({ 'galas/2026-10-test.lef': meet({ clubs }) }))[0].length < 300);
  });

  it('names the line of results.yaml that names a missing gala or event', async () => {
    const results = resultsYaml({
      galas: { '2026-10-test': { event: 'autumn-gala' }, '2026-11-missing': { title: 'Missing' } },
    });
    const events =
      '- id: winter-gala\n  title: Winter gala\n  date: 2026-12-01\n  place: Pool\n  ' +
      'description: A gala.\n';
    const problems = await problemsOf({
      'galas/2026-10-test.lef': meet(),
      'results.yaml': results,
      'events.yaml': events,
    });
    assert.deepEqual(
      problems.filter((p) => p.startsWith('content/results.yaml')),
      [
        'content/results.yaml, line 11 (galas › 2026-10-test › event): there is no event ' +
          'with the id "autumn-gala" in events.yaml; its ids are winter-gala',
        'content/results.yaml, line 13 (galas › 2026-11-missing): no gala in content/galas/ ' +
          'has the address 2026-11-missing or a file named 2026-11-missing.lxf or ' +
          "2026-11-missing.lef; check the spelling (the build lists each gala's address), or " +
          'delete these lines',
      ],
    );
  });

  it('says every mistake in records.yaml at once, unknown age groups among them', async () => {
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
        'content/records.yaml, line 8 (records › item 1 › time): "4O.00" is not a time; ' +
          'write minutes:seconds.hundredths, like 1:05.32, or 32.10 for under a minute',
        'content/records.yaml, line 12 (records › item 2 › pool): "33 m" is not a pool ' +
          'length; write 25 m, 50 m or 25 yd',
        'content/records.yaml, line 22 (records › item 3 › ageGroup): "10-11" is not one of ' +
          'the age groups in results.yaml: Open, 10 and under, 11–12, 13 and over',
      ],
    );
  });
});
