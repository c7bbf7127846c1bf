// What a gala counts and names, as a parent reads it: nothing new at a swimmer's first gala on
// the site, an equalled time never a new record, swimmers (and teams) told apart by who they are,
// relays in the meet's bands, places out of their field, the meet's own notes, drills by name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { galaRecap } from '../../../src/lib/gala-recap.js';
import { raceName } from '../../../src/lib/gala-words.js';
import { expandTopTimes } from '../../../src/lib/top-times-store.js';
import { words } from '../../fixtures/galas/modules.js';
import { loadGalaContent, recordsYaml, resultsYaml } from '../../helpers/galas.js';

const athlete = (id: number, first: string, born: string, results: any[], last = 'Moir') => ({
  id,
  first,
  last,
  gender: 'F',
  birthdate: born,
  results,
});
const freestyle = { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' };
/** One 50 m freestyle: Ann, Bea and Cat with these times (0: she does not swim). */
const meet = (name: string, date: string, [ann, bea, cat]: number[]) =>
  lenex({
    meet: { name, city: 'Lochside', course: 'SCM' },
    sessions: [{ date, events: [freestyle] }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          athlete(1, 'Ann', '2009-01-01', ann ? [{ id: 1, event: 1, time: ann }] : []),
          athlete(2, 'Bea', '2009-01-01', bea ? [{ id: 2, event: 1, time: bea }] : []),
          athlete(3, 'Cat', '2009-01-01', cat ? [{ id: 3, event: 1, time: cat }] : []),
        ],
      },
    ],
  });
const galaOf = (modules: any, id: string) => modules[`galas/${id}`].gala;
const marks = (swim: any) => ['pb', 'first', 'record', 'equalled'].filter((m) => swim[m]);

describe("a swimmer's first gala on the site", async () => {
  const { modules, content } = await loadGalaContent({
    'galas/2025-01-one.lef': meet('One', '2025-01-10', [4000, 4100, 0]),
    'galas/2025-02-two.lef': meet('Two', '2025-02-10', [3900, 4200, 4300]),
  });
  const [two, one] = content.galas;

  it('marks none of their swims a first time or a PB, and counts none', () => {
    assert.ok(galaOf(modules, '2025-01-one').events[0].swims.every((s: any) => !marks(s).length));
    assert.deepEqual([one.pbs, one.firsts, one.newcomers], [0, 0, 2]);
    // Cat's first gala is the second: her swim is not new either; Ann's is a PB.
    assert.deepEqual(
      galaOf(modules, '2025-02-two').events[0].swims.map((s: any) => [s.swimmer.name, marks(s)]),
      [
        ['Ann M.', ['pb', 'record']],
        ['Bea M.', []],
        ['Cat M.', []],
      ],
    );
    assert.deepEqual([two.pbs, two.firsts, two.newcomers], [1, 0, 1]);
  });

  it('says so once in the recap, the same words on the page and in the feed', () => {
    assert.ok(galaRecap(one, words).startsWith('2 swam, 2 times; PBs start here. 1/1/0 medals.'));
    assert.ok(galaRecap(two, words).startsWith('3 swam, 3 times, 1 PBs, 0 firsts. 1 new here.'));
  });
});

