// What the build makes of small meet files the tests write: each gala's module, the club
// records, PBs and the swimmers' pages, checked exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex, lxf } from '../../../scripts/bench/lenex-writer.mjs';
import {
  fixtureAthlete,
  type FixtureResult,
  loadGalaContent,
  recordsYaml,
  resultsYaml,
} from '../../helpers/galas.js';

const ev = (
  id: number,
  number: number,
  gender: string,
  distance: number,
  stroke: string,
  more: Record<string, unknown> = {},
) => ({
  id,
  number,
  gender,
  distance,
  stroke,
  ...more,
});
const swimmer = fixtureAthlete;

// 25 m pool, 9 January 2027: ages either side of a birthday on 31 December and of one on 10
// January.
const winter = lenex({
  meet: { name: 'Lochside Winter Sprint', city: 'Lochside', course: 'SCM', pool: 'Lochside Baths' },
  sessions: [
    {
      date: '2027-01-09',
      events: [
        ev(1, 1, 'F', 50, 'FREE', { round: 'PRE' }),
        ev(2, 2, 'M', 100, 'BACK'),
        ev(3, 3, 'F', 50, 'FREE', { relayCount: 4 }),
        ev(4, 4, 'F', 50, 'BACK'),
        ev(5, 5, 'F', 25, 'UNKNOWN', { technique: 'KICK' }),
        ev(11, 1, 'F', 50, 'FREE', { round: 'FIN' }),
      ],
    },
  ],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [
        swimmer(1, 'Zoë', 'NÍ BHRIAIN', 'F', '2016-12-31', [
          { id: 11, event: 1, time: 3500 },
          { id: 12, event: 11, time: 3450 },
          { id: 13, event: 4, time: 4100, splits: { 25: 2000 } },
          { id: 14, event: 5, time: 2500 },
        ]),
        swimmer(2, 'Åsa', 'Berg', 'F', '2017-01-10', [
          { id: 21, event: 1, time: 3600 },
          { id: 22, event: 4, time: 4100 },
        ]),
        swimmer(3, 'Tom', 'Reid', 'M', '2015-05-05', [
          { id: 31, event: 2, time: 8000, status: 'DSQ' },
          { id: 32, event: 2, time: 'NT', status: 'DNS' },
        ]),
        swimmer(4, 'Sam', 'Kerr', 'M', '2015-06-06', [
          { id: 41, event: 2, time: 9000, status: 'DNF' },
        ]),
        swimmer(5, 'Ian', 'Muir', 'M', '2015-07-07', [
          { id: 51, event: 2, time: 'NT', status: 'WDR' },
        ]),
        swimmer(6, 'Joe', 'Hay', 'M', '2015-08-08', [
          { id: 61, event: 2, time: 8500, status: 'EXH' },
        ]),
        swimmer(7, 'Max', 'Bell', 'M', '2015-09-09', [
          { id: 71, event: 2, time: 'NT', status: 'SICK' },
        ]),
        swimmer(8, 'Leo', 'Ross', 'M', '2015-10-10', [
          { id: 81, event: 2, time: 8700, status: 'RJC' },
        ]),
        swimmer(9, 'Ann', 'Bain', 'F', '2016-02-02', [{ id: 91, event: 1, time: '00:00:00.00' }]),
        swimmer(10, 'Amy', 'Watt', 'F', '2016-03-03', [{ id: 92, event: 1, time: 3900 }]),
      ],
      relays: [
        {
          number: 1,
          gender: 'F',
          results: [
            {
              id: 101,
              event: 3,
              time: 15000,
              splits: { 50: 3600, 100: 7500, 150: 11000, 200: 15000 },
              legs: [1, 2, 30, 9],
            },
          ],
        },
      ],
    },
    {
      code: 'LSC',
      name: 'Lochside Masters',
      athletes: [swimmer(30, 'Kay', 'Lamb', 'F', '1980-04-04', [])],
    },
  ],
});

// 50 m pool, later: a 25 m time is never compared with these.
const spring = lenex({
  meet: { name: 'Lochside Long Course', city: 'Lochside', course: 'LCM' },
  sessions: [{ date: '2027-03-06', events: [ev(1, 1, 'F', 50, 'FREE')] }],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [
        swimmer(1, 'Zoë', 'NÍ BHRIAIN', 'F', '2016-12-31', [{ id: 11, event: 1, time: 3700 }]),
      ],
    },
  ],
});

