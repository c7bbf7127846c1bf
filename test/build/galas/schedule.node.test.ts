// A start list as the gala's day: our swimmers' swims by session with heat, lane, entry time and
// the heat's time (the file's, or an estimate marked so), withdrawals said, withheld swimmers and
// other clubs' swimmers never listed, a club's choice to show none, and the results file taking
// the start list's address when it arrives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';

const meet = {
  name: 'Winter Open',
  city: 'Lochside',
  course: 'SCM',
  pool: 'Lochside Pool',
  facility: { street: '1 Shore Road', zip: 'LS1 2AB', city: 'Lochside' },
};
// Event 1's heats: heat 1 at 10:00 by the file, heat 2 none (estimated). Event 2 has its own time.
const events = [
  {
    id: 1,
    number: 1,
    gender: 'F',
    distance: 100,
    stroke: 'FREE',
    heats: [
      { id: 11, number: 1, order: 1, daytime: '10:00' },
      { id: 12, number: 2, order: 2 },
    ],
  },
  {
    id: 2,
    number: 2,
    gender: 'F',
    distance: 50,
    stroke: 'BACK',
    daytime: '10:30',
    heats: [{ id: 21, number: 1, order: 1 }],
  },
];
const session = {
  date: '2026-12-05',
  name: 'Morning',
  daytime: '10:00',
  warmupFrom: '09:00',
  warmupUntil: '09:45',
  events,
};
const athlete = (id: number, first: string, last: string, entries: any[]) => ({
  id,
  first,
  last,
  gender: 'F',
  birthdate: '2014-03-01',
  license: `LIC${id}`,
  entries,
});

const startList = (extra: any[] = []) =>
  lenex({
    meet,
    sessions: [session],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          // Heat 1's slowest is 1:30.00: heat 2 starts 1:30 + 30 s changeover later, at 10:02.
          athlete(1, 'Ailsa', 'Murray', [
            { event: 1, time: 9000, heat: 11, lane: 3 },
            { event: 2, time: 4000, heat: 21, lane: 2 },
          ]),
          athlete(2, 'Bea', 'Kerr', [
            { event: 1, time: 8000, heat: 12, lane: 4 },
            { event: 2, time: 4100, status: 'WDR' },
          ]),
          athlete(3, 'Cora', 'Hidden', [{ event: 1, time: 8500, heat: 12, lane: 5 }]),
          ...extra,
        ],
      },
      {
        code: 'OTH',
        name: 'Other SC',
        athletes: [athlete(9, 'Orla', 'Stranger', [{ event: 1, time: 7000, heat: 12, lane: 1 }])],
      },
    ],
  });

const withheld = resultsYaml({ names: 'initial', withheld: ['Cora Hidden'] });
const address = 'galas/2026-12-winter-open';

describe("a start list as the gala's day", async () => {
  const { modules, problems } = await loadGalaContent({
    'galas/start-list.lef': startList(),
    'results.yaml': withheld,
  });
  const { gala } = modules[address];
  const schedule = gala.schedule;
  const rows = () =>
    schedule.sessions[0].swims.map((s: any) => [
      schedule.swimmers[s.who].name,
      s.number,
      s.heat,
      s.lane,
      s.entry,
      s.at,
      s.estimated,
      s.status,
    ]);

  it('reads the file without a problem, as a gala with no results yet', () => {
    assert.deepEqual(problems, []);
    assert.equal(gala.hasResults, false);
  });

  it("lists each of our swims in order with heat, lane, entry time and the heat's time, estimating where the file gives none", () => {
    assert.deepEqual(rows(), [
      ['Ailsa M.', 1, 1, 3, 9000, '10:00', undefined, undefined],
      ['Bea K.', 1, 2, 4, 8000, '10:02', true, undefined],
      // Withdrawn before the heats were drawn: no heat, no time, listed at its event.
      ['Bea K.', 2, undefined, undefined, 4100, undefined, undefined, 'WDR'],
      ['Ailsa M.', 2, 1, 2, 4000, '10:30', undefined, undefined],
    ]);
  });

  it("gives the session's name, day, start and warm-up, and the pool's address", () => {
    const { swims: _swims, ...rest } = schedule.sessions[0];
    assert.deepEqual(rest, {
      number: 1,
      name: 'Morning',
      date: '2026-12-05',
      start: '10:00',
      warmupFrom: '09:00',
      warmupUntil: '09:45',
    });
    assert.equal(schedule.address, '1 Shore Road, LS1 2AB Lochside');
  });

  it("never lists a withheld swimmer, not even as the withheld word, nor another club's swimmer", () => {
    // The gala's module; the words of results.yaml (which hold the withheld word) are elsewhere.
    const text = JSON.stringify(modules[address]);
    assert.deepEqual(
      schedule.swimmers.map((s: any) => s.name),
      ['Ailsa M.', 'Bea K.'],
    );
    for (const never of [
      'Cora',
      'Hidden',
      'Club swimmer',
      'Orla',
      'Stranger',
      '2014-03-01',
      'LIC1',
    ])
      assert.ok(!text.includes(never), never);
  });
});

