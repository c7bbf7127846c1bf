// How the build marks swims across rounds and galas: first times and PBs with their drops, club
// records only where one stood before the gala, and a swimmer's page in the order swum.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent } from '../../helpers/galas.js';
import { swimmer } from '../../fixtures/galas/masters.js';

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

  it('marks a first swim a first time, and a faster final that day a PB with its drop', () => {
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

  it("marks a club record only on the gala's fastest swims that beat or equal the last one", () => {
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

  it("lists every swim on a swimmer's page, newest gala first, with round, place and marks", () => {
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