// Earlier, Zoë, Åsa and Amy's first gala on the site (a swim that does not count): at the winter
// sprint the site knows them, so their swims there can be first times and PBs.
const autumn = lenex({
  meet: { name: 'Lochside Autumn', city: 'Lochside', course: 'SCM' },
  sessions: [{ date: '2026-10-03', events: [ev(1, 1, 'F', 100, 'MEDLEY')] }],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [
        swimmer(1, 'Zoë', 'NÍ BHRIAIN', 'F', '2016-12-31', [
          { id: 1, event: 1, time: 9900, status: 'DSQ' },
        ]),
        swimmer(2, 'Åsa', 'Berg', 'F', '2017-01-10', [
          { id: 2, event: 1, time: 9900, status: 'DSQ' },
        ]),
        swimmer(10, 'Amy', 'Watt', 'F', '2016-03-03', [
          { id: 3, event: 1, time: 9900, status: 'DSQ' },
        ]),
      ],
    },
  ],
});

const files = {
  'galas/2026-10-autumn.lef': autumn,
  'galas/2027-01-lochside-winter-sprint.lef': winter,
  'galas/2027-03-lochside-long-course.lxf': lxf(spring),
};
const { modules, problems, content } = await loadGalaContent(files);

describe('a gala read from its meet file', () => {
  it('reads the files without a problem', () => {
    assert.deepEqual(problems, []);
  });

  it('lists the galas newest first, with their swimmers, PBs and medals', () => {
    assert.deepEqual(modules.galas.galas, [
      {
        id: '2027-03-lochside-long-course',
        title: 'Lochside Long Course',
        firstDay: '2027-03-06',
        lastDay: '2027-03-06',
        season: '2026–27',
        venue: 'Lochside',
        course: 'LCM',
        swimmers: 1,
        pbs: 0,
        firsts: 1,
        medals: { gold: 1, silver: 0, bronze: 0 },
        hasResults: true,
      },
      {
        id: '2027-01-lochside-winter-sprint',
        title: 'Lochside Winter Sprint',
        firstDay: '2027-01-09',
        lastDay: '2027-01-09',
        season: '2026–27',
        venue: 'Lochside Baths, Lochside',
        course: 'SCM',
        swimmers: 10,
        pbs: 1,
        firsts: 5,
        // Seven swam their first gala on the site: none of theirs is a first time or a PB.
        newcomers: 7,
        medals: { gold: 5, silver: 0, bronze: 0 },
        hasResults: true,
      },
      {
        id: '2026-10-lochside-autumn',
        title: 'Lochside Autumn',
        firstDay: '2026-10-03',
        lastDay: '2026-10-03',
        season: '2026–27',
        venue: 'Lochside',
        course: 'SCM',
        swimmers: 3,
        pbs: 0,
        firsts: 0,
        newcomers: 3,
        medals: { gold: 0, silver: 0, bronze: 0 },
        hasResults: true,
      },
    ]);
    // The build's list is the same, with each gala's recap for its feed entry.
    assert.deepEqual(
      content.galas.map(({ recap: _, ...listed }: any) => listed),
      modules.galas.galas,
    );
  });

  it("shows every status in words' place, with the time the file gave, and counts none of them", () => {
    const backstroke = modules['galas/2027-01-lochside-winter-sprint'].gala.events[1];
    assert.deepEqual(
      backstroke.swims.map((s: any) => [s.swimmer.name, s.status, s.time]),
      [
        ['Tom R.', 'DSQ', 8000],
        ['Joe H.', 'EXH', 8500],
        ['Leo R.', 'RJC', 8700],
        ['Sam K.', 'DNF', 9000],
        ['Tom R.', 'DNS', undefined],
        ['Ian M.', 'WDR', undefined],
        ['Max B.', 'SICK', undefined],
      ],
    );
    assert.ok(backstroke.swims.every((s: any) => !s.pb && !s.record && !s.place));
    assert.deepEqual(modules['swimmers/joe-h-kzbry'].swimmer.races, []);
  });

  it('gives a relay its four swimmers in order, one listed under another club, with each leg from the splits', () => {
    const relay = modules['galas/2027-01-lochside-winter-sprint'].gala.events[2];
    assert.deepEqual(relay, {
      number: 3,
      gender: 'F',
      round: 'TIM',
      distance: 50,
      stroke: 'FREE',
      relayCount: 4,
      course: 'SCM',
      // The meet placed one team, ours: no other winning time to give.
      swims: [
        {
          swimmer: { name: 'Zoë N., Åsa B., Kay L., Ann B.' },
          legs: [
            { swimmer: { name: 'Zoë N.', slug: 'zoe-n-dskff', key: 'zoe n.' }, time: 3600 },
            { swimmer: { name: 'Åsa B.', slug: 'asa-b-w2znx', key: 'asa b.' }, time: 3900 },
            { swimmer: { name: 'Kay L.' }, time: 3500 },
            { swimmer: { name: 'Ann B.', slug: 'ann-b-v8yth' }, time: 4000 },
          ],
          time: 15000,
          place: 1,
          of: 1,
          // The split at the finish (200 m) is the time itself.
          splits: [
            [50, 3600],
            [100, 7500],
            [150, 11000],
          ],
        },
      ],
    });
  });

  it('marks a first time, then a PB with its drop from heat to final, no club record on a first file, ages at 31 December (records by the rule the club chose), and keeps a kicking drill out of all', () => {
    const { events } = modules['galas/2027-01-lochside-winter-sprint'].gala;
    assert.deepEqual(
      events[0].swims.map((s: any) => [
        s.swimmer.name,
        s.age,
        s.time,
        s.place,
        s.first,
        s.pb,
        s.record,
      ]),
      [
        ['Zoë N.', 11, 3500, 1, true, undefined, undefined],
        ['Åsa B.', 10, 3600, 2, true, undefined, undefined],
        ['Amy W.', 11, 3900, 3, true, undefined, undefined],
        ['Ann B.', 11, undefined, undefined, undefined, undefined, undefined],
      ],
    );
    assert.deepEqual(events[5].swims[0], {
      swimmer: { name: 'Zoë N.', slug: 'zoe-n-dskff', key: 'zoe n.' },
      age: 11,
      time: 3450,
      place: 1,
      of: 1,
      pb: true,
      drop: 50,
    });
    assert.deepEqual(events[4].technique, 'KICK');
    assert.deepEqual(events[4].swims[0].record, undefined);
  });

  it('keeps both holders of a record equalled to the hundredth, and 25 m and 50 m pools apart', () => {
    const holders = (course: string, ageGroup: string) =>
      content.records.tables
        .filter((t: any) => t.course === course && t.ageGroup === ageGroup)
        .flatMap((t: any) =>
          t.records.map((r: any) => [
            t.gender,
            `${r.relayCount > 1 ? `${r.relayCount}x` : ''}${r.distance} ${r.stroke}`,
            r.holders.map((h: any) => `${h.swimmer.name} ${h.time}`).join(' = '),
          ]),
        );
    assert.deepEqual(holders('SCM', '10 and under'), [
      ['F', '50 FREE', 'Zoë N. 3450'],
      ['F', '50 BACK', 'Zoë N. 4100 = Åsa B. 4100'],
    ]);
    assert.deepEqual(holders('LCM', 'Open'), [['F', '50 FREE', 'Zoë N. 3700']]);
    // A relay the file puts in no age band counts as Open, never in one swimmer's group.
    assert.deepEqual(holders('SCM', '13 and over'), []);
    assert.deepEqual(
      holders('SCM', 'Open').filter((h: any) => h[1].startsWith('4x')),
      [['F', '4x50 FREE', 'Zoë N., Åsa B., Kay L., Ann B. 15000']],
    );
  });

  it('gives each swimmer their times per pool and race in date order, and their best', () => {
    const { galas: _galas, ...zoe } = modules['swimmers/zoe-n-dskff'].swimmer;
    assert.deepEqual(zoe, {
      name: 'Zoë N.',
      slug: 'zoe-n-dskff',
      races: [
        {
          distance: 50,
          stroke: 'FREE',
          relayCount: 1,
          course: 'SCM',
          best: {
            gala: '2027-01-lochside-winter-sprint',
            galaTitle: 'Lochside Winter Sprint',
            date: '2027-01-09',
            time: 3450,
          },
          swims: [
            {
              gala: '2027-01-lochside-winter-sprint',
              galaTitle: 'Lochside Winter Sprint',
              date: '2027-01-09',
              time: 3500,
            },
            {
              gala: '2027-01-lochside-winter-sprint',
              galaTitle: 'Lochside Winter Sprint',
              date: '2027-01-09',
              time: 3450,
            },
          ],
        },
        {
          distance: 50,
          stroke: 'BACK',
          relayCount: 1,
          course: 'SCM',
          best: {
            gala: '2027-01-lochside-winter-sprint',
            galaTitle: 'Lochside Winter Sprint',
            date: '2027-01-09',
            time: 4100,
          },
          swims: [
            {
              gala: '2027-01-lochside-winter-sprint',
              galaTitle: 'Lochside Winter Sprint',
              date: '2027-01-09',
              time: 4100,
            },
          ],
        },
        {
          distance: 50,
          stroke: 'FREE',
          relayCount: 1,
          course: 'LCM',
          best: {
            gala: '2027-03-lochside-long-course',
            galaTitle: 'Lochside Long Course',
            date: '2027-03-06',
            time: 3700,
          },
          swims: [
            {
              gala: '2027-03-lochside-long-course',
              galaTitle: 'Lochside Long Course',
              date: '2027-03-06',
              time: 3700,
            },
          ],
        },
      ],
    });
    // Every swim, newest gala first, her relay with its team among them; a status in its code.
    const { galas } = modules['swimmers/zoe-n-dskff'].swimmer;
    assert.deepEqual(
      galas.map((g: any) => [
        g.gala,
        g.swims.map((s: any) => [s.relayCount, s.stroke, s.round, s.time, s.legs?.length]),
      ]),
      [
        ['2027-03-lochside-long-course', [[1, 'FREE', 'TIM', 3700, undefined]]],
        [
          '2027-01-lochside-winter-sprint',
          [
            [1, 'FREE', 'PRE', 3500, undefined],
            [4, 'FREE', 'TIM', 15000, 4],
            [1, 'BACK', 'TIM', 4100, undefined],
            [1, 'UNKNOWN', 'TIM', 2500, undefined],
            [1, 'FREE', 'FIN', 3450, undefined],
          ],
        ],
        ['2026-10-lochside-autumn', [[1, 'MEDLEY', 'TIM', 9900, undefined]]],
      ],
    );
    assert.deepEqual(content.swimmers.slice(0, 3), [
      { slug: 'zoe-n-dskff', name: 'Zoë N.' },
      { slug: 'asa-b-w2znx', name: 'Åsa B.' },
      { slug: 'amy-w-x6xwf', name: 'Amy W.' },
    ]);
  });

  it('gives each swimmer every swim, newest gala first, a PB with its drop, and the relays they swam in', () => {
    const { galas } = modules['swimmers/zoe-n-dskff'].swimmer;
    assert.deepEqual(
      galas.map((g: any) => g.gala),
      ['2027-03-lochside-long-course', '2027-01-lochside-winter-sprint', '2026-10-lochside-autumn'],
    );
    const winter = galas[1].swims;
    const freestyle = winter.filter(
      (s: any) => s.stroke === 'FREE' && s.relayCount === 1 && s.course === 'SCM',
    );
    assert.deepEqual(
      freestyle.map((s: any) => [s.round, s.time, s.pb ?? false, s.improvement]),
      [
        ['PRE', 3500, false, undefined],
        ['FIN', 3450, true, 50],
      ],
    );
    assert.ok(
      winter.some((s: any) => s.legs?.some((leg: any) => leg.swimmer.slug === 'zoe-n-dskff')),
    );
    assert.ok(winter.every((s: any) => !('swimmer' in s) && !('number' in s)));
  });
});