describe('entries written as results with no time', async () => {
  const file = lenex({
    meet,
    sessions: [
      {
        date: '2026-12-05',
        daytime: '10:00',
        events: [
          { id: 1, number: 1, gender: 'F', distance: 100, stroke: 'FREE', daytime: '10:20' },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          { ...athlete(1, 'Ailsa', 'Murray', []), results: [{ id: 1, event: 1, time: 0 }] },
        ],
      },
    ],
  });
  const { modules, problems } = await loadGalaContent({
    'galas/entries.lef': file,
    'results.yaml': withheld,
  });

  it("lists them as entries, at their event's time marked as an estimate", () => {
    assert.deepEqual(problems, []);
    const { swimmers, sessions } = modules[address].gala.schedule;
    assert.deepEqual(
      sessions[0].swims.map((s: any) => [
        swimmers[s.who].name,
        s.number,
        s.heat,
        s.at,
        s.estimated,
      ]),
      [['Ailsa M.', 1, undefined, '10:20', true]],
    );
  });
});

describe('a club that shows no schedules', async () => {
  const { modules, problems } = await loadGalaContent({
    'galas/start-list.lef': startList(),
    'results.yaml': resultsYaml({ schedules: 'off' }),
  });

  it('builds the gala with no schedule and no swimmer of the start list in it', () => {
    assert.deepEqual(problems, []);
    assert.equal(modules[address].gala.schedule, undefined);
    assert.ok(!JSON.stringify(modules).includes('Ailsa'));
  });
});

describe('when the results arrive', async () => {
  const results = lenex({
    meet,
    sessions: [{ ...session, events: events.map(({ heats: _heats, ...e }) => e) }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          {
            ...athlete(1, 'Ailsa', 'Murray', [{ event: 1, time: 9000 }]),
            results: [{ id: 1, event: 1, time: 8923 }],
          },
        ],
      },
    ],
  });
  // The results file's name sorts before and after the start list's: the results win either way.
  for (const name of ['a-results.lef', 'z-results.lef']) {
    it(`shows them at the start list's address, with the entry time, and says which file is used (${name})`, async () => {
      const { modules, problems, galaAddresses } = await loadGalaContent({
        'galas/start-list.lef': startList(),
        [`galas/${name}`]: results,
      });
      assert.deepEqual(problems, []);
      const { gala } = modules[address];
      assert.equal(gala.hasResults, true);
      assert.equal(gala.schedule, undefined);
      assert.deepEqual(
        gala.events[0].swims.map((s: any) => [s.swimmer.name, s.time, s.entry]),
        [['Ailsa M.', 8923, 9000]],
      );
      assert.deepEqual(
        galaAddresses.map((a: any) => [a.file.split('/').pop(), a.address, Boolean(a.note)]),
        [
          [name, '2026-12-winter-open', false],
          ['start-list.lef', '2026-12-winter-open', true],
        ],
      );
    });
  }

  it('takes the results over the entries and the start list, each set aside naming the file used', async () => {
    const entries = startList().replace(/ heatid="\d+"/g, '');
    const { problems, galaAddresses, modules } = await loadGalaContent({
      'galas/entries.lef': entries,
      'galas/start-list.lef': startList(),
      'galas/results.lef': results,
    });
    assert.deepEqual(problems, []);
    assert.equal(modules[address].gala.hasResults, true);
    assert.deepEqual(
      galaAddresses.map((a: any) => [a.file.split('/').pop(), a.note?.replace(/\S*\//g, '')]),
      [
        ['results.lef', undefined],
        ['entries.lef', 'set aside: results.lef is later news of the same meet'],
        ['start-list.lef', 'set aside: results.lef is later news of the same meet'],
      ],
    );
  });

  it('still refuses two results files of one address', async () => {
    const { problems } = await loadGalaContent({
      'galas/one.lef': results,
      'galas/two.lef': results,
    });
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /would both be the gala at \/results\/2026-12-winter-open/);
  });
});
