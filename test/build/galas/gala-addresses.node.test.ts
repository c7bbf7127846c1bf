// Each gala's address comes from its meet's date and name, or results.yaml, never from the file's
// name; a stray file in content/galas/ is named and left out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lxf } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';
import { meet, problemsOf } from '../../fixtures/galas/test-gala.js';

describe('a meet file the site cannot read', () => {
  it('names a stray file or a dot-file in content/galas/ and still builds', async () => {
    const { problems, warnings } = await loadGalaContent({
      'galas/2026-10-test.lef': meet(),
      'galas/photo.jpg': 'x',
      'galas/.DS_Store': 'x',
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings, [
      'content/galas/.DS_Store, line 1: a hidden file (its name begins with a dot) is in ' +
        "content/galas/; the site skips it: delete it, or if it is a meet's results, rename it",
      'content/galas/photo.jpg, line 1: only meet results files (.lxf or .lef) go in ' +
        'content/galas/; the site skips this one: move it elsewhere',
    ]);
  });

  it("addresses a gala by its meet's date and name, kept when the file is renamed", async () => {
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

  it("takes a gala's address and words from results.yaml, by address or file name", async () => {
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
      'content/galas/b.lxf, line 1: it and content/galas/a.lef would both be the gala at ' +
        '/results/2026-10-test-gala: if they hold the same meet, delete one of the two files; ' +
        'only if they are two different meets with the same name and month, give this one an ' +
        'address of its own in results.yaml (galas › b › address)',
    ]);
  });
});
