// The guide's worked example of qualifying times (docs/editing.md) does what the guide says.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { standardSentence } from '../../../src/lib/standard-words.js';
import { loadGalaContent } from '../../helpers/galas.js';
import { athlete } from '../../fixtures/galas/winter-standards.js';

describe("the guide's worked example (docs/editing.md)", async () => {
  const guide = await readFile('docs/editing.md', 'utf8');
  const block = guide
    .split('<!-- example: new file content/standards/braeshire-county-2027.yaml -->\n```yaml\n')[1]!
    .split('\n```')[0]!;
  const meet = lenex({
    meet: { name: 'October Open', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2026-10-10',
        events: [
          { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' },
          { id: 2, number: 2, gender: 'F', distance: 100, stroke: 'BACK' },
          { id: 3, number: 3, gender: 'M', distance: 50, stroke: 'FREE' },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          athlete(1, 'Ann', 'F', '2014-05-01', [
            { id: 1, event: 1, time: 3105 },
            { id: 2, event: 2, time: 7560 },
          ]),
        ],
      },
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [athlete(3, 'Cal', 'M', '2015-03-01', [{ id: 3, event: 3, time: 3684 }])],
      },
    ],
  });
  const { modules, problems, content, swimmer } = await loadGalaContent({
    'galas/2026-10-october-open.lef': meet,
    'standards/braeshire-county-2027.yaml': block,
  });
  const marks = modules['galas/2026-10-october-open']?.gala.events.flatMap((e: any) =>
    e.swims.map((s: any) => [s.time, s.met, s.considered]),
  );

  it('is good content', () => assert.deepEqual(problems, []));

  it('marks the 31.05 as met and the 1:15.60 as a consideration time, as the guide says', () => {
    assert.deepEqual(marks, [
      [3105, ['Braeshire County'], undefined],
      [7560, undefined, ['Braeshire County']],
      [3684, undefined, undefined],
    ]);
  });

  it('says the 31.05 met the 31.20 by 0.15 s, alike on the gala and swimmer pages', () => {
    const swim = modules['galas/2026-10-october-open']!.gala.events[0].swims[0];
    assert.deepEqual(swim.targets, { 'Braeshire County': 3120 });
    const race = swimmer('Ann M.').standards[0].races.find((r: any) => r.stroke === 'FREE');
    assert.deepEqual([race.time, race.target, race.met], [3105, 3120, true]);
    const said = standardSentence(
      'met',
      { standard: 'Braeshire County', time: 3105, target: 3120 },
      content.results,
    );
    assert.equal(said, 'met the Braeshire County time of 31.20 by 0.15 s');
  });

  it('names the consideration time the 1:15.60 met, not the qualifying time', () => {
    const race = swimmer('Ann M.').standards[0].races.find((r: any) => r.stroke === 'BACK');
    assert.deepEqual([race.time, race.target, race.considered], [7560, 7600, true]);
  });

  it('says 0.84 s to go for the 36.84, as the guide says', () => {
    const [race] = swimmer('Cal M.').standards[0].races;
    assert.deepEqual(
      [race.time, race.target, race.met, race.considered],
      [3684, 3600, undefined, undefined],
    );
    // In the words results.yaml has for it (the test club's: the default).
    const said = standardSentence(
      'toGo',
      { standard: 'Braeshire County', time: race.time, target: race.target },
      content.results,
    );
    assert.equal(said, '0.84 s off the Braeshire County time of 36.00');
  });
});
