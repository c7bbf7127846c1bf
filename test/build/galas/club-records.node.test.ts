// How the club's typed records (records.yaml) and its rule for exhibition swims meet the records
// the build finds in meet files, in the records and the top times.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expandTopTimes } from '../../../src/lib/top-times-store.js';
import { loadGalaContent, meet, recordsYaml, resultsYaml } from '../../helpers/galas.js';
import { files } from '../../fixtures/galas/lochside-meets.js';

describe("the club's settings for galas", () => {
  it('merges records.yaml: a faster swim replaces a record, an equal one joins it', async () => {
    const typed = [
      {
        pool: '25 m',
        gender: 'Girls',
        ageGroup: '10 and under',
        race: '50 m Freestyle',
        time: '35.00',
        swimmer: 'Fiona D.',
        date: '2020-01-01',
        gala: 'Old Gala',
      },
      {
        pool: '25 m',
        gender: 'Girls',
        ageGroup: 'Open',
        race: '50 m Backstroke',
        time: '41.00',
        swimmer: 'Gail H.',
        date: '2021-01-01',
        gala: 'Old Gala',
      },
      {
        pool: '50 m',
        gender: 'Girls',
        ageGroup: 'Open',
        race: '50 m Freestyle',
        time: '30.00',
        swimmer: 'Ruth P.',
        date: '2022-01-01',
        gala: 'Old Gala',
      },
    ];
    const { content, modules } = await loadGalaContent({
      ...files,
      'records.yaml': recordsYaml(typed),
    });
    const find = (course: string, group: string, stroke: string) =>
      content.records.tables
        .find((t: any) => t.course === course && t.ageGroup === group)
        .records.find((r: any) => r.stroke === stroke && r.relayCount === 1).holders;
    assert.deepEqual(
      find('SCM', '10 and under', 'FREE').map((h: any) => [h.swimmer.name, h.time]),
      [['Zoë N.', 3450]],
    );
    assert.deepEqual(find('SCM', 'Open', 'BACK'), [
      { swimmer: { name: 'Gail H.' }, date: '2021-01-01', galaTitle: 'Old Gala', time: 4100 },
      {
        swimmer: { name: 'Zoë N.', slug: 'zoe-n-dskff' },
        date: '2027-01-09',
        gala: '2027-01-lochside-winter-sprint',
        galaTitle: 'Lochside Winter Sprint',
        time: 4100,
      },
      {
        swimmer: { name: 'Åsa B.', slug: 'asa-b-w2znx' },
        date: '2027-01-09',
        gala: '2027-01-lochside-winter-sprint',
        galaTitle: 'Lochside Winter Sprint',
        time: 4100,
      },
    ]);
    assert.deepEqual(
      find('LCM', 'Open', 'FREE').map((h: any) => h.swimmer.name),
      ['Ruth P.'],
    );
    // The heat (35.00) equalled the old record, but only the gala's fastest, the final, is marked.
    assert.deepEqual(
      modules['galas/2027-01-lochside-winter-sprint'].gala.events[0].swims[0].record,
      undefined,
    );
    assert.deepEqual(
      modules['galas/2027-01-lochside-winter-sprint'].gala.events[5].swims[0].record,
      true,
    );
    // Slower than the Open record; the first 10 and under 50 m pool time makes that record, with
    // no mark: none stood to be broken.
    assert.deepEqual(
      find('LCM', '10 and under', 'FREE').map((h: any) => [h.swimmer.name, h.time]),
      [['Zoë N.', 3700]],
    );
    assert.deepEqual(
      modules['galas/2027-03-lochside-long-course'].gala.events[0].swims[0].record,
      undefined,
    );
  });

  it('counts exhibition swims for PBs and records when the club says so', async () => {
    const typed = [
      {
        pool: '25 m',
        gender: 'Boys',
        ageGroup: 'Open',
        race: '100 m Backstroke',
        time: '1:30.00',
        swimmer: 'Rab C.',
        date: '2020-01-01',
        gala: 'Old Gala',
      },
    ];
    const { modules } = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ exhibitionSwims: 'count' }),
      'records.yaml': recordsYaml(typed),
    });
    assert.deepEqual(
      modules['swimmers/joe-h-kzbry'].swimmer.races.map((r: any) => [
        r.distance,
        r.stroke,
        r.best.time,
      ]),
      [[100, 'BACK', 8500]],
    );
    assert.equal(
      modules['galas/2027-01-lochside-winter-sprint'].gala.events[1].swims.find(
        (s: any) => s.status === 'EXH',
      ).record,
      true,
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
