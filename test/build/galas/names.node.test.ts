// Children's names: every name the site shows is made by one set of rules (results.yaml's names:
// and withheld:), typed records and relay legs included; a withheld name matches as a person would.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent, recordsYaml, resultsYaml } from '../../helpers/galas.js';
import { amy, ann, eve, gala, zoe } from '../../fixtures/galas/four-girls.js';

const typedRecord = (swimmer: string | string[], race = '50 m Backstroke') => ({
  pool: '25 m',
  gender: 'Girls',
  ageGroup: 'Open',
  race,
  time: '40.00',
  swimmer,
  date: '2020-01-01',
  gala: 'Old Gala',
});
const holders = (content: any) =>
  content.records.tables.flatMap((t: any) =>
    t.records.flatMap((r: any) =>
      r.holders.map((h: any) => [h.swimmer.name, ...(h.team ?? []).map((m: any) => m.name)]),
    ),
  );

describe('names as results.yaml says, everywhere', () => {
  it('shows typed holders and relay teams as names: says, and ships no typed list', async () => {
    const records = recordsYaml([
      typedRecord('Fiona Drummond'),
      typedRecord(['Ann Bain', 'Amy Watt', 'Eve Muir', 'Kay Lamb'], '4 × 50 m Freestyle'),
    ]);
    const { content, modules, problems } = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [eve]),
      'records.yaml': records,
    });
    assert.deepEqual(problems, []);
    assert.ok(holders(content).some((h: string[]) => h.join() === 'Fiona D.'));
    assert.ok(
      holders(content).some(
        (h: string[]) =>
          h.join('|') === 'Ann B., Amy W., Eve M., Kay L.|Ann B.|Amy W.|Eve M.|Kay L.',
      ),
    );
    const shipped = JSON.stringify(modules);
    for (const surname of ['Drummond', 'Bain', 'Watt', 'Muir', 'Lamb'])
      assert.ok(!shipped.includes(surname), surname);
    assert.equal(modules.records.records.records, undefined);
  });

  it('withholds a typed record holder and a typed relay leg', async () => {
    const records = recordsYaml([
      typedRecord('Fiona Drummond'),
      typedRecord(['Ann Bain', 'Fiona Drummond', 'Eve Muir', 'Kay Lamb'], '4 × 50 m Freestyle'),
    ]);
    const results = resultsYaml({ names: 'full', withheld: ['fiona  DRUMMOND'] });
    const { content, modules } = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [eve]),
      'records.yaml': records,
      'results.yaml': results,
    });
    assert.ok(holders(content).some((h: string[]) => h.join() === 'Club swimmer'));
    assert.ok(
      holders(content).some(
        (h: string[]) =>
          h.join('|') ===
          'Ann Bain, Club swimmer, Eve Muir, Kay Lamb|Ann Bain|Club swimmer|Eve Muir|Kay Lamb',
      ),
    );
    assert.ok(!JSON.stringify(modules).includes('Fiona'));
  });

  it('matches a withheld name whatever its case, accents, spacing and name order', async () => {
    for (const withheld of ['Zoe Lefevre', 'Lefevre Zoe', 'ZOË  LEFÈVRE', 'lefèvre, zoë']) {
      const { modules, content, warnings } = await loadGalaContent({
        'galas/a.lef': gala('2027-01-09', [zoe, ann]),
        'results.yaml': resultsYaml({ withheld: [withheld] }),
      });
      assert.deepEqual(
        modules['galas/2027-01-gala-of-01-09'].gala.events[0].swims
          .map((s: any) => s.swimmer.name)
          .sort(),
        ['Ann B.'],
        withheld,
      );
      assert.deepEqual(content.swimmers, [{ slug: 'ann-b-pkr0z', name: 'Ann B.' }]);
      assert.deepEqual(warnings, []);
    }
  });

  it('withholds a swimmer listed inside a relay rather than under the club', async () => {
    const file = gala('2027-01-09', [ann, amy, eve], { legs: [2, 3, 4, 1], inline: zoe });
    const { modules } = await loadGalaContent({
      'galas/a.lef': file,
      'results.yaml': resultsYaml({ withheld: ['Zoe Lefevre'] }),
    });
    const relay = modules['galas/2027-01-gala-of-01-09'].gala.events[1].swims[0];
    assert.deepEqual(
      relay.legs.map((l: any) => l.swimmer.name),
      ['Ann B.', 'Amy W.', 'Eve M.', 'Club swimmer'],
    );
    assert.ok(!JSON.stringify(modules).includes('Zo'));
  });

  it('warns of a withheld entry that matches no one by its line alone, naming no one', async () => {
    const { warnings, problems } = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [zoe, ann, amy]),
      'records.yaml': recordsYaml([typedRecord('Fiona Drummond')]),
      'results.yaml': resultsYaml({ withheld: ['Kirsty Lamont', 'Fiona Drummond'] }),
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings, [
      'content/results.yaml, line 10 (withheld): this entry matches no swimmer in the galas ' +
        'or records.yaml yet; it is kept for when one does',
    ]);
  });
});
