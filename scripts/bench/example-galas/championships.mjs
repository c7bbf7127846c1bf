// The example club's championships: a 25 m pool, one day, heats and finals, a relay with
// splits, a disqualification and a did-not-start, and a visiting club.
import { lenex } from '../lenex-writer.mjs';
import { a, athleteId, ev, r } from './people.mjs';
/** @import { Club } from './people.mjs' */

/** @param {Club} club */
export const championships = (club) =>
  lenex({
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
