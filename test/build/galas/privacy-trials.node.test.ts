// Children's data against a determined reader and a careless editor: each trial of the second
// privacy pass (a surname list against every address, a withheld entry misspelt, a file that
// spells the child another way, ages either side of a birthday, names the rules did not cover,
// namesakes) on small fixtures of our own.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, recordsYaml, resultsYaml } from '../../helpers/galas.js';

type Swimmer = { id: number; first: string; last: string; birthdate?: string; license?: string };
/** A gala on `date`: each swimmer swims one 50 m freestyle. */
const gala = (date: string, swimmers: Swimmer[], club = { code: 'LSC', name: 'Lochside SC' }) =>
  lenex({
    meet: { name: `Gala of ${date}`, city: 'Lochside', course: 'SCM' },
    sessions: [{ date, events: [{ id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' }] }],
    clubs: [
      {
        ...club,
        athletes: swimmers.map((s, i) => ({
          gender: 'F',
          ...s,
          license: s.license ?? `LIC${s.id}`,
          results: [{ id: 100 + s.id, event: 1, time: 3000 + i }],
        })),
      },
    ],
  });
const mairi = { id: 1, first: 'Mairi', last: 'Campbell', birthdate: '2014-11-08' };
const ailsa = { id: 2, first: 'Ailsa', last: 'Murray', birthdate: '2014-05-06' };
const fiona = { id: 3, first: 'Fiona', last: 'Drummond', birthdate: '2013-02-03' };
const names = (modules: Record<string, any>) =>
  Object.entries(modules)
    .filter(([name]) => name.startsWith('galas/'))
    .flatMap(([, m]) => m.gala.events.flatMap((e: any) => e.swims.map((s: any) => s.swimmer.name)));

describe('addresses a reader cannot undo', () => {
  const surnames = [
    'Campbell',
    'Murray',
    'Drummond',
    'Smith',
    'Brown',
    'Wilson',
    'Robertson',
    'Thomson',
  ];
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const code = (key: string, text: string) =>
    [...createHmac('sha256', key).update(text).digest().subarray(0, 5)]
      .map((b) => alphabet[b % 32])
      .join('');

  it('gives addresses no surname list and public fact can be tried against', async () => {
    const { content } = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [mairi, ailsa, fiona]),
    });
    assert.equal(content.swimmers.length, 3);
    for (const { slug } of content.swimmers) {
      const [, first, , tail] = /^([a-z]+)-([a-z])-([0-9a-z]{5})$/.exec(slug)!;
      // What a reader knows: the first name, the club's name and code; what they try: every surname
      // and year.
      for (const salt of ['Lochside SC', 'LSC', 'lochside sc', '', 'swimmer-address|Lochside SC'])
        for (const last of surnames)
          for (let year = 2005; year <= 2020; year++)
            assert.notEqual(
              code(salt, `${first}|${last.toLowerCase()}|${year}`),
              tail,
              `${slug} is ${last}, ${year}`,
            );
    }
  });

  it('codes an address with the club key, so another key gives another address', async () => {
    const file = gala('2026-11-07', [ailsa]);
    const a = await loadGalaContent({ 'galas/a.lef': file });
    const b = await loadGalaContent({
      'galas/a.lef': file,
      'address-key.txt': 'another-key-of-another-club-000000001\n',
    });
    assert.notEqual(a.content.swimmers[0].slug, b.content.swimmers[0].slug);
  });

  it('keeps every address when results.yaml names the club by its code instead of its name', async () => {
    const file = gala('2026-11-07', [mairi, ailsa, fiona]);
    const byName = await loadGalaContent({ 'galas/a.lef': file });
    const byCode = await loadGalaContent({
      'galas/a.lef': file,
      'results.yaml': resultsYaml({ club: 'LSC' }),
    });
    assert.deepEqual(byCode.content.swimmers, byName.content.swimmers);
  });

  it('makes the key once when it is missing, says so, and refuses a key file spoilt by an edit', async () => {
    const made = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [ailsa]),
      'address-key.txt': undefined,
    });
    assert.match(
      made.warnings.join('\n'),
      /content\/address-key\.txt, line 1: was missing, so the build made it: commit it/,
    );
    const spoilt = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [ailsa]),
      'address-key.txt': '# the key\nshort\n',
    });
    assert.match(
      spoilt.problems.join('\n'),
      /content\/address-key\.txt, line 2: should hold the secret key/,
    );
  });
});

describe('withheld fails closed', () => {
  const withheld = (entries: unknown[]) => resultsYaml({ withheld: entries });

  it('withholds a swimmer whose withheld entry is misspelt, and names them only as names: shows them', async () => {
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
      'content/results.yaml, line 10 (withheld): this entry matches no swimmer in the galas or records.yaml yet; it is kept for when one does',
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
      /line 11 \(withheld › item 1 › licence\): "licence" is not a field here; the fields allowed here are: name, born, registration/,
    );
  });
});

describe('ages that give no birthday away', () => {
  it('shows one age on the days either side of a birthday, at 31 December', async () => {
    const days = ['2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09'];
    const ages = [];
    for (const day of days) {
      const { modules } = await loadGalaContent({ 'galas/a.lef': gala(day, [mairi]) });
      const [module] = Object.entries(modules).filter(([name]) => name.startsWith('galas/2026'));
      ages.push(module![1].gala.events[0].swims[0].age);
    }
    assert.deepEqual(ages, [12, 12, 12, 12]);
  });

  it("shows the meet's own age date's age where the meet sets one, and says so", async () => {
    const file = gala('2026-11-07', [mairi]).replace(
      '<SESSIONS>',
      '<AGEDATE type="YEAR" value="2027-01-01"/><SESSIONS>',
    );
    const { modules } = await loadGalaContent({ 'galas/a.lef': file });
    const built = Object.entries(modules).find(([name]) => name.startsWith('galas/2026'))![1].gala;
    assert.equal(built.events[0].swims[0].age, 13);
    assert.equal(built.agesAt, '2027-12-31');
  });
});

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
        /swimmer\): should list the relay's 4 swimmers, one per line under swimmer:.*\(like - Ann Bain\)/,
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

  it('shows initials for a name the file did not split, and makes no page address of the surname', async () => {
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
