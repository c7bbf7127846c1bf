// What the build makes of small meet files the tests write: each gala's module and the club
// records, checked exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent } from '../../helpers/galas.js';
import { files } from '../../fixtures/galas/lochside-meets.js';

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

  it("shows each status with the file's time and counts none of them", () => {
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

  it('gives a relay its swimmers in order, from any club, each leg timed from the splits', () => {
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

  it("marks first times and a PB's drop, with no record from a first file or a drill", () => {
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

  it('keeps both holders of an equalled record, and 25 m and 50 m pools apart', () => {
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
});