describe("the club's settings for galas", () => {
  it('ages swimmers on 31 December when the club says so', async () => {
    const { modules, content } = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ ageRule: 'year-end' }),
    });
    assert.deepEqual(
      modules['galas/2027-01-lochside-winter-sprint'].gala.events[3].swims.map((s: any) => [
        s.swimmer.name,
        s.age,
      ]),
      [
        ['Zoë N.', 11],
        ['Åsa B.', 10],
      ],
    );
    assert.deepEqual(
      content.records.tables.filter((t: any) => t.course === 'SCM').map((t: any) => t.ageGroup),
      ['10 and under', '11–12', 'Open'],
    );
    assert.equal(content.records.ageRule, 'year-end');
  });

  it("shows full names, or first names only, with capitals and accents kept right, and each swimmer's address their own", async () => {
    const full = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ names: 'full' }),
    });
    assert.deepEqual(full.content.swimmers.slice(0, 2), [
      { slug: 'zoe-ni-bhriain-dskff', name: 'Zoë Ní Bhriain' },
      { slug: 'asa-berg-w2znx', name: 'Åsa Berg' },
    ]);
    const first = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ names: 'first' }),
    });
    assert.deepEqual(
      first.content.swimmers
        .filter((s: any) => s.name === 'Tom' || s.name === 'Max' || s.slug.startsWith('a'))
        .map((s: any) => s.slug),
      ['asa-w2znx', 'amy-x6xwf', 'tom-8bhx3', 'max-t4w83', 'ann-v8yth'],
    );
  });

  it('leaves a withheld swimmer\'s own swims out, shows them as "Club swimmer" in a relay and a record, with no page', async () => {
    const { modules, content } = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ withheld: ['Zoë Ní Bhriain'] }),
    });
    const { events } = modules['galas/2027-01-lochside-winter-sprint'].gala;
    const swimmers = events.flatMap((e: any) =>
      e.swims.filter((s: any) => !s.legs).map((s: any) => s.swimmer.name),
    );
    assert.ok(swimmers.length && !swimmers.includes('Club swimmer'), swimmers.join());
    const relay = events.find((e: any) => e.relayCount > 1);
    assert.deepEqual(relay.swims[0].legs[0].swimmer, { name: 'Club swimmer' });
    assert.ok(!Object.keys(modules).some((m) => m.startsWith('swimmers/zoe')));
    assert.ok(!content.swimmers.some((s: any) => s.name.startsWith('Zo')));
    const backstroke = content.records.tables
      .find((t: any) => t.course === 'SCM' && t.ageGroup === 'Open')
      .records.find((r: any) => r.stroke === 'BACK');
    assert.deepEqual(
      backstroke.holders.map((h: any) => h.swimmer),
      [{ name: 'Club swimmer' }, { name: 'Åsa B.', slug: 'asa-b-w2znx' }],
    );
    // Not even the list of withheld names is published.
    assert.ok(!JSON.stringify(modules).includes('Zoë'));
    assert.equal(modules.results.results.withheld, undefined);
  });

  it('merges records.yaml: a faster swim replaces a record, an equal one joins it, a slower one leaves it', async () => {
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

  it("takes a gala's title, note, event and club as results.yaml gives them", async () => {
    const galas = {
      '2027-03-lochside-long-course': {
        title: 'Spring long course',
        note: 'Well swum, all.',
        event: 'spring-meet',
        club: 'LSC',
      },
    };
    const events =
      '- id: spring-meet\n  title: Spring meet\n  date: 2027-03-06\n  place: Pool\n  description: A meet.\n';
    const { problems, modules } = await loadGalaContent({
      'galas/2027-03-lochside-long-course.lxf': lxf(spring),
      'results.yaml': resultsYaml({ club: 'Nobody', galas }),
      'events.yaml': events,
    });
    assert.deepEqual(problems, []);
    const { title, note, event, swimmers } = modules['galas/2027-03-lochside-long-course'].gala;
    assert.deepEqual(
      { title, note, event, swimmers },
      { title: 'Spring long course', note: 'Well swum, all.', event: 'spring-meet', swimmers: 1 },
    );
    assert.equal(modules.galas.galas[0].note, undefined, 'the list carries no notes');
  });

  it('finds the club by a code that names one club only', async () => {
    const { problems, modules } = await loadGalaContent({
      'galas/2027-03-lochside-long-course.lxf': lxf(spring),
      'results.yaml': resultsYaml({ club: 'LSC' }),
    });
    assert.deepEqual(problems, []);
    assert.equal(modules['galas/2027-03-lochside-long-course'].gala.swimmers, 1);
  });

  it('says a file whose times are all zero has no results yet', async () => {
    const zero = spring.replace('00:00:37.00', '00:00:00.00');
    const { modules } = await loadGalaContent({ 'galas/2027-03-entries.lef': zero });
    assert.equal(modules.galas.galas[0].hasResults, false);
    assert.deepEqual(modules['galas/2027-03-lochside-long-course'].gala.events[0].swims, [
      { swimmer: { name: 'Zoë N.', slug: 'zoe-n-dskff', key: 'zoe n.' }, age: 11 },
    ]);
    assert.deepEqual(modules['swimmers/zoe-n-dskff'].swimmer.races, []);
  });
});

