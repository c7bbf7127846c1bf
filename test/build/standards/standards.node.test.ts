// Qualifying times (content/standards/) against the club's swims, by each standard's own rules:
// ages on its date, the swims that count, its pool, upper limits, the margin of "close", and
// withheld swimmers never listed. Fixtures written here: a meet, a typed table and a Lenex file.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { stringify } from 'yaml';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { standardSentence } from '../../../src/lib/standard-words.js';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';

const athlete = (id: number, first: string, gender: string, birthdate: string, results: any[]) => ({
  id,
  first,
  last: 'Moir',
  gender,
  birthdate,
  results,
});

// A 25 m gala on 14 November 2026 and a 50 m one on 6 February 2027.
const scm = lenex({
  meet: { name: 'Winter Open', city: 'Lochside', course: 'SCM' },
  sessions: [
    {
      date: '2026-11-14',
      events: [
        { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' },
        { id: 2, number: 2, gender: 'M', distance: 50, stroke: 'FREE' },
        { id: 3, number: 3, gender: 'F', distance: 100, stroke: 'BACK' },
      ],
    },
  ],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [
        // 11 on the day, 12 by 31 December.
        athlete(1, 'Ann', 'F', '2014-12-20', [{ id: 1, event: 1, time: 3800 }]),
        // Exactly on the time, and 2 % over another, to the hundredth.
        athlete(2, 'Bea', 'F', '2014-01-10', [
          { id: 2, event: 1, time: 3600 },
          { id: 3, event: 3, time: 7650 },
        ]),
        // Faster than the upper limit.
        athlete(3, 'Cal', 'M', '2014-02-02', [{ id: 4, event: 2, time: 2500 }]),
        // Withheld, and close.
        athlete(4, 'Dot', 'F', '2014-03-03', [{ id: 5, event: 1, time: 3650 }]),
        // Just outside the margin.
        athlete(5, 'Eve', 'F', '2014-04-04', [{ id: 6, event: 3, time: 7651 }]),
      ],
    },
  ],
});
const lcm = lenex({
  meet: { name: 'Spring Long Course', city: 'Lochside', course: 'LCM' },
  sessions: [
    {
      date: '2027-02-06',
      events: [{ id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' }],
    },
  ],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [athlete(1, 'Ann', 'F', '2014-12-20', [{ id: 1, event: 1, time: 3500 }])],
    },
  ],
});

const table = (settings: Record<string, unknown> = {}) =>
  stringify({
    name: 'Lochside County Championships 2027',
    short: 'County',
    pool: '25 m',
    ageOn: '2026-12-31',
    from: '2026-09-01',
    to: '2027-03-31',
    close: 2,
    times: {
      girls: {
        11: { '50 m Freestyle': 40.0 },
        12: { '50 m Freestyle': 36.0, '100 m Backstroke': '1:15.00' },
      },
      boys: { 12: { '50 m Freestyle': { time: 32.0, limit: 26.0 } } },
    },
    ...settings,
  });

const galas = { 'galas/2026-11-winter-open.lef': scm, 'galas/2027-02-spring-lc.lef': lcm };
const withheld = { 'results.yaml': resultsYaml({ withheld: ['Dot Moir'] }) };

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

const lenexStandards = (
  lists: string,
  meet = '<MEETS><MEET name="Lochside Open 2027" city="Lochside" course="SCM"><AGEDATE type="YEAR" value="2026-06-01"/><QUALIFY from="2026-01-01" until="2026-12-31"/></MEET></MEETS>',
) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0"><CONSTRUCTOR name="t" version="1"><CONTACT email="t@example.org"/></CONSTRUCTOR>${meet}<TIMESTANDARDLISTS>${lists}</TIMESTANDARDLISTS></LENEX>`;
const list = (
  id: number,
  type: string,
  gender: string,
  min: number,
  max: number,
  time: string,
  distance = 50,
  stroke = 'FREE',
) =>
  `<TIMESTANDARDLIST timestandardlistid="${id}" name="Lochside Open" course="SCM" gender="${gender}" type="${type}"><AGEGROUP agegroupid="${id}" agemin="${min}" agemax="${max}"/><TIMESTANDARDS><TIMESTANDARD swimtime="${time}"><SWIMSTYLE distance="${distance}" relaycount="1" stroke="${stroke}"/></TIMESTANDARD></TIMESTANDARDS></TIMESTANDARDLIST>`;

