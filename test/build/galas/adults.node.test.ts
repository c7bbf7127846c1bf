// Adults are called by the words for adults: in the top times, namesakes' groups and relays.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { expandTopTimes } from '../../../src/lib/top-times-store.js';
import { athlete, freestyle, galaOf, loadGalaContent, resultsYaml } from '../../helpers/galas.js';

describe("adults' words in the top times", async () => {
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [{ date: '2025-06-10', events: [freestyle] }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [athlete(1, 'Ann', '1985-01-01', [{ id: 1, event: 1, time: 3000 }])],
      },
    ],
  });
  const yaml = resultsYaml({ ageGroups: ['19-24', '25-29', '40-44'] }).replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { content, modules } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it('call a page and its tables of adults by the words for adults, as /records does', () => {
    const top: any = expandTopTimes(modules['top-times/25m-f'].topTimes);
    assert.equal(top.adults, true);
    assert.deepEqual(
      top.tables.map((t: any) => [t.ageGroup, t.adults]),
      [
        ['40–44', true],
        ['Open', true],
      ],
    );
    assert.deepEqual(content.topTimes, [{ id: '25m-f', title: 'Top times: Women, 25 m pool' }]);
    assert.ok(content.records.tables.every((t: any) => t.adults));
    assert.deepEqual(content.records.topTimes, [
      { id: '25m-f', course: 'SCM', gender: 'F', adults: true },
    ]);
  });
});

describe('namesakes told apart, adults by the words for adults', async () => {
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [{ date: '2025-06-10', events: [{ ...freestyle, gender: 'X' }] }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          { ...athlete(1, 'Sam', '1985-01-01', [{ id: 1, event: 1, time: 3000 }]), gender: 'F' },
          { ...athlete(2, 'Sam', '1984-02-01', [{ id: 2, event: 1, time: 2900 }]), gender: 'M' },
        ],
      },
    ],
  });
  const yaml = resultsYaml({ ageGroups: ['40-44'] }).replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { content } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it('says "Women, 40–44" and "Men, 40–44", never Girls and Boys', () => {
    assert.deepEqual(content.swimmers.map((s: any) => s.name).sort(), ['Sam M.', 'Sam M.']);
    assert.deepEqual(content.swimmerList.swimmers.map((s: any) => s.group).sort(), [
      'Men, 40–44',
      'Women, 40–44',
    ]);
  });
});

describe('a masters relay in no band', async () => {
  const file = lenex({
    meet: { name: 'Masters', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-06-10',
        events: [{ id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE', relayCount: 4 }],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [1, 2, 3, 4].map((id) => athlete(id, `S${id}`, `${1980 + id}-01-01`, [])),
        relays: [
          {
            number: 1,
            gender: 'F',
            results: [{ id: 11, event: 1, time: 12000, legs: [1, 2, 3, 4] }],
          },
        ],
      },
    ],
  });
  const yaml = resultsYaml().replace(
    'words:\n',
    'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
  );
  const { modules } = await loadGalaContent({
    'galas/2025-06-masters.lef': file,
    'results.yaml': yaml,
  });

  it("is called the adults' relay where every leg is an adult", () => {
    assert.equal(galaOf(modules, '2025-06-masters').events[0].adults, true);
  });
});
