// A zipped meet file (.lxf) the site cannot read stops the build with plain words naming the file:
// no .lef or two inside, not a zip, a zip bomb; a Mac's extra entries are ignored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { lxf } from '../../../scripts/bench/lenex-writer.mjs';
import { lefFromZip } from '../../../scripts/build/galas/unzip.mjs';
import { meet, problemsOf } from '../../fixtures/galas/test-gala.js';

describe('a meet file the site cannot read', () => {
  it('says an .lxf with no .lef inside holds none, and lists what it holds', async () => {
    const zip = zipSync({ 'results.xml': strToU8(meet()), 'read me.txt': strToU8('hello') });
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lxf': zip }), [
      'content/galas/2026-10-test.lxf, line 1: it holds no .lef file, as a Lenex .lxf must ' +
        '(it holds "results.xml", "read me.txt")',
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
      new RegExp(
        String.raw`it unzips to more than 200 times its size, far more than any meet's ` +
          String.raw`results; the site refuses it \(it may be a "zip bomb"\)$`,
      ),
    );
  });

  it('stops at an .lxf holding two .lef files, naming both', async () => {
    const zip = zipSync({ 'heats.lef': strToU8(meet()), 'finals.lef': strToU8(meet()) });
    assert.deepEqual(await problemsOf({ 'galas/2026-10-test.lxf': zip }), [
      'content/galas/2026-10-test.lxf, line 1: it holds 2 .lef files, "heats.lef" and ' +
        '"finals.lef", where a Lenex .lxf holds one: the site cannot tell which is the meet\'s ' +
        'results. Download the results file again, or unzip it and keep only the right .lef',
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
});