describe("a meet's Lenex file of qualifying times", () => {
  it('reads MAXIMUM lists as qualifying times, MINIMUM as upper limits, AGEDATE YEAR as 31 December', async () => {
    const file = lenexStandards(
      [
        list(1, 'MAXIMUM', 'F', 12, 12, '00:00:36.00'),
        list(2, 'MAXIMUM', 'M', 12, 12, '00:00:32.00'),
        list(3, 'MINIMUM', 'M', 12, 12, '00:00:26.00'),
      ].join(''),
    );
    const { modules, problems } = await loadGalaContent({
      ...galas,
      'standards/open-2027.lef': file,
    });
    assert.deepEqual(problems, []);
    const page = modules['standards/open-2027'].standard;
    assert.deepEqual(
      [page.name, page.short, page.ageOn, page.from, page.to],
      ['Lochside Open 2027', 'Lochside Open', '2026-12-31', '2026-01-01', '2026-12-31'],
    );
    const swims = modules['galas/2026-11-winter-open'].gala.events.flatMap((e: any) =>
      e.swims.map((s: any) => [s.swimmer.name, s.met]),
    );
    assert.deepEqual(
      swims.filter(([, met]: any) => met),
      [['Bea M.', ['Lochside Open']]],
    );
  });

  it('says so when the file holds no qualifying times', async () => {
    const { problems } = await loadGalaContent({
      ...galas,
      'standards/results.lef': lenexStandards(''),
    });
    assert.equal(problems.length, 1);
    assert.match(
      problems[0]!,
      /^content\/standards\/results\.lef, line 1: it holds no qualifying times/,
    );
  });

  it('names the line of a time it cannot read', async () => {
    const { problems } = await loadGalaContent({
      ...galas,
      'standards/bad.lef': lenexStandards(`\n${list(1, 'MAXIMUM', 'F', 12, 12, 'soon')}`),
    });
    assert.match(problems[0]!, /^content\/standards\/bad\.lef, line 3: "soon" is not a swim time/);
  });
});

describe('mistakes in a typed table', () => {
  it('names the file, line and field of each, all in one build', async () => {
    // The names around the times were once said only after the times read: two rounds of fixes.
    const yaml = table()
      .replace('50 m Freestyle: 40', '50 m Frog: 40')
      .replace('boys:', 'lads:')
      .replace('1:15.00', 'soon')
      .replace('"11":', 'eleven:');
    const { problems } = await loadGalaContent({ ...galas, 'standards/county-2027.yaml': yaml });
    const lineOf = (text: string) => yaml.split('\n').findIndex((l) => l.includes(text)) + 1;
    assert.deepEqual(problems, [
      `content/standards/county-2027.yaml, line ${lineOf('eleven')} (times › girls › eleven): "eleven" is not an age; write it like 12, 11-12, 10 and under or 17 and over`,
      `content/standards/county-2027.yaml, line ${lineOf('50 m Frog')} (times › girls › eleven › 50 m Frog): "50 m Frog" is not a race; write it like 100 m Backstroke or 200 m Individual Medley`,
      `content/standards/county-2027.yaml, line ${lineOf('100 m Backstroke')} (times › girls › 12 › 100 m Backstroke › time): "soon" is not a time; write minutes:seconds.hundredths, like 1:05.32, or 32.10 for under a minute`,
      `content/standards/county-2027.yaml, line ${lineOf('lads')} (times › lads): "lads" should be girls or boys`,
    ]);
  });

  it('refuses a file of another kind, by name', async () => {
    const { problems } = await loadGalaContent({ ...galas, 'standards/county.pdf': 'x' });
    assert.match(
      problems[0]!,
      /^content\/standards\/county\.pdf, line 1: only qualifying times go in content\/standards\//,
    );
  });
});

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

  it('says the 31.05 met the 31.20 by 0.15 s, the same on the gala page as on the swimmer page', () => {
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
