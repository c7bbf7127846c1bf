// Names the rules did not cover (a relay team on one line, "Last, First", a name not split), and
// one page for each child, however many files name them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent, recordsYaml } from '../../helpers/galas.js';
import { ailsa, gala, mairi, names } from '../../fixtures/galas/trial-galas.js';

describe('names the rules did not cover', () => {
  it('refuses a typed relay team written as one line, with an example', async () => {
    const record = {
      pool: '25 m',
      gender: 'Girls',
      ageGroup: 'Open',
      race: '4 × 50 m Freestyle',
      time: '2:05.10',
      date: '2021-09-18',
      gala: 'Old',
    };
    for (const swimmer of [
      'Ann Bain - Zoë Ross - Amy Watt - Eve Muir',
      'Ann Bain · Zoë Ross · Amy Watt · Eve Muir',
    ]) {
      const { problems } = await loadGalaContent({
        'records.yaml': recordsYaml([{ ...record, swimmer }]),
      });
      assert.match(
        problems.join('\n'),
        new RegExp(
          String.raw`swimmer\): should list the relay's 4 swimmers, one per line under ` +
            String.raw`swimmer:.*\(like - Ann Bain\)`,
        ),
      );
    }
  });

  it('reads a typed "Last, First" as such', async () => {
    const record = {
      pool: '25 m',
      gender: 'Girls',
      ageGroup: 'Open',
      race: '50 m Freestyle',
      time: '30.00',
      date: '2021-09-18',
      gala: 'Old',
    };
    const { content } = await loadGalaContent({
      'records.yaml': recordsYaml([{ ...record, swimmer: 'Drummond, Fiona' }]),
    });
    assert.equal(content.records.tables[0].records[0].holders[0].swimmer.name, 'Fiona D.');
  });

  it('shows initials for a name the file did not split, and no surname in an address', async () => {
    const { modules, content } = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [
        { id: 5, first: '', last: 'MURRAY Ailsa', birthdate: '2014-05-06' },
      ]),
    });
    assert.deepEqual(names(modules), ['M. A.']);
    assert.match(content.swimmers[0].slug, /^m-a-[0-9a-z]{5}$/);
    assert.ok(!JSON.stringify(modules).toLowerCase().includes('murray'));
  });
});

describe('one child, one page', () => {
  it('keeps two children of one name and birth year as two', async () => {
    const twin = { ...ailsa, id: 8, birthdate: '2014-09-10', license: 'LIC-8' };
    const { content } = await loadGalaContent({ 'galas/a.lef': gala('2026-11-07', [ailsa, twin]) });
    assert.equal(content.swimmers.length, 2);
    assert.notEqual(content.swimmers[0].slug, content.swimmers[1].slug);
  });

  it('joins a file without birth dates to the children already known', async () => {
    const { content } = await loadGalaContent({
      'galas/a.lef': gala('2026-10-07', [mairi, ailsa]),
      'galas/b.lef': gala('2026-11-07', [
        { ...mairi, id: 31, birthdate: undefined, license: '' },
        { ...ailsa, id: 32, birthdate: undefined, license: '' },
      ]),
    });
    assert.deepEqual(content.swimmers.map((s: any) => s.name).sort(), ['Ailsa M.', 'Mairi C.']);
  });
});
