// Writes the example club's two galas (content/galas/): invented swimmers, never real people. A 25
// m pool club championships (.lef) and a 50 m pool district meet over two days (.lxf): heats and
// finals, relays with splits, a disqualification, a did-not-start and did-not-finish, a club record
// broken and one equalled (records.yaml), PBs from heat to final, a surname in capitals, an
// accented name, a birthday on the gala's day and two visiting clubs.
// Run: node scripts/bench/example-galas.mjs [content dir] [--club NAME --code CODE --town TOWN
// --district NAME] (the test club's: test/fixtures/base/content --club "Test Swimming Club" --code
// TSC --town Glenbrook --district Fife) Written afresh into content/, the galas change their
// SHA-256 (a zip's time too): put the new ones in exampleGalas in scripts/publish-check.mjs (its
// test prints them), or the kit is not published.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lenex, lxf } from './lenex-writer.mjs';

const { values: club, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    club: { type: 'string', default: 'Inverbrae ASC' },
    code: { type: 'string', default: 'INVB' },
    town: { type: 'string', default: 'Inverbrae' },
    district: { type: 'string', default: 'Braeshire' },
  },
});
const dir = join(positionals[0] ?? 'content', 'galas');
const districtFile = `2026-11-${club.district.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-district`;
const ev = (id, number, gender, distance, stroke, round = 'TIM', relayCount = 1) => ({
  id,
  number,
  gender,
  distance,
  stroke,
  round,
  relayCount,
});
// Athlete ids and licences long enough to be found by the test that proves none is published.
const athleteId = (n) => 730000 + n;
const a = (id, first, last, gender, birthdate, results = []) => ({
  id: athleteId(id),
  first,
  last,
  gender,
  birthdate,
  license: `SS${id}7731`,
  results,
});
const r = (id, event, time, more = {}) => ({ id, event, time, ...more });

const champs = lenex({
  meet: {
    name: `${club.town} Club Championships 2026`,
    city: club.town,
    course: 'SCM',
    pool: `${club.town} Leisure Centre`,
  },
  sessions: [
    {
      date: '2026-09-19',
      events: [
        ev(1, 1, 'F', 50, 'FREE', 'PRE'),
        ev(2, 2, 'M', 50, 'FREE', 'PRE'),
        ev(3, 3, 'F', 100, 'BACK'),
        ev(4, 4, 'M', 100, 'BREAST'),
        ev(5, 5, 'M', 100, 'MEDLEY'),
        ev(6, 6, 'F', 50, 'FREE', 'TIM', 4),
        ev(11, 1, 'F', 50, 'FREE', 'FIN'),
        ev(12, 2, 'M', 50, 'FREE', 'FIN'),
      ],
    },
  ],
  clubs: [
    {
      code: club.code,
      name: club.club,
      athletes: [
        a(101, 'Ailsa', 'Murray', 'F', '2014-03-12', [
          r(1001, 1, 3148),
          r(1002, 3, 7512, { splits: { 50: 3690 } }),
          r(1003, 11, 3105),
        ]),
        a(102, 'Eilidh', 'Fraser', 'F', '2012-06-30', [
          r(1011, 1, 3077),
          r(1012, 3, 7245, { splits: { 50: 3550 } }),
          r(1013, 11, 3060),
        ]),
        a(103, 'Isla', 'Grant', 'F', '2016-12-31', [
          r(1021, 1, 3990),
          r(1022, 3, 'NT', { status: 'DNS' }),
        ]),
        a(104, 'Zoë', 'Lefèvre', 'F', '2013-05-05', [
          r(1031, 1, 3321),
          r(1032, 3, 7998, { splits: { 50: 3902 } }),
        ]),
        a(105, 'Mairi', 'Campbell', 'F', '2013-02-02', [r(1041, 1, 3402)]),
        a(106, 'Callum', 'Baird', 'M', '2013-11-02', [
          r(1051, 2, 3288),
          r(1052, 4, 9012, { splits: { 50: 4340 } }),
          r(1053, 12, 3251),
        ]),
        a(107, 'Rory', 'MACLEOD', 'M', '2015-01-20', [
          r(1061, 2, 3720),
          r(1062, 5, 9876, { status: 'DSQ' }),
        ]),
        a(108, 'Euan', 'Stewart', 'M', '2014-09-19', [
          r(1071, 2, 3455),
          r(1072, 4, 9377, { splits: { 50: 4501 } }),
          r(1073, 5, 8890, { splits: { 50: 4120 } }),
          r(1074, 12, 3430),
        ]),
      ],
      relays: [
        {
          number: 1,
          gender: 'F',
          results: [
            r(1101, 6, 12250, {
              splits: { 50: 3060, 100: 6210, 150: 9290 },
              legs: [102, 101, 104, 105].map(athleteId),
            }),
          ],
        },
      ],
    },
    {
      code: 'STRC',
      name: 'Strathcarron SC',
      athletes: [
        a(201, 'Kirsty', 'Walker', 'F', '2013-08-08', [
          r(2001, 1, 3120),
          r(2002, 3, 7390),
          r(2003, 11, 3099),
        ]),
        a(202, 'Hamish', 'Reid', 'M', '2012-04-14', [
          r(2011, 2, 3199),
          r(2012, 4, 8850),
          r(2013, 12, 3170),
        ]),
        a(203, 'Morven', 'Ellis', 'F', '2014-01-30', [r(2021, 1, 3350)]),
        a(204, 'Lorna', 'Paterson', 'F', '2013-10-10', [r(2031, 1, 3444)]),
      ],
      relays: [
        {
          number: 1,
          gender: 'F',
          results: [
            r(2101, 6, 12688, {
              splits: { 50: 3120, 100: 6350, 150: 9520 },
              legs: [201, 203, 204, 201].map(athleteId),
            }),
          ],
        },
      ],
    },
  ],
});