describe('what real meet files do', () => {
  const meet = (events: any[], results: FixtureResult[], birthdate = '2015-01-01') =>
    lenex({
      meet: { name: 'Odd Writer Gala', city: 'Lochside', course: 'SCM' },
      sessions: [{ date: '2026-06-20', events }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [swimmer(1, 'Ruth', 'Moir', 'F', birthdate, results)],
        },
      ],
    });

  it('keeps time trials and rounds the spec does not know, and counts neither', async () => {
    const file = meet(
      [
        ev(1, 1, 'F', 50, 'FREE', { round: 'TIMETRIAL' }),
        ev(2, 1, 'F', 50, 'FREE', { round: 'EXTRAHEATS' }),
      ],
      [
        { id: 1, event: 1, time: 3300 },
        { id: 2, event: 2, time: 3200 },
      ],
    );
    const { modules, content } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    assert.deepEqual(
      modules['galas/2026-06-odd-writer-gala'].gala.events.map((e: any) => [
        e.round,
        e.swims[0].time,
        e.swims[0].record,
        e.swims[0].pb,
      ]),
      [
        ['TIMETRIAL', 3300, undefined, undefined],
        ['EXTRAHEATS', 3200, undefined, undefined],
      ],
    );
    assert.deepEqual(content.records.tables, []);
  });

  it('takes a place written on the result when the file has no rankings and no result ids', async () => {
    const file = meet(
      [{ ...ev(1, 1, 'F', 50, 'FREE'), ageGroups: [{ min: -1, max: -1, rank: [] }] }],
      [{ id: undefined as any, event: 1, time: 3300, place: 2 } as any],
    );
    const { modules } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    assert.equal(modules['galas/2026-06-odd-writer-gala'].gala.events[0].swims[0].place, 2);
  });

  it('gives the age at the end of the year from a birth year alone, and counts it in the age groups', async () => {
    const file = lenex({
      meet: { name: 'Odd Writer Gala', city: 'Lochside', course: 'SCM' },
      sessions: [{ date: '2026-06-20', events: [ev(1, 1, 'F', 50, 'FREE')] }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [
            swimmer(1, 'Ruth', 'Moir', 'F', '2015-01-01', [{ id: 1, event: 1, time: 3300 }]),
            swimmer(2, 'Ella', 'Moir', 'F', '2012-01-01', [{ id: 2, event: 1, time: 3200 }]),
          ],
        },
      ],
    });
    const { modules, content } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    const { gala } = modules['galas/2026-06-odd-writer-gala'];
    assert.deepEqual(
      gala.events[0].swims.map((s: any) => s.age),
      [14, 11],
    );
    assert.equal(gala.agesAt, undefined);
    // 13 and over's table (Ella's time alone) repeats Open's, so it is left out, and named on
    // Open's.
    assert.deepEqual(
      content.records.tables.map((t: any) => [t.ageGroup, t.sameFor]),
      [
        ['11–12', undefined],
        ['Open', ['13 and over']],
      ],
    );
    assert.equal(content.records.agesByYearEnd, true);
  });

  it('gives no age from a birth year alone where the meet counted ages on a day other than 31 December', async () => {
    const file = meet([ev(1, 1, 'F', 50, 'FREE')], [{ id: 1, event: 1, time: 3300 }]).replace(
      '<SESSIONS>',
      '<AGEDATE type="DATE" value="2026-06-20"/><SESSIONS>',
    );
    const { modules } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    assert.equal(modules['galas/2026-06-odd-writer-gala'].gala.events[0].swims[0].age, undefined);
    assert.equal(modules['galas/2026-06-odd-writer-gala'].gala.agesAt, undefined);
  });
});