describe('a time equalled', async () => {
  const { modules, content } = await loadGalaContent({
    'galas/2025-01-one.lef': meet('One', '2025-01-10', [4000, 4100, 4200]),
    'galas/2025-02-two.lef': meet('Two', '2025-02-10', [3900, 4100, 4200]),
    // The same gala again a month later: every time the same.
    'galas/2025-03-again.lef': meet('Again', '2025-03-10', [3900, 4100, 4200]),
    // Bea equals Ann's record.
    'galas/2025-04-four.lef': meet('Four', '2025-04-10', [0, 3900, 0]),
  });
  const open = () =>
    content.records.tables.find((t: any) => t.ageGroup === 'Open').records[0].holders;

  it("is no PB and no record when it is the swimmer's own: nothing changes", () => {
    assert.ok(galaOf(modules, '2025-03-again').events[0].swims.every((s: any) => !marks(s).length));
    const again = content.galas.find((g: any) => g.id === '2025-03-again');
    assert.deepEqual([again.pbs, again.recap.records, again.recap.equalled], [0, [], undefined]);
    assert.ok(!galaRecap(again, words).includes('club records'));
  });

  it('makes another swimmer a joint holder, marked as equalled, never counted as new', () => {
    const four = content.galas.find((g: any) => g.id === '2025-04-four');
    assert.deepEqual(marks(galaOf(modules, '2025-04-four').events[0].swims[0]), ['pb', 'equalled']);
    assert.deepEqual(four.recap.records, []);
    assert.deepEqual(
      four.recap.equalled.map((s: any) => [s.swimmer.name, s.time]),
      [['Bea M.', 3900]],
    );
    assert.deepEqual(
      open().map((h: any) => [h.swimmer.name, h.gala]),
      [
        ['Ann M.', '2025-02-two'],
        ['Bea M.', '2025-04-four'],
      ],
    );
  });
});

describe('two swimmers shown alike', async () => {
  // Two girls called Ann Moir (born apart), and so on: two teams of the same four names shown.
  const file = lenex({
    meet: { name: 'Twins', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-01-10',
        events: [freestyle, { ...freestyle, id: 2, number: 2, relayCount: 4 }],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          athlete(1, 'Ann', '2009-01-01', [{ id: 1, event: 1, time: 4000 }]),
          athlete(2, 'Ann', '2010-01-01', [{ id: 2, event: 1, time: 4100 }]),
          ...['Bea', 'Cat', 'Dot'].flatMap((first, i) => [
            athlete(3 + i, first, '2009-01-01', []),
            athlete(6 + i, first, '2010-01-01', []),
          ]),
        ],
        relays: [
          {
            number: 1,
            gender: 'F',
            results: [{ id: 11, event: 2, time: 16000, legs: [1, 3, 4, 5] }],
          },
          {
            number: 2,
            gender: 'F',
            results: [{ id: 12, event: 2, time: 16500, legs: [2, 6, 7, 8] }],
          },
          // The first team again, in another order.
          {
            number: 3,
            gender: 'F',
            results: [{ id: 13, event: 2, time: 16200, legs: [5, 4, 3, 1] }],
          },
        ],
      },
    ],
  });
  const { modules } = await loadGalaContent({
    'galas/2025-01-twins.lef': file,
    'results.yaml': resultsYaml({ ageGroups: [] }),
  });
  const top: any = expandTopTimes(modules['top-times/25m-f'].topTimes);

  it('lists each in the top times, and a team of the same four once, by who swam', () => {
    const race = (relayCount: number) =>
      top.tables[0].races.find((r: any) => r.relayCount === relayCount).swims;
    assert.deepEqual(
      race(1).map((s: any) => [s.swimmer.name, s.time]),
      [
        ['Ann M.', 4000],
        ['Ann M.', 4100],
      ],
    );
    assert.notEqual(race(1)[0].swimmer.slug, race(1)[1].swimmer.slug);
    // Two teams shown alike, both listed; the first team's other order, its best only.
    assert.deepEqual(
      race(4).map((s: any) => [s.swimmer.name, s.time]),
      [
        ['Ann M., Bea M., Cat M., Dot M.', 16000],
        ['Ann M., Bea M., Cat M., Dot M.', 16500],
      ],
    );
  });
});

