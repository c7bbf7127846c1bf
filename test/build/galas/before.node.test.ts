// An invitation read for the club: who of ours may enter each event by gender and age on the
// meet's age date, their best in the qualifying window in the meet's pool from the galas on the
// site, against the meet's time to beat and upper limit; what the site cannot judge left unjudged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';

const club = (athletes: any[]) => [{ code: 'LSC', name: 'Lochside SC', athletes }];
const kid = (id: number, first: string, gender: string, birthdate: string, results: any[]) => ({
  id,
  first,
  last: 'Moir',
  gender,
  birthdate,
  results,
});
const free50 = { distance: 50, stroke: 'FREE' };

// Swum before the invitation: an autumn gala in a 25 m pool, a summer one in a 50 m pool, and
// one in March, before the qualifying window.
const autumn = lenex({
  meet: { name: 'Autumn Open', city: 'Lochside', course: 'SCM' },
  sessions: [
    {
      date: '2026-10-10',
      events: [
        { id: 1, number: 1, gender: 'F', ...free50 },
        { id: 2, number: 2, gender: 'M', ...free50 },
      ],
    },
  ],
  clubs: club([
    kid(1, 'Ailsa', 'F', '2014-06-01', [{ id: 1, event: 1, time: 3400 }]),
    kid(2, 'Bea', 'F', '2012-03-01', [{ id: 2, event: 1, time: 3100 }]),
    kid(3, 'Cora', 'F', '2014-02-01', [{ id: 3, event: 1, time: 3300 }]),
    kid(4, 'Dan', 'M', '2014-12-20', [{ id: 4, event: 2, time: 3600 }]),
    kid(5, 'Eve', 'F', '2014-01-15', [{ id: 5, event: 1, time: 2950 }]),
  ]),
});
const summer = lenex({
  meet: { name: 'Summer Long Course', city: 'Lochside', course: 'LCM' },
  sessions: [
    {
      date: '2026-07-01',
      events: [{ id: 1, number: 1, gender: 'F', distance: 50, stroke: 'BACK' }],
    },
  ],
  clubs: club([kid(1, 'Ailsa', 'F', '2014-06-01', [{ id: 1, event: 1, time: 4000 }])]),
});
const march = lenex({
  meet: { name: 'March Sprint', city: 'Lochside', course: 'SCM' },
  sessions: [{ date: '2026-03-07', events: [{ id: 1, number: 1, gender: 'F', ...free50 }] }],
  clubs: club([kid(1, 'Ailsa', 'F', '2014-06-01', [{ id: 1, event: 1, time: 3300 }])]),
});

const invitation = (ageDate: { type: string; value: string }) =>
  lenex({
    meet: {
      name: 'Winter Cup',
      city: 'Lochside',
      course: 'SCM',
      ageDate,
      deadline: '2026-12-01',
      qualify: { from: '2026-06-01', until: '2026-12-01', conversion: 'FINA_POINTS' },
    },
    sessions: [
      {
        date: '2026-12-12',
        daytime: '10:00',
        events: [
          {
            id: 1,
            number: 1,
            gender: 'F',
            ...free50,
            ageGroups: [{ min: 11, max: 12 }],
            standards: [71, 72],
          },
          {
            id: 2,
            number: 2,
            gender: 'F',
            ...free50,
            ageGroups: [{ min: 13, max: 14 }],
            standards: [73],
          },
          { id: 3, number: 3, gender: 'M', ...free50, ageGroups: [{ min: 12, max: 12 }] },
          { id: 4, number: 4, gender: 'F', distance: 50, stroke: 'BACK' },
          {
            id: 5,
            number: 5,
            gender: 'F',
            distance: 100,
            stroke: 'FREE',
            ageGroups: [{ min: -1, max: -1, handicap: 9 }],
          },
          { id: 6, number: 6, gender: 'F', ...free50, round: 'FIN', previous: 1 },
        ],
      },
    ],
    clubs: [],
    timeStandardLists: [
      {
        id: 71,
        name: 'Winter Cup 11-12',
        gender: 'F',
        course: 'SCM',
        min: 11,
        max: 12,
        times: [{ ...free50, time: 3500 }],
      },
      {
        id: 72,
        name: 'Upper limit',
        gender: 'F',
        course: 'SCM',
        type: 'MINIMUM',
        times: [{ ...free50, time: 3000 }],
      },
      {
        id: 73,
        name: 'Winter Cup 13-14',
        gender: 'F',
        course: 'SCM',
        min: 13,
        max: 14,
        times: [{ ...free50, time: 3000 }],
      },
    ],
  });

