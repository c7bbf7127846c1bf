// Children's names and addresses: every name the site shows is made by one set of rules
// (results.yaml's names: and withheld:), typed records and relay legs included; a withheld name
// matches as a person would; a swimmer's address belongs to that swimmer whatever galas are added.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, recordsYaml, resultsYaml } from '../../helpers/galas.js';

type Athlete = { id: number; first: string; last: string; birthdate: string; gender?: string };
/**
 * A gala of the club on `date`: each swimmer swims one 50 m freestyle; a relay of the first four.
 */
const gala = (date: string, swimmers: Athlete[], relay?: { legs: number[]; inline?: Athlete }) => {
  const xml = lenex({
    meet: { name: `Gala of ${date}`, city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date,
        events: [
          { id: 1, number: 1, gender: 'X', distance: 50, stroke: 'FREE' },
          { id: 2, number: 2, gender: 'F', distance: 50, stroke: 'FREE', relayCount: 4 },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: swimmers.map((s, i) => ({
          gender: 'F',
          ...s,
          license: `LIC${s.id}`,
          results: [{ id: 100 + s.id, event: 1, time: 3000 + i }],
        })),
        relays: relay
          ? [
              {
                number: 1,
                gender: 'F',
                results: [{ id: 900, event: 2, time: 13000, legs: relay.legs }],
              },
            ]
          : [],
      },
    ],
  });
  if (!relay?.inline) return xml;
  // The last leg listed inside the relay itself, as some writers do, not under the club's athletes.
  const a = relay.inline;
  return xml.replace(
    /<RELAYPOSITION athleteid="(\d+)" number="4"\/>/,
    `<RELAYPOSITION number="4"><ATHLETE athleteid="${a.id}" firstname="${a.first}" lastname="${a.last}" gender="F" birthdate="${a.birthdate}"/></RELAYPOSITION>`,
  );
};

const zoe = { id: 1, first: 'Zoë', last: 'Lefèvre', birthdate: '2015-03-04' };
const ann = { id: 2, first: 'Ann', last: 'Bain', birthdate: '2015-05-06' };
const amy = { id: 3, first: 'Amy', last: 'Watt', birthdate: '2015-07-08' };
const eve = { id: 4, first: 'Eve', last: 'Muir', birthdate: '2015-09-10' };

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
  it('shows typed record holders and typed relay teams as names: says, and ships no typed list', async () => {
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

  it('matches a withheld name as a person would: case, accents, spacing and name order ignored', async () => {
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

  it('warns of a withheld entry that matches no swimmer by its line alone, naming no one', async () => {
    const { warnings, problems } = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [zoe, ann, amy]),
      'records.yaml': recordsYaml([typedRecord('Fiona Drummond')]),
      'results.yaml': resultsYaml({ withheld: ['Kirsty Lamont', 'Fiona Drummond'] }),
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings, [
      'content/results.yaml, line 10 (withheld): this entry matches no swimmer in the galas or records.yaml yet; it is kept for when one does',
    ]);
  });
});

describe('addresses that belong to one swimmer', () => {
  const anna = { id: 11, first: 'Анна', last: 'Смирнова', birthdate: '2014-02-02' };
  const alla = { id: 12, first: 'Анна', last: 'Соколова', birthdate: '2014-03-03' };
  const giorgos = {
    id: 13,
    first: 'Γιώργος',
    last: 'Παπαδόπουλος',
    birthdate: '2014-04-04',
    gender: 'M',
  };
  const slugs = (content: any) =>
    Object.fromEntries(content.swimmers.map((s: any) => [s.slug, s.name]));

  it('makes addresses from names in Latin letters (Cyrillic, Greek, accents)', async () => {
    const { content } = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [anna, giorgos, zoe]),
      'results.yaml': resultsYaml({ names: 'full' }),
    });
    assert.deepEqual(slugs(content), {
      'anna-smirnova-g8e2x': 'Анна Смирнова',
      'giorgos-papadopoylos-p7hs0': 'Γιώργος Παπαδόπουλος',
      'zoe-lefevre-tpadw': 'Zoë Lefèvre',
    });
  });

  it('tells swimmers shown alike apart by a code of who they are, never by the order they were met', async () => {
    const a = gala('2027-01-09', [anna]);
    const b = gala('2026-10-10', [alla]);
    const one = slugs((await loadGalaContent({ 'galas/a.lef': a })).content);
    const both = slugs((await loadGalaContent({ 'galas/a.lef': a, 'galas/b.lef': b })).content);
    const swapped = slugs((await loadGalaContent({ 'galas/z.lef': a, 'galas/b.lef': b })).content);
    const other = slugs((await loadGalaContent({ 'galas/b.lef': b })).content);
    assert.deepEqual(one, { 'anna-s-g8e2x': 'Анна С.' });
    assert.deepEqual(Object.keys(both).sort(), ['anna-s-atj4g', 'anna-s-g8e2x']);
    assert.deepEqual(swapped, both);
    // The other Анна С. alone: her own address, never the first one's.
    assert.deepEqual(other, { 'anna-s-atj4g': 'Анна С.' });
  });

  it('leaves the address of a swimmer whose galas are removed to no one, not to the next swimmer shown alike', async () => {
    const before = await loadGalaContent({ 'galas/a.lef': gala('2027-01-09', [anna]) });
    const after = await loadGalaContent({ 'galas/b.lef': gala('2027-02-09', [alla]) });
    const [gone] = before.content.swimmers.map((s: any) => s.slug);
    assert.ok(!after.content.swimmers.some((s: any) => s.slug === gone), gone);
    assert.equal(after.modules[`swimmers/${gone}`], undefined);
  });

  it('keeps one swimmer spelt two ways as one, under one name whichever file is read first', async () => {
    const caps = { ...zoe, first: 'ZOE', last: 'LEFEVRE' };
    const x = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [caps]),
      'galas/b.lef': gala('2027-02-09', [zoe]),
    });
    const y = await loadGalaContent({
      'galas/b.lef': gala('2027-01-09', [caps]),
      'galas/a.lef': gala('2027-02-09', [zoe]),
    });
    assert.deepEqual(x.content.swimmers, [{ slug: 'zoe-l-tpadw', name: 'Zoë L.' }]);
    assert.deepEqual(y.content.swimmers, x.content.swimmers);
  });
});
