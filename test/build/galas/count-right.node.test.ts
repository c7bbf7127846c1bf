// What a gala counts, as a parent reads it: nothing new at a swimmer's first gala on the site, an
// equalled time never a new record.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { galaRecap } from '../../../src/lib/gala-recap.js';
import { words } from '../../fixtures/galas/modules.js';
import { galaOf, loadGalaContent, marks, meet } from '../../helpers/galas.js';

describe("a swimmer's first gala on the site", async () => {
  const { modules, content } = await loadGalaContent({
    'galas/2025-01-one.lef': meet('One', '2025-01-10', [4000, 4100, 0]),
    'galas/2025-02-two.lef': meet('Two', '2025-02-10', [3900, 4200, 4300]),
  });
  const [two, one] = content.galas;

  it('marks none of their swims a first time or a PB, and counts none', () => {
    assert.ok(galaOf(modules, '2025-01-one').events[0].swims.every((s: any) => !marks(s).length));
    assert.deepEqual([one.pbs, one.firsts, one.newcomers], [0, 0, 2]);
    // Cat's first gala is the second: her swim is not new either; Ann's is a PB.
    assert.deepEqual(
      galaOf(modules, '2025-02-two').events[0].swims.map((s: any) => [s.swimmer.name, marks(s)]),
      [
        ['Ann M.', ['pb', 'record']],
        ['Bea M.', []],
        ['Cat M.', []],
      ],
    );
    assert.deepEqual([two.pbs, two.firsts, two.newcomers], [1, 0, 1]);
  });

  it('says so once in the recap, the same words on the page and in the feed', () => {
    assert.ok(galaRecap(one, words).startsWith('2 swam, 2 times; PBs start here. 1/1/0 medals.'));
    assert.ok(galaRecap(two, words).startsWith('3 swam, 3 times, 1 PBs, 0 firsts. 1 new here.'));
  });
});

describe('a time equalled', async () => {
  const { modules, content } = await loadGalaContent({
    'galas/2025-01-one.lef': meet('One', '2025-01-10', [4000, 4100, 4200]),
    'galas/2025-02-two.lef': meet('Two', '2025-02-10', [3900, 4100, 4200]),
    // The same gala again a month later: every time the same.
    'galas/2025-03-again.lef': meet('Again', '2025-03-10', [3900, 4100, 4200]),
    // Bea equals Ann's record.
    'galas/2025-04-four.lef': meet('Four', '2025-04-10', [0, 3900, 0]),
  });
  const open = () =>
    content.records.tables.find((t: any) => t.ageGroup === 'Open').records[0].holders;

  it("is no PB and no record when it is the swimmer's own: nothing changes", () => {
    assert.ok(galaOf(modules, '2025-03-again').events[0].swims.every((s: any) => !marks(s).length));
    const again = content.galas.find((g: any) => g.id === '2025-03-again');
    assert.deepEqual([again.pbs, again.recap.records, again.recap.equalled], [0, [], undefined]);
    assert.ok(!galaRecap(again, words).includes('club records'));
  });

  it('makes another swimmer a joint holder, marked as equalled, never counted as new', () => {
    const four = content.galas.find((g: any) => g.id === '2025-04-four');
    assert.deepEqual(marks(galaOf(modules, '2025-04-four').events[0].swims[0]), ['pb', 'equalled']);
    assert.deepEqual(four.recap.records, []);
    assert.deepEqual(
      four.recap.equalled.map((s: any) => [s.swimmer.name, s.time]),
      [['Bea M.', 3900]],
    );
    assert.deepEqual(
      open().map((h: any) => [h.swimmer.name, h.gala]),
      [
        ['Ann M.', '2025-02-two'],
        ['Bea M.', '2025-04-four'],
      ],
    );
  });
});
