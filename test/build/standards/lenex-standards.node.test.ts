// Qualifying times from a meet's Lenex file (its time standard lists), and the mistakes of a typed
// table: each named with its file, line and field.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent } from '../../helpers/galas.js';
import { galas, table } from '../../fixtures/galas/winter-standards.js';

const lenexStandards = (
  lists: string,
  meet = '<MEETS><MEET name="Lochside Open 2027" city="Lochside" course="SCM">' +
    '<AGEDATE type="YEAR" value="2026-06-01"/><QUALIFY from="2026-01-01" until="2026-12-31"/>' +
    '</MEET></MEETS>',
) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0">' +
  '<CONSTRUCTOR name="t" version="1"><CONTACT email="t@example.org"/></CONSTRUCTOR>' +
  `${meet}<TIMESTANDARDLISTS>${lists}</TIMESTANDARDLISTS></LENEX>`;
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
  `<TIMESTANDARDLIST timestandardlistid="${id}" name="Lochside Open" course="SCM" ` +
  `gender="${gender}" type="${type}">` +
  `<AGEGROUP agegroupid="${id}" agemin="${min}" agemax="${max}"/>` +
  `<TIMESTANDARDS><TIMESTANDARD swimtime="${time}">` +
  `<SWIMSTYLE distance="${distance}" relaycount="1" stroke="${stroke}"/>` +
  '</TIMESTANDARD></TIMESTANDARDS></TIMESTANDARDLIST>';

describe("a meet's Lenex file of qualifying times", () => {
  it('reads MAXIMUM, MINIMUM and AGEDATE YEAR as times, upper limits and 31 December', async () => {
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
      `content/standards/county-2027.yaml, line ${lineOf('eleven')} (times › girls › ` +
        `eleven): "eleven" is not an age; write it like 12, 11-12, 10 and under or 17 and over`,
      `content/standards/county-2027.yaml, line ${lineOf('50 m Frog')} (times › girls › ` +
        `eleven › 50 m Frog): "50 m Frog" is not a race; write it like 100 m Backstroke or 200 ` +
        `m Individual Medley`,
      `content/standards/county-2027.yaml, line ${lineOf('100 m Backstroke')} (times › girls ` +
        `› 12 › 100 m Backstroke › time): "soon" is not a time; write ` +
        `minutes:seconds.hundredths, like 1:05.32, or 32.10 for under a minute`,
      `content/standards/county-2027.yaml, line ${lineOf('lads')} (times › lads): "lads" ` +
        `should be girls or boys`,
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