describe('relays by the meet’s bands', async () => {
  const relayEvent = (id: number, ageGroups?: any[]) => ({
    id,
    number: id,
    gender: 'X',
    distance: 50,
    stroke: 'FREE',
    relayCount: 4,
    ...(ageGroups ? { ageGroups } : {}),
  });
  const swimmers = [27, 34, 50, 42].map((age, i) => ({
    ...athlete(i + 1, `S${i}`, `${2025 - age}-01-01`, []),
    gender: i % 2 ? 'M' : 'F',
  }));
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-06-10',
        events: [
          relayEvent(1, [{ min: 100, max: 159, calculate: 'TOTAL', rank: [[11, 1]] }]),
          relayEvent(2),
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: swimmers,
        relays: [
          {
            number: 1,
            gender: 'X',
            results: [
              { id: 11, event: 1, time: 12000, legs: [1, 2, 3, 4] },
              // Faster, in no band: Open's record alone.
              { id: 12, event: 2, time: 11000, legs: [1, 2, 3, 4] },
            ],
          },
        ],
      },
    ],
  });
  const yaml = resultsYaml({ ageGroups: ['25-29', '50-54'] }).replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { content, modules } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it("puts a relay in the file's band of added-up ages, else in Open alone, never in one swimmer's group", () => {
    const groups = content.records.tables.map((t: any) => [
      t.gender,
      t.ageGroup,
      t.records.map((r: any) => r.holders[0].time),
    ]);
    assert.deepEqual(groups, [
      ['X', '100–159', [12000]],
      ['X', 'Open', [11000]],
    ]);
    const top: any = expandTopTimes(modules['top-times/25m-x'].topTimes);
    assert.deepEqual(
      top.tables.map((t: any) => t.ageGroup),
      ['100–159', 'Open'],
    );
    assert.equal(
      galaOf(modules, '2025-06-masters').events[0].ageGroup,
      '100–159 years, ages added up',
    );
  });
});

describe("adults' words in the top times", async () => {
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [{ date: '2025-06-10', events: [freestyle] }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [athlete(1, 'Ann', '1985-01-01', [{ id: 1, event: 1, time: 3000 }])],
      },
    ],
  });
  const yaml = resultsYaml({ ageGroups: ['19-24', '25-29', '40-44'] }).replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { content, modules } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it('call a page and its tables of adults by the words for adults, as /records does', () => {
    const top: any = expandTopTimes(modules['top-times/25m-f'].topTimes);
    assert.equal(top.adults, true);
    assert.deepEqual(
      top.tables.map((t: any) => [t.ageGroup, t.adults]),
      [
        ['40–44', true],
        ['Open', true],
      ],
    );
    assert.deepEqual(content.topTimes, [{ id: '25m-f', title: 'Top times: Women, 25 m pool' }]);
    assert.ok(content.records.tables.every((t: any) => t.adults));
    assert.deepEqual(content.records.topTimes, [
      { id: '25m-f', course: 'SCM', gender: 'F', adults: true },
    ]);
  });
});

