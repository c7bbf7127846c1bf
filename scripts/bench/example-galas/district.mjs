// The example club's district meet: a 50 m pool over two days, heats and finals, relays with
// splits (one disqualified), a did-not-start and a did-not-finish, and two visiting clubs.
import { lenex } from '../lenex-writer.mjs';
import { a, athleteId, ev, r } from './people.mjs';
/** @import { Club } from './people.mjs' */

/** @param {Club} club */
export const district = (club) =>
  lenex({
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
          a(307, 'Euan', 'Stewart', 'M', '2014-09-19', [
            r(3061, 2, 8455, { splits: { 50: 4120 } }),
          ]),
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
