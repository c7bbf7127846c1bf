// How the build reads a gala as parents and coaches read one: places within the meet's age
// groups, races open to both listed per gender, masters' bands, first times and PBs with their
// drops, club records only where one stood before the gala, and what else the file says.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';

const swimmer = (
  id: number,
  first: string,
  gender: string,
  birthdate: string,
  results: any[],
  more: Record<string, unknown> = {},
) => ({
  id,
  first,
  last: 'Moir',
  gender,
  birthdate,
  results,
  ...more,
});

// Masters championships: events with no gender, ranked in five-year bands per gender.
const bands = [
  { min: 25, max: 29, gender: 'F', rank: [[1, 1]] },
  { min: 45, max: 49, gender: 'F', rank: [[2, 2]] },
  { min: 45, max: 49, gender: 'M', rank: [[3, 1]] },
];
const masters = lenex({
  meet: {
    name: 'Masters Champs',
    city: 'Lochside',
    course: 'SCM',
    pointTable: { name: 'Masters Points', version: '2016' },
  },
  sessions: [
    {
      date: '2026-11-14',
      events: [
        {
          id: 1,
          number: 1,
          distance: 50,
          stroke: 'FREE',
          ageGroups: bands,
          heats: [{ id: 11, number: 3 }],
        },
        {
          id: 2,
          number: 2,
          distance: 100,
          stroke: 'FREE',
          ageGroups: [{ min: 45, max: 49, gender: 'F', rank: [[5, 1]] }],
        },
      ],
    },
  ],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [
        swimmer(
          1,
          'Ann',
          'F',
          '1999-03-01',
          [{ id: 1, event: 1, time: 3000, points: 640, heat: 11, lane: 4 }],
          { entries: [{ event: 1, time: 3100 }] },
        ),
        swimmer(2, 'Bea', 'F', '1979-03-01', [
          { id: 2, event: 1, time: 3300 },
          { id: 5, event: 2, time: 7400 },
        ]),
        swimmer(3, 'Cal', 'M', '1979-03-01', [{ id: 3, event: 1, time: 2800 }]),
        swimmer(4, 'Dot', 'F', '1980-03-01', [
          { id: 4, event: 1, time: 3500, status: 'DSQ', comment: 'Start before the signal' },
        ]),
      ],
    },
  ],
});
const mastersYaml = resultsYaml({
  ageGroups: ['25-29', '30-34', '35-39', '40-44', '45-49'],
  ageRule: 'year-end',
});

describe('a masters meet', async () => {
  const { modules, content, problems } = await loadGalaContent({
    'galas/2026-11-masters.lef': masters,
    'results.yaml': mastersYaml.replace(
      'words:\n',
      'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
    ),
  });
  const { gala } = modules['galas/2026-11-masters-champs'];

  it('reads the file without a problem', () => assert.deepEqual(problems, []));

  it('lists a race open to both once per gender, never one list of men and women, for adults as adults', () => {
    assert.deepEqual(
      gala.events.map((e: any) => [e.gender, e.adults, e.swims.map((s: any) => s.swimmer.name)]),
      [
        ['F', true, ['Ann M.', 'Bea M.', 'Dot M.']],
        ['M', true, ['Cal M.']],
        ['F', true, ['Bea M.']],
      ],
    );
  });

  it('gives each place with the age band it was won in', () => {
    assert.deepEqual(
      gala.events.flatMap((e: any) => e.swims.map((s: any) => [s.swimmer.name, s.place, s.group])),
      [
        ['Ann M.', 1, '25–29 years'],
        ['Bea M.', 2, '45–49 years'],
        ['Dot M.', undefined, undefined],
        ['Cal M.', 1, '45–49 years'],
        // One age group alone is in the event's heading, not beside each place.
        ['Bea M.', 1, undefined],
      ],
    );
  });

  it("keeps the file's points and their table, heat and lane, the entry time and a disqualification's reason", () => {
    const [ann, , dot] = gala.events[0].swims;
    assert.deepEqual([ann.points, ann.heat, ann.lane, ann.entry], [640, 3, 4, 3100]);
    assert.equal(gala.pointsTable, 'Masters Points 2016');
    assert.deepEqual([dot.status, dot.reason], ['DSQ', 'Start before the signal']);
  });

  it("keeps the records in the club's five-year bands, per gender, each table once, adults' as adults", () => {
    assert.deepEqual(
      content.records.tables.map((t: any) => [
        t.gender,
        t.ageGroup,
        t.adults,
        t.records[0].holders[0].swimmer.name,
        t.sameFor,
      ]),
      [
        ['F', '25–29', true, 'Ann M.', undefined],
        ['F', '45–49', true, 'Bea M.', undefined],
        ['F', 'Open', true, 'Ann M.', undefined],
        // Men's 45–49 repeats Men's Open: left out, and named on Open's.
        ['M', 'Open', true, 'Cal M.', ['45–49']],
      ],
    );
  });

  it("counts no first time and no PB at the swimmers' first gala on the site, and no club record where none stood", () => {
    assert.deepEqual(
      [modules.galas.galas[0].pbs, modules.galas.galas[0].firsts, modules.galas.galas[0].newcomers],
      [0, 0, 4],
    );
    assert.ok(
      gala.events.every((e: any) => e.swims.every((s: any) => !s.record && !s.pb && !s.first)),
    );
  });
});

