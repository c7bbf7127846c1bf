// An invitation read for the club: who of ours may enter each event by gender and age on the
// meet's age date, their best in the qualifying window in the meet's pool from the galas on the
// site, against the meet's time to beat and upper limit; what the site cannot judge left unjudged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from '../../fixtures/galas/winter-cup.js';

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

  it("lists each event's entrants by gender and age at year end, with best and targets", () => {
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

  it('takes each age on that day: twelve by year end but eleven on it is not in the 12s', () => {
    assert.equal(before.agesOn, '2026-12-12');
    assert.deepEqual(
      table(before).filter((row: any[]) => row[1] === 'Dan M.'),
      [],
    );
  });
});
