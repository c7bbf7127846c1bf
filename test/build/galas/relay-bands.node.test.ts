// Relays go in the meet's bands of added-up ages, else in Open, never in one swimmer's group.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { expandTopTimes } from '../../../src/lib/top-times-store.js';
import { athlete, galaOf, loadGalaContent, resultsYaml } from '../../helpers/galas.js';

describe('relays by the meet’s bands', async () => {
  const relayEvent = (id: number, ageGroups?: any[]) => ({
    id,
    number: id,
    gender: 'X',
    distance: 50,
    stroke: 'FREE',
    relayCount: 4,
    ...(ageGroups ? { ageGroups } : {}),
  });
  const swimmers = [27, 34, 50, 42].map((age, i) => ({
    ...athlete(i + 1, `S${i}`, `${2025 - age}-01-01`, []),
    gender: i % 2 ? 'M' : 'F',
  }));
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-06-10',
        events: [
          relayEvent(1, [{ min: 100, max: 159, calculate: 'TOTAL', rank: [[11, 1]] }]),
          relayEvent(2),
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: swimmers,
        relays: [
          {
            number: 1,
            gender: 'X',
            results: [
              { id: 11, event: 1, time: 12000, legs: [1, 2, 3, 4] },
              // Faster, in no band: Open's record alone.
              { id: 12, event: 2, time: 11000, legs: [1, 2, 3, 4] },
            ],
          },
        ],
      },
    ],
  });
  const yaml = resultsYaml({ ageGroups: ['25-29', '50-54'] }).replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { content, modules } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it("puts a relay in the file's band of added-up ages, else in Open, never a swimmer's", () => {
    const groups = content.records.tables.map((t: any) => [
      t.gender,
      t.ageGroup,
      t.records.map((r: any) => r.holders[0].time),
    ]);
    assert.deepEqual(groups, [
      ['X', '100–159', [12000]],
      ['X', 'Open', [11000]],
    ]);
    const top: any = expandTopTimes(modules['top-times/25m-x'].topTimes);
    assert.deepEqual(
      top.tables.map((t: any) => t.ageGroup),
      ['100–159', 'Open'],
    );
    assert.equal(
      galaOf(modules, '2025-06-masters').events[0].ageGroup,
      '100–159 years, ages added up',
    );
  });
});