describe("a place, its field and the meet's notes", async () => {
  const file = lenex({
    meet: { name: 'Open Meet', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-06-10',
        events: [
          freestyle,
          {
            id: 2,
            number: 2,
            gender: 'F',
            distance: 50,
            stroke: 'UNKNOWN',
            technique: 'KICK',
            name: '50m Brust Beine Frauen',
          },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          athlete(1, 'Ann', '2009-01-01', [
            { id: 1, event: 1, time: 3100, comment: 'New county record' },
            { id: 4, event: 2, time: 5000 },
          ]),
        ],
      },
      {
        code: 'OTH',
        name: 'Other SC',
        athletes: [
          athlete(2, 'Zara', '2009-01-01', [{ id: 2, event: 1, time: 3000 }], 'Quill'),
          athlete(3, 'Yve', '2009-01-01', [{ id: 3, event: 1, time: 3200 }], 'Quill'),
        ],
      },
    ],
  });
  const { content, modules } = await loadGalaContent({ 'galas/2025-06-open.lef': file });
  const gala = galaOf(modules, '2025-06-open-meet');

  it('gives a place out of how many were placed, and the winning time, never the winner', () => {
    const { of, place } = gala.events[0].swims[0];
    assert.deepEqual([place, of], [2, 3]);
    assert.deepEqual(gala.events[0].winners, [{ time: 3000 }]);
    assert.ok(
      !JSON.stringify(modules).includes('Zara') && !JSON.stringify(modules).includes('Quill'),
    );
  });

  it("shows the meet's note of a swim, and tells it in the recap in the meet's words", () => {
    assert.equal(gala.events[0].swims[0].note, 'New county record');
    const recap = content.galas[0].recap;
    assert.deepEqual(
      recap.notes.map((n: any) => [n.note, n.swims.map((s: any) => [s.swimmer.name, s.event])]),
      [['New county record', [['Ann M.', 0]]]],
    );
    assert.ok(
      galaRecap(content.galas[0], words).includes(
        'Meet says New county record: Ann M. (50m Freestyle) 31.00.',
      ),
    );
  });

  it("names a drill by its technique and the file's own name", () => {
    const kick = gala.events[1];
    assert.deepEqual([kick.technique, kick.styleName], ['KICK', '50m Brust Beine Frauen']);
    assert.equal(
      raceName(kick, {
        ...words,
        words: { ...words.words, techniques: { KICK: 'kick', other: 'drill' } },
      }),
      '50m kick – 50m Brust Beine Frauen',
    );
  });
});

describe('typed records in the top times', async () => {
  const typed = [
    {
      pool: '25 m',
      gender: 'Girls',
      ageGroup: 'Open',
      race: '50 m Freestyle',
      time: '27.80',
      swimmer: 'Ruth Park',
      date: '2015-01-01',
      gala: 'Old Gala',
    },
    // Ann's own older record (in Open's list too): she shows once, with her best.
    {
      pool: '25 m',
      gender: 'Girls',
      ageGroup: '11-12',
      race: '50 m Freestyle',
      time: '38.00',
      swimmer: 'Ann Moir',
      date: '2016-01-01',
      gala: 'Old Gala',
    },
  ];
  const { modules } = await loadGalaContent({
    'galas/2025-01-one.lef': meet('One', '2025-01-10', [4000, 4100, 0]),
    'records.yaml': recordsYaml(typed),
  });

  it('take their place in the all-time lists, a swimmer once', () => {
    const top: any = expandTopTimes(modules['top-times/25m-f'].topTimes);
    const open = top.tables.find((t: any) => t.ageGroup === 'Open').races[0].swims;
    assert.deepEqual(
      open.map((s: any) => [s.swimmer.name, s.time, s.galaTitle]),
      [
        ['Ruth P.', 2780, 'Old Gala'],
        ['Ann M.', 3800, 'Old Gala'],
        ['Bea M.', 4100, 'One'],
      ],
    );
  });
});

describe("the recap's names", async () => {
  const { content } = await loadGalaContent({
    'galas/2025-01-one.lef': meet('One', '2025-01-10', [4000, 4100, 4200]),
    'galas/2025-02-two.lef': meet('Two', '2025-02-10', [3900, 4000, 4200]),
    'results.yaml': resultsYaml({ withheld: ['Bea Moir'] }),
  });
  const two = content.galas[0];

  it('names who swam PBs and records, linked to their event, a withheld swimmer never by name', () => {
    assert.deepEqual(
      two.recap.pbs.map((p: any) => [p.swimmer.name, p.count, p.event]),
      [['Ann M.', 1, 0]],
    );
    assert.deepEqual(
      two.recap.records.map((s: any) => s.swimmer.name),
      ['Ann M.'],
    );
    const said = galaRecap(two, words);
    assert.ok(said.includes('PBs: Ann M. 1 club records: Ann M. (50m Freestyle) 39.00.'), said);
    assert.ok(!said.includes('Bea'));
  });
});

