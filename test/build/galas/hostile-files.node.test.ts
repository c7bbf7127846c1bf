// Files a careless editor or a hostile reader puts in content/galas/ (issue 57's second pass):
// each stops the build with its true cause, naming the file and the line, and never a swimmer.
// Run: node scripts/test/node.mjs test/build/galas/hostile-files.node.test.ts
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { lxf } from '../../../scripts/bench/lenex-writer.mjs';
import { build } from '../../helpers/content-check.js';
import { loadGalaContent, recordsYaml, resultsYaml } from '../../helpers/galas.js';
import { file, fromToday, meet, problemsOf, shown } from '../../fixtures/galas/quill-gala.js';

describe("a session's date", () => {
  const calendar = (date: string) =>
    `${shown}, line 2: a session's date, ${date}, is not a day on the calendar: a date is ` +
    `year-month-day, like 2026-10-10, with a month from 01 to 12 and a day that month has`;

  it('names a month or a day the calendar does not have, 30 February among them', async () => {
    assert.deepEqual(await problemsOf({ [file]: meet({ date: '2026-13-45' }) }), [
      calendar('2026-13-45'),
    ]);
    assert.deepEqual(await problemsOf({ [file]: meet({ date: '2026-02-30' }) }), [
      calendar('2026-02-30'),
    ]);
    assert.deepEqual(await problemsOf({ [file]: meet({ date: '2024-02-29' }) }), []);
  });

  it("names a date over a year ahead a typo, and reads next month's start list", async () => {
    const far = fromToday(2);
    assert.deepEqual(await problemsOf({ [file]: meet({ date: far }) }), [
      `${shown}, line 2: a session's date, ${far}, is more than a year after today ` +
        `(${new Date().toISOString().slice(0, 10)}): is the year a typo? A results file holds ` +
        `the days the meet was swum`,
    ]);
    assert.deepEqual(await problemsOf({ [file]: meet({ date: fromToday(0, 1) }) }), []);
  });
});

describe('a swim time no one could swim', () => {
  it('names a time faster than 1 second for every 5 m, with the rule', async () => {
    assert.deepEqual(await problemsOf({ [file]: meet({ time: 1 }) }), [
      `${shown}, line 2: a swim time of 00:00:00.01 for 50 m is impossible: no one swims ` +
        `faster than 1 second for every 5 m (the site's rule); check the time in the file`,
    ]);
    assert.match(
      (await problemsOf({ [file]: meet({ time: 999 }) }))[0],
      /line 2: a swim time of 00:00:09\.99 for 50 m is impossible/,
    );
    assert.deepEqual(await problemsOf({ [file]: meet({ time: 1000 }) }), []);
  });

  it('names a pool swim over 2 hours, and reads a long open-water swim', async () => {
    assert.deepEqual(await problemsOf({ [file]: meet({ time: '99:59:59.99' }) }), [
      `${shown}, line 2: a swim time of 99:59:59.99 for 50 m is impossible: no race in a ` +
        `pool takes over 2 hours (the site's rule); check the time in the file`,
    ]);
    assert.deepEqual(
      await problemsOf({ [file]: meet({ time: '02:30:00.00', distance: 25000, course: 'OPEN' }) }),
      [],
    );
  });
});

