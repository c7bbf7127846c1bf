// Qualifying times (content/standards/) against the club's swims, by each standard's own rules:
// ages on its date, the swims that count, its pool, upper limits, the margin of "close", and
// withheld swimmers never listed. Fixtures written here: a meet, a typed table and a Lenex file.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent } from '../../helpers/galas.js';
import { galas, table, withheld } from '../../fixtures/galas/winter-standards.js';

describe('a typed table of qualifying times', async () => {
  const { modules, problems, swimmer } = await loadGalaContent({
    ...galas,
    ...withheld,
    'standards/county-2027.yaml': table(),
  });
  const swims = modules['galas/2026-11-winter-open'].gala.events.flatMap((e: any) =>
    e.swims.map((s: any) => [s.swimmer.name, s.time, s.met]),
  );
  const page = modules['standards/county-2027'].standard;
  const listed = (stroke: string) =>
    page.groups
      .filter((g: any) => g.stroke === stroke)
      .flatMap((g: any) => g.swimmers.map((s: any) => [s.swimmer.name, s.time]));

  it('reads the table without a problem', () => assert.deepEqual(problems, []));

  it("takes ages on the standard's date, across 31 December, not the gala's day", () => {
    // Ann is 11 at the gala (40.00 would do) but 12 on 31 December: 36.00.
    assert.deepEqual(
      swims.find((s: any) => s[0] === 'Ann M.'),
      ['Ann M.', 3800, undefined],
    );
    assert.equal(swimmer('Ann M.').standards[0].races[0].target, 3600);
  });

  it('marks a swim on the time exactly as having met it, with the short name', () => {
    assert.deepEqual(
      swims.find((s: any) => s[0] === 'Bea M.' && s[1] === 3600),
      ['Bea M.', 3600, ['County']],
    );
    assert.deepEqual(modules['galas/2026-11-winter-open'].gala.standards, [
      { id: 'county-2027', name: 'Lochside County Championships 2027', short: 'County' },
    ]);
  });

  it('never counts a swim faster than the upper limit', () => {
    assert.deepEqual(
      swims.find((s: any) => s[0] === 'Cal M.'),
      ['Cal M.', 2500, undefined],
    );
    assert.equal(swimmer('Cal M.').standards, undefined);
  });

  it('never judges a 50 m time against 25 m times', () => {
    const ann = swimmer('Ann M.').standards[0].races;
    assert.deepEqual(
      ann.map((r: any) => [r.course, r.time]),
      [['SCM', 3800]],
    );
  });

  it('lists as close a time exactly at the margin and leaves out one a hundredth over', () => {
    // 1:15.00 + 2 % is 1:16.50.
    assert.deepEqual(listed('BACK'), [['Bea M.', 7650]]);
  });

  it("never lists a withheld swimmer on the standard's page", () => {
    // Dot's 36.50 is within 2 % of 36.00; Ann's 38.00 is not.
    assert.deepEqual(listed('FREE'), [['Bea M.', 3600]]);
    assert.ok(!JSON.stringify(page).includes('Dot'));
    assert.ok(!JSON.stringify(page).includes('Club swimmer'));
  });

  it('says per race how far a swimmer is from a time not met', () => {
    assert.deepEqual(swimmer('Bea M.').standards[0].races, [
      {
        distance: 50,
        stroke: 'FREE',
        relayCount: 1,
        course: 'SCM',
        time: 3600,
        target: 3600,
        met: true,
      },
      { distance: 100, stroke: 'BACK', relayCount: 1, course: 'SCM', time: 7650, target: 7500 },
    ]);
  });
});

describe("a standard's rules", () => {
  it('takes ages on the day of the swim where the standard says so', async () => {
    const { modules } = await loadGalaContent({
      ...galas,
      'standards/day.yaml': table({ ageOn: 'day of the swim' }),
    });
    const ann = modules['galas/2026-11-winter-open'].gala.events[0].swims.find(
      (s: any) => s.swimmer.name === 'Ann M.',
    );
    assert.deepEqual(ann.met, ['County']);
  });

  it('leaves out a swim outside the dates that count', async () => {
    const { modules, swimmer } = await loadGalaContent({
      ...galas,
      'standards/late.yaml': table({ from: '2026-12-01' }),
    });
    assert.equal(modules['galas/2026-11-winter-open'].gala.standards, undefined);
    assert.equal(swimmer('Bea M.').standards, undefined);
  });

  it('counts a 50 m time against 50 m times', async () => {
    const { modules } = await loadGalaContent({
      ...galas,
      'standards/long.yaml': table({ pool: '50 m', to: undefined }),
    });
    assert.deepEqual(modules['galas/2027-02-spring-long-course'].gala.events[0].swims[0].met, [
      'County',
    ]);
    assert.deepEqual(modules['galas/2026-11-winter-open'].gala.standards, undefined);
  });
});