const district = lenex({
  meet: {
    name: `${club.district} District Meet 2026`,
    city: club.district,
    course: 'LCM',
    pool: `${club.district} Sports Village`,
  },
  sessions: [
    {
      date: '2026-11-07',
      events: [
        ev(1, 1, 'F', 100, 'FREE', 'PRE'),
        ev(2, 2, 'M', 100, 'BACK'),
        ev(3, 3, 'F', 50, 'MEDLEY', 'TIM', 4),
        ev(4, 4, 'M', 200, 'FREE'),
      ],
    },
    {
      date: '2026-11-08',
      events: [
        ev(11, 1, 'F', 100, 'FREE', 'FIN'),
        ev(5, 5, 'F', 50, 'FLY'),
        ev(6, 6, 'M', 50, 'FREE', 'TIM', 4),
        ev(7, 7, 'F', 200, 'MEDLEY'),
      ],
    },
  ],
  clubs: [
    {
      code: club.code,
      name: club.club,
      athletes: [
        a(301, 'Ailsa', 'Murray', 'F', '2014-03-12', [
          r(3001, 1, 7188, { splits: { 50: 3470 } }),
          r(3002, 11, 7095, { splits: { 50: 3421 } }),
          r(3003, 5, 3610),
        ]),
        a(302, 'Eilidh', 'Fraser', 'F', '2012-06-30', [
          r(3011, 1, 6990, { splits: { 50: 3370 } }),
          r(3012, 11, 6912, { splits: { 50: 3330 } }),
          r(3013, 7, 'NT', { status: 'DNF' }),
        ]),
        a(303, 'Zoë', 'Lefèvre', 'F', '2013-05-05', [
          r(3021, 1, 7560, { splits: { 50: 3640 } }),
          r(3022, 5, 3777),
        ]),
        a(304, 'Mairi', 'Campbell', 'F', '2013-02-02', [r(3031, 5, 3850)]),
        a(305, 'Finlay', 'Ross', 'M', '2011-08-15', [
          r(3041, 2, 6840, { splits: { 50: 3320 } }),
          r(3042, 4, 'NT', { status: 'DNS' }),
        ]),
        a(306, 'Callum', 'Baird', 'M', '2013-11-02', [
          r(3051, 2, 7902, { splits: { 50: 3850 } }),
          r(3052, 4, 15120, { splits: { 50: 3550, 100: 7380, 150: 11290 } }),
        ]),
        a(307, 'Euan', 'Stewart', 'M', '2014-09-19', [r(3061, 2, 8455, { splits: { 50: 4120 } })]),
        a(308, 'Rory', 'MACLEOD', 'M', '2015-01-20', [
          r(3071, 4, 17710, { splits: { 50: 4210, 100: 8650, 150: 13200 } }),
        ]),
      ],
      relays: [
        {
          number: 1,
          gender: 'F',
          results: [
            r(3101, 3, 15210, {
              splits: { 50: 4180, 100: 8390, 150: 12020 },
              legs: [301, 302, 304, 303].map(athleteId),
            }),
          ],
        },
        {
          number: 1,
          gender: 'M',
          results: [
            r(3111, 6, 12830, {
              status: 'DSQ',
              splits: { 50: 3090, 100: 6300, 150: 9570 },
              legs: [305, 306, 307, 308].map(athleteId),
            }),
          ],
        },
      ],
    },
    {
      code: 'STRC',
      name: 'Strathcarron SC',
      athletes: [
        a(401, 'Kirsty', 'Walker', 'F', '2013-08-08', [
          r(4001, 1, 7020),
          r(4002, 11, 6985),
          r(4003, 5, 3555),
        ]),
        a(402, 'Hamish', 'Reid', 'M', '2012-04-14', [r(4011, 2, 7350), r(4012, 4, 14660)]),
      ],
    },
    {
      code: 'GLMO',
      name: 'Glenmorie Otters',
      athletes: [
        a(501, 'Catriona', 'Bell', 'F', '2012-12-01', [
          r(5001, 1, 7240),
          r(5002, 11, 7150),
          r(5003, 7, 17999),
        ]),
        a(502, 'Lewis', 'Munro', 'M', '2011-05-05', [r(5011, 2, 6999), r(5012, 4, 14402)]),
        a(503, 'Fern', 'Ogilvie', 'F', '2013-03-03', [r(5021, 5, 3699)]),
      ],
    },
  ],
});

await mkdir(dir, { recursive: true });
await writeFile(join(dir, '2026-09-club-championships.lef'), champs);
await writeFile(
  join(dir, `${districtFile}.lxf`),
  lxf(district, `${club.district} District Meet.lef`),
);
console.log(`Wrote two galas into ${dir}/`);