const load = (ageDate = { type: 'YEAR', value: '2026-12-31' }) =>
  loadGalaContent({
    'galas/autumn.lef': autumn,
    'galas/summer.lef': summer,
    'galas/march.lef': march,
    'galas/winter-cup.lef': invitation(ageDate),
    'results.yaml': resultsYaml({ names: 'initial', withheld: ['Cora Moir'] }),
  });

/** Each event's entrants as [event, name, age, best, gala, other pool, target, limit]. */
const table = (before: any) =>
  before.events.flatMap((e: any) =>
    e.entrants.map((n: any) => [
      e.number,
      before.swimmers[n.who].name,
      n.age,
      n.best,
      n.at,
      n.otherPool?.time,
      n.target,
      n.limit,
    ]),
  );

describe('an invitation read for the club', async () => {
  const { modules, problems } = await load();
  const { gala } = modules['galas/2026-12-winter-cup'];

  it('reads the files without a problem, the invitation as a gala with no results', () => {
    assert.deepEqual(problems, []);
    assert.equal(gala.hasResults, false);
  });

  it("lists who may enter each event by gender and age at the end of the meet's year, with their best in the window and pool and the meet's times", () => {
    assert.deepEqual(table(gala.before), [
      // Ailsa's 33.00 in March is before the window: her best in it is the autumn's 34.00.
      [1, 'Ailsa M.', 12, 3400, 'Autumn Open', undefined, 3500, 3000],
      [1, 'Eve M.', 12, 2950, 'Autumn Open', undefined, 3500, 3000],
      [2, 'Bea M.', 14, 3100, 'Autumn Open', undefined, 3000, undefined],
      [3, 'Dan M.', 12, 3600, 'Autumn Open', undefined, undefined, undefined],
      // Backstroke: Ailsa swam it only in a 50 m pool (shown, not converted); Bea and Eve never.
      [4, 'Ailsa M.', 12, undefined, undefined, 4000, undefined, undefined],
      [4, 'Bea M.', 14, undefined, undefined, undefined, undefined, undefined],
      [4, 'Eve M.', 12, undefined, undefined, undefined, undefined, undefined],
    ]);
  });

  it("gives the meet's deadline, age date, window and its conversion of other pools' times", () => {
    const { swimmers: _s, events: _e, sessions, ...rules } = gala.before;
    assert.deepEqual(rules, {
      agesOn: '2026-12-31',
      deadline: '2026-12-01',
      from: '2026-06-01',
      until: '2026-12-01',
      conversion: 'FINA_POINTS',
    });
    assert.deepEqual(sessions, [{ number: 1, date: '2026-12-12', start: '10:00' }]);
  });

  it('never lists a withheld swimmer, nor a birth date', () => {
    const text = JSON.stringify(modules['galas/2026-12-winter-cup']);
    for (const never of ['Cora', 'Club swimmer', '2014-06-01', '2014-12-20'])
      assert.ok(!text.includes(never), never);
  });
});

describe("an invitation whose ages are on the meet's own day", async () => {
  const { modules } = await load({ type: 'DATE', value: '2026-12-12' });
  const { before } = modules['galas/2026-12-winter-cup'].gala;

  it('takes each age on that day: a swimmer twelve by the end of the year but eleven on it is not in the 12s', () => {
    assert.equal(before.agesOn, '2026-12-12');
    assert.deepEqual(
      table(before).filter((row: any[]) => row[1] === 'Dan M.'),
      [],
    );
  });
});