describe('namesakes told apart, adults by the words for adults', async () => {
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [{ date: '2025-06-10', events: [{ ...freestyle, gender: 'X' }] }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          { ...athlete(1, 'Sam', '1985-01-01', [{ id: 1, event: 1, time: 3000 }]), gender: 'F' },
          { ...athlete(2, 'Sam', '1984-02-01', [{ id: 2, event: 1, time: 2900 }]), gender: 'M' },
        ],
      },
    ],
  });
  const yaml = resultsYaml({ ageGroups: ['40-44'] }).replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { content } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it('says "Women, 40–44" and "Men, 40–44", never Girls and Boys', () => {
    assert.deepEqual(content.swimmers.map((s: any) => s.name).sort(), ['Sam M.', 'Sam M.']);
    assert.deepEqual(content.swimmerList.swimmers.map((s: any) => s.group).sort(), [
      'Men, 40–44',
      'Women, 40–44',
    ]);
  });
});

describe('a masters relay in no band', async () => {
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-06-10',
        events: [{ id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE', relayCount: 4 }],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [1, 2, 3, 4].map((id) => athlete(id, `S${id}`, `${1980 + id}-01-01`, [])),
        relays: [
          {
            number: 1,
            gender: 'F',
            results: [{ id: 11, event: 1, time: 12000, legs: [1, 2, 3, 4] }],
          },
        ],
      },
    ],
  });
  const yaml = resultsYaml().replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { modules } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it("is called the adults' relay where every leg is an adult", () => {
    assert.equal(galaOf(modules, '2025-06-masters').events[0].adults, true);
  });
});

describe("a record the meet's file lists", async () => {
  const list = (date: string, time: number) => ({
    name: 'Lochside Masters Records',
    course: 'SCM',
    gender: 'F',
    records: [{ distance: 50, stroke: 'FREE', time, first: 'Ann', last: 'Moir', date }],
  });
  const file = (lists: any[]) =>
    lenex({
      meet: { name: 'Open Meet', city: 'Lochside', course: 'SCM' },
      sessions: [{ date: '2025-06-10', events: [freestyle] }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [athlete(1, 'Ann', '1985-01-01', [{ id: 1, event: 1, time: 3100 }])],
        },
      ],
      recordLists: lists,
    });

  it('notes the swim that set it here, in the list’s words, and no other', async () => {
    const set = await loadGalaContent({
      'galas/2025-06-open.lef': file([list('2025-06-10', 3100)]),
    });
    assert.equal(
      galaOf(set.modules, '2025-06-open-meet').events[0].swims[0].note,
      'Lochside Masters Records',
    );
    assert.ok(
      galaRecap(set.content.galas[0], words).includes(
        'Meet says Lochside Masters Records: Ann M. (50m Freestyle) 31.00.',
      ),
    );
    // The same time, set at another meet years before: not this swim's.
    const older = await loadGalaContent({
      'galas/2025-06-open.lef': file([list('2015-06-10', 3100)]),
    });
    assert.equal(galaOf(older.modules, '2025-06-open-meet').events[0].swims[0].note, undefined);
  });
});

describe("the recap's namesakes", async () => {
  const twins = (name: string, date: string, [older, younger]: number[]) =>
    lenex({
      meet: { name, city: 'Lochside', course: 'SCM' },
      sessions: [{ date, events: [freestyle] }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [
            athlete(1, 'Ann', '2011-01-01', [{ id: 1, event: 1, time: older }]),
            athlete(2, 'Ann', '2014-01-01', [{ id: 2, event: 1, time: younger }]),
          ],
        },
      ],
    });
  const { content } = await loadGalaContent({
    'galas/2025-01-one.lef': twins('One', '2025-01-10', [4000, 5000]),
    'galas/2025-02-two.lef': twins('Two', '2025-02-10', [3900, 4900]),
  });

  it('tells two swimmers shown alike apart, as the pages do', () => {
    const said = galaRecap(content.galas[0], words);
    assert.ok(said.includes('PBs: Ann M. (13 and over), Ann M. (11–12).'), said);
  });
});
