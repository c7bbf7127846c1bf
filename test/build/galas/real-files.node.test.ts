// What real meet files do that the spec leaves open: rounds it does not know, places written on a
// result, birth years alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { type FixtureResult, loadGalaContent } from '../../helpers/galas.js';
import { ev, swimmer } from '../../fixtures/galas/lochside-meets.js';

describe('what real meet files do', () => {
  const meet = (events: any[], results: FixtureResult[], birthdate = '2015-01-01') =>
    lenex({
      meet: { name: 'Odd Writer Gala', city: 'Lochside', course: 'SCM' },
      sessions: [{ date: '2026-06-20', events }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [swimmer(1, 'Ruth', 'Moir', 'F', birthdate, results)],
        },
      ],
    });

  it('keeps time trials and rounds the spec does not know, and counts neither', async () => {
    const file = meet(
      [
        ev(1, 1, 'F', 50, 'FREE', { round: 'TIMETRIAL' }),
        ev(2, 1, 'F', 50, 'FREE', { round: 'EXTRAHEATS' }),
      ],
      [
        { id: 1, event: 1, time: 3300 },
        { id: 2, event: 2, time: 3200 },
      ],
    );
    const { modules, content } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    assert.deepEqual(
      modules['galas/2026-06-odd-writer-gala'].gala.events.map((e: any) => [
        e.round,
        e.swims[0].time,
        e.swims[0].record,
        e.swims[0].pb,
      ]),
      [
        ['TIMETRIAL', 3300, undefined, undefined],
        ['EXTRAHEATS', 3200, undefined, undefined],
      ],
    );
    assert.deepEqual(content.records.tables, []);
  });

  it('takes the place on a result when the file has no rankings or result ids', async () => {
    const file = meet(
      [{ ...ev(1, 1, 'F', 50, 'FREE'), ageGroups: [{ min: -1, max: -1, rank: [] }] }],
      [{ id: undefined as any, event: 1, time: 3300, place: 2 } as any],
    );
    const { modules } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    assert.equal(modules['galas/2026-06-odd-writer-gala'].gala.events[0].swims[0].place, 2);
  });

  it('gives an age at year end from a birth year alone, and counts it in age groups', async () => {
    const file = lenex({
      meet: { name: 'Odd Writer Gala', city: 'Lochside', course: 'SCM' },
      sessions: [{ date: '2026-06-20', events: [ev(1, 1, 'F', 50, 'FREE')] }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [
            swimmer(1, 'Ruth', 'Moir', 'F', '2015-01-01', [{ id: 1, event: 1, time: 3300 }]),
            swimmer(2, 'Ella', 'Moir', 'F', '2012-01-01', [{ id: 2, event: 1, time: 3200 }]),
          ],
        },
      ],
    });
    const { modules, content } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    const { gala } = modules['galas/2026-06-odd-writer-gala'];
    assert.deepEqual(
      gala.events[0].swims.map((s: any) => s.age),
      [14, 11],
    );
    assert.equal(gala.agesAt, undefined);
    // 13 and over's table (Ella's time alone) repeats Open's, so it is left out, and named on
    // Open's.
    assert.deepEqual(
      content.records.tables.map((t: any) => [t.ageGroup, t.sameFor]),
      [
        ['11–12', undefined],
        ['Open', ['13 and over']],
      ],
    );
    assert.equal(content.records.agesByYearEnd, true);
  });

  it('gives no age from a birth year alone when the meet ages swimmers another day', async () => {
    const file = meet([ev(1, 1, 'F', 50, 'FREE')], [{ id: 1, event: 1, time: 3300 }]).replace(
      '<SESSIONS>',
      '<AGEDATE type="DATE" value="2026-06-20"/><SESSIONS>',
    );
    const { modules } = await loadGalaContent({ 'galas/2026-06-odd.lef': file });
    assert.equal(modules['galas/2026-06-odd-writer-gala'].gala.events[0].swims[0].age, undefined);
    assert.equal(modules['galas/2026-06-odd-writer-gala'].gala.agesAt, undefined);
  });
});