describe('a file that is not one meet', () => {
  it('names a second meet in one file rather than merging the two', async () => {
    const xml = meet().replace(/<MEET [\s\S]*<\/MEET>/, (one) => `${one}\n${one}`);
    assert.deepEqual(await problemsOf({ [file]: xml }), [
      `${shown}, line 3: it holds a second meet (<MEET>): a results file holds one meet; ` +
        `download each meet's file on its own`,
    ]);
  });

  it('names an empty file, a UTF-16 file and a web page by their true cause', async () => {
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lxf': '' }), [
      'content/galas/2026-10-test.lxf, line 1: the file is empty (it holds nothing): ' +
        'download it again',
    ]);
    assert.deepEqual(await problemsOf({ [file]: '' }), [
      `${shown}, line 1: the file is empty (it holds nothing): download it again`,
    ]);
    assert.deepEqual(
      await problemsOf({ 'galas/2026-10-test.lxf': zipSync({ 'results.lef': new Uint8Array() }) }),
      ['content/galas/2026-10-test.lxf, line 1: the .lef inside it is empty: download it again'],
    );
    const utf16 =
      `${shown}, line 1: it is UTF-16 text: Lenex files are UTF-8; download it ` +
      `again, or open it in a text editor and save it as UTF-8`;
    assert.deepEqual(await problemsOf({ [file]: Buffer.from(`\uFEFF${meet()}`, 'utf16le') }), [
      utf16,
    ]);
    assert.deepEqual(await problemsOf({ [file]: Buffer.from(meet(), 'utf16le') }), [utf16]);
    const page =
      `${shown}, line 1: it is a web page, not a Lenex file: it was saved from ` +
      `the browser. Download the meet's results file (.lxf or .lef) from the link on that page ` +
      `instead`;
    assert.deepEqual(
      await problemsOf({
        [file]: '<!DOCTYPE html>\n<html><head><title>Results</title></head><body></body></html>',
      }),
      [page],
    );
    assert.deepEqual(
      await problemsOf({ [file]: '\n<html lang="en"><body>Not found</body></html>' }),
      [page],
    );
    assert.deepEqual(
      await problemsOf({ [file]: '<?xml version="1.0"?>\n<!DOCTYPE html>\n<html/>' }),
      [page],
    );
  });
});

describe('the same meet twice', () => {
  it('names both files of one gala and asks to delete one, or give one an address', async () => {
    assert.deepEqual(await problemsOf({ 'galas/a.lef': meet(), 'galas/b.lxf': lxf(meet()) }), [
      'content/galas/b.lxf, line 1: it and content/galas/a.lef would both be the gala at ' +
        '/results/2026-10-test-gala: if they hold the same meet, delete one of the two files; ' +
        'only if they are two different meets with the same name and month, give this one an ' +
        'address of its own in results.yaml (galas › b › address)',
    ]);
  });

  it('reads two meets of one name and month once one has an address of its own', async () => {
    const other = meet({ date: '2026-10-24' });
    const results = resultsYaml({ galas: { b: { address: '2026-10-test-gala-2' } } });
    const { problems, galaAddresses } = await loadGalaContent({
      'galas/a.lef': meet(),
      'galas/b.lef': other,
      'results.yaml': results,
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(
      galaAddresses.map((g: { address: string }) => g.address),
      ['2026-10-test-gala', '2026-10-test-gala-2'],
    );
  });
});

describe('records.yaml', () => {
  it('refuses a time of 0.00 and a date after today, with the field and its line', async () => {
    const later = fromToday(5);
    const record = {
      pool: '25 m',
      gender: 'Girls',
      ageGroup: 'Open',
      race: '50 m Freestyle',
      time: '0.00',
      swimmer: 'Morag Quill',
      date: later,
      gala: 'Old Gala',
    };
    assert.deepEqual(await problemsOf({ [file]: meet(), 'records.yaml': recordsYaml([record]) }), [
      'content/records.yaml, line 8 (records › item 1 › time): "0.00" is no time at all; ' +
        'write the time swum, like 1:05.32, or 32.10 for under a minute',
      `content/records.yaml, line 10 (records › item 1 › date): "${later}" is after today; a ` +
        `record's date is the day it was swum: check the year`,
    ]);
  });
});

describe('the real build', () => {
  it(
    'stops on bad gala files with plain words, no stack trace, and leaves the last good site alone',
    { timeout: 120_000 },
    async () => {
      const result = await build({
        'results.yaml': resultsYaml(),
        'galas/2026-10-test.lef': meet({ date: '2026-13-45' }),
        'galas/x.lxf/results.lef': strToU8(meet()),
      });
      assert.notEqual(result.code, 0);
      assert.equal(result.untouched, true);
      assert.ok(
        result.output.includes(
          "galas/2026-10-test.lef, line 2: a session's date, 2026-13-45, is not a day on the " +
            'calendar',
        ),
        result.output,
      );
      assert.ok(
        result.output.includes('galas/x.lxf, line 1: it is a folder, not a file'),
        result.output,
      );
      assert.doesNotMatch(result.output, /\n\s+at |Error:|EISDIR|Morag|Quill/);
    },
  );
});
