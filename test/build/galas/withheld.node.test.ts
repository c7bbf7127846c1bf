// A withheld swimmer stays withheld when an editor is careless: an entry misspelt, a file that
// spells the child another way, a namesake; every entry that matches no one is named.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';
import { ailsa, gala, mairi, names } from '../../fixtures/galas/trial-galas.js';

describe('withheld fails closed', () => {
  const withheld = (entries: unknown[]) => resultsYaml({ withheld: entries });

  it('withholds a swimmer whose entry is misspelt, naming them only as names: shows', async () => {
    const { modules, content, warnings } = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [mairi, ailsa]),
      'results.yaml': withheld(['Mairi Cambell']),
    });
    // Her own swim is left out: "Club swimmer" beside a time is found in the meet's results.
    assert.deepEqual(names(modules).sort(), ['Ailsa M.']);
    assert.deepEqual(
      content.swimmers.map((s: any) => s.name),
      ['Ailsa M.'],
    );
    assert.deepEqual(warnings.length, 1);
    assert.match(
      warnings[0],
      /line 10 \(withheld\): this entry also withholds "Mairi C\.", spelt differently/,
    );
    assert.doesNotMatch(warnings[0], /Campbell/);
  });

  for (const [how, respelt] of [
    ['a middle name', { ...mairi, first: 'Mairi Anne' }],
    ['a double surname', { ...mairi, last: 'Campbell-Stewart' }],
    ['another spelling of the first name', { ...mairi, first: 'Mhairi' }],
    ['surname first, in capitals', { ...mairi, first: 'CAMPBELL', last: 'MAIRI' }],
  ] as const)
    it(`withholds a swimmer a newer file spells with ${how}, giving her no page`, async () => {
      const { modules, content } = await loadGalaContent({
        'galas/a.lef': gala('2026-10-07', [mairi, ailsa]),
        'galas/b.lef': gala('2026-11-07', [{ ...respelt, id: 7, license: 'LIC-other' }, ailsa]),
        'results.yaml': withheld(['Mairi Campbell']),
      });
      assert.deepEqual(
        content.swimmers.map((s: any) => s.name),
        ['Ailsa M.'],
      );
      assert.ok(
        !JSON.stringify(modules).includes('Mairi') && !JSON.stringify(modules).includes('Mhairi'),
      );
    });

  it('tells a namesake apart by a birth year or registration number', async () => {
    const other = {
      id: 9,
      first: 'Mairi',
      last: 'Campbell',
      birthdate: '2016-01-02',
      license: 'R-9',
    };
    for (const entry of [
      { name: 'Mairi Campbell', born: 2014 },
      { name: 'Mairi Campbell', registration: 'LIC1' },
    ]) {
      const { content, warnings } = await loadGalaContent({
        'galas/a.lef': gala('2026-11-07', [mairi, other]),
        'results.yaml': withheld([entry]),
      });
      assert.deepEqual(
        content.swimmers.map((s: any) => s.name),
        ['Mairi C.'],
        JSON.stringify(entry),
      );
      assert.deepEqual(warnings, []);
    }
  });

  it('names an entry that matches no one by its line only', async () => {
    const { warnings } = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [ailsa]),
      'results.yaml': withheld(['Kirsty Lamont']),
    });
    assert.deepEqual(warnings, [
      'content/results.yaml, line 10 (withheld): this entry matches no swimmer in the galas ' +
        'or records.yaml yet; it is kept for when one does',
    ]);
  });

  it('says plainly what an entry lacks or has too many of, by its line', async () => {
    const { problems } = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [ailsa]),
      'results.yaml': withheld([{ born: 2014 }]),
    });
    assert.match(
      problems.join('\n'),
      /content\/results\.yaml, line 10 \(withheld › item 1 › name\): "name" is missing/,
    );
    const misspelt = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [ailsa]),
      'results.yaml': withheld([{ name: 'Ailsa Murray', licence: 'R-9' }]),
    });
    assert.match(
      misspelt.problems.join('\n'),
      new RegExp(
        String.raw`line 11 \(withheld › item 1 › licence\): "licence" is not a field ` +
          String.raw`here; the fields allowed here are: name, born, registration`,
      ),
    );
  });
});