// Two galas: heats and a final the same day at each.
const gala = (name: string, date: string, ann: number[], bea: number[]) =>
  lenex({
    meet: { name, city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date,
        events: [
          { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE', round: 'PRE' },
          { id: 2, number: 1, gender: 'F', distance: 50, stroke: 'FREE', round: 'FIN' },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          swimmer(
            1,
            'Ann',
            'F',
            '2014-05-05',
            ann.map((time, i) => ({ id: 10 + i, event: i + 1, time })),
          ),
          swimmer(
            2,
            'Bea',
            'F',
            '2014-06-06',
            bea.map((time, i) => ({ id: 20 + i, event: i + 1, time })),
          ),
        ],
      },
    ],
  });

// Their first gala on the site: a 100 m swim each, so the 50 m races after it are new to them.
const start = lenex({
  meet: { name: 'Start', city: 'Lochside', course: 'SCM' },
  sessions: [
    {
      date: '2026-09-05',
      events: [{ id: 1, number: 1, gender: 'F', distance: 100, stroke: 'FREE' }],
    },
  ],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [
        swimmer(1, 'Ann', 'F', '2014-05-05', [{ id: 1, event: 1, time: 8000 }]),
        swimmer(2, 'Bea', 'F', '2014-06-06', [{ id: 2, event: 1, time: 8100 }]),
      ],
    },
  ],
});

describe('marks across rounds and galas', async () => {
  const { modules, content } = await loadGalaContent({
    'galas/2026-09-start.lef': start,
    'galas/2026-10-first.lef': gala('First Gala', '2026-10-03', [3600, 3500], [3700]),
    'galas/2026-12-second.lef': gala('Second Gala', '2026-12-05', [3490, 3460], [3600, 3460]),
  });
  const swims = (id: string) =>
    modules[`galas/${id}`].gala.events.map((e: any) =>
      e.swims.map((s: any) =>
        [s.swimmer.name, s.time, s.first && 'first', s.pb && `PB −${s.drop}`, s.record && 'CR']
          .filter(Boolean)
          .join(' '),
      ),
    );

  it("marks each swimmer's first swim of a race a first time, and a faster final the same day a PB with its drop", () => {
    assert.deepEqual(swims('2026-10-first-gala'), [
      ['Ann M. 3600 first', 'Bea M. 3700 first'],
      ['Ann M. 3500 PB −100'],
    ]);
    assert.deepEqual(
      modules.galas.galas.map((g: any) => [g.id, g.pbs, g.firsts]),
      [
        ['2026-12-second-gala', 4, 0],
        ['2026-10-first-gala', 1, 2],
        ['2026-09-start', 0, 0],
      ],
    );
  });

  it("marks a club record only on the gala's fastest swims that beat or equalled the record standing before it", () => {
    // Ann's heat (34.90) beat the 35.00 that stood, but the final was faster: only the final's
    // two equal times are records.
    assert.deepEqual(swims('2026-12-second-gala'), [
      ['Ann M. 3490 PB −10', 'Bea M. 3600 PB −100'],
      ['Ann M. 3460 PB −30 CR', 'Bea M. 3460 PB −140 CR'],
    ]);
    const open = content.records.tables.find((t: any) => t.ageGroup === 'Open');
    assert.deepEqual(
      open.records[0].holders.map((h: any) => [h.swimmer.name, h.time]),
      [
        ['Ann M.', 3460],
        ['Bea M.', 3460],
      ],
    );
  });

  it("gives a swimmer's page every swim, newest gala first, in the order swum, with its round, place and marks", () => {
    const { galas } =
      modules[`swimmers/${content.swimmers.find((s: any) => s.name === 'Ann M.').slug}`].swimmer;
    assert.deepEqual(
      galas.map((g: any) => [
        g.gala,
        g.galaTitle,
        g.date,
        g.swims.map((s: any) => [
          s.round,
          s.distance,
          s.stroke,
          s.time,
          s.place,
          s.pb,
          s.first,
          s.improvement,
        ]),
      ]),
      [
        [
          '2026-12-second-gala',
          'Second Gala',
          '2026-12-05',
          [
            ['PRE', 50, 'FREE', 3490, 1, true, undefined, 10],
            ['FIN', 50, 'FREE', 3460, 1, true, undefined, 30],
          ],
        ],
        [
          '2026-10-first-gala',
          'First Gala',
          '2026-10-03',
          [
            ['PRE', 50, 'FREE', 3600, 1, undefined, true, undefined],
            ['FIN', 50, 'FREE', 3500, 1, true, undefined, 100],
          ],
        ],
        [
          '2026-09-start',
          'Start',
          '2026-09-05',
          [['TIM', 100, 'FREE', 8000, 1, undefined, undefined, undefined]],
        ],
      ],
    );
    assert.ok(!JSON.stringify(galas).includes('2014'), 'no birthdate');
  });
});
