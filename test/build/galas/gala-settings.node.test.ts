// What the club's settings in results.yaml change in the galas the build makes: ages, names,
// withheld swimmers, a gala's title and note, the club's code, checked exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lxf } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';
import { files, spring } from '../../fixtures/galas/lochside-meets.js';

describe("the club's settings for galas", () => {
  it('ages swimmers on 31 December when the club says so', async () => {
    const { modules, content } = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ ageRule: 'year-end' }),
    });
    assert.deepEqual(
      modules['galas/2027-01-lochside-winter-sprint'].gala.events[3].swims.map((s: any) => [
        s.swimmer.name,
        s.age,
      ]),
      [
        ['Zoë N.', 11],
        ['Åsa B.', 10],
      ],
    );
    assert.deepEqual(
      content.records.tables.filter((t: any) => t.course === 'SCM').map((t: any) => t.ageGroup),
      ['10 and under', '11–12', 'Open'],
    );
    assert.equal(content.records.ageRule, 'year-end');
  });

  it('shows full or first names with accents kept, each swimmer at their own address', async () => {
    const full = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ names: 'full' }),
    });
    assert.deepEqual(full.content.swimmers.slice(0, 2), [
      { slug: 'zoe-ni-bhriain-dskff', name: 'Zoë Ní Bhriain' },
      { slug: 'asa-berg-w2znx', name: 'Åsa Berg' },
    ]);
    const first = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ names: 'first' }),
    });
    assert.deepEqual(
      first.content.swimmers
        .filter((s: any) => s.name === 'Tom' || s.name === 'Max' || s.slug.startsWith('a'))
        .map((s: any) => s.slug),
      ['asa-w2znx', 'amy-x6xwf', 'tom-8bhx3', 'max-t4w83', 'ann-v8yth'],
    );
  });

  it('leaves a withheld swimmer out but as "Club swimmer" in relays and records', async () => {
    const { modules, content } = await loadGalaContent({
      ...files,
      'results.yaml': resultsYaml({ withheld: ['Zoë Ní Bhriain'] }),
    });
    const { events } = modules['galas/2027-01-lochside-winter-sprint'].gala;
    const swimmers = events.flatMap((e: any) =>
      e.swims.filter((s: any) => !s.legs).map((s: any) => s.swimmer.name),
    );
    assert.ok(swimmers.length && !swimmers.includes('Club swimmer'), swimmers.join());
    const relay = events.find((e: any) => e.relayCount > 1);
    assert.deepEqual(relay.swims[0].legs[0].swimmer, { name: 'Club swimmer' });
    assert.ok(!Object.keys(modules).some((m) => m.startsWith('swimmers/zoe')));
    assert.ok(!content.swimmers.some((s: any) => s.name.startsWith('Zo')));
    const backstroke = content.records.tables
      .find((t: any) => t.course === 'SCM' && t.ageGroup === 'Open')
      .records.find((r: any) => r.stroke === 'BACK');
    assert.deepEqual(
      backstroke.holders.map((h: any) => h.swimmer),
      [{ name: 'Club swimmer' }, { name: 'Åsa B.', slug: 'asa-b-w2znx' }],
    );
    // Not even the list of withheld names is published.
    assert.ok(!JSON.stringify(modules).includes('Zoë'));
    assert.equal(modules.results.results.withheld, undefined);
  });

  it("takes a gala's title, note, event and club as results.yaml gives them", async () => {
    const galas = {
      '2027-03-lochside-long-course': {
        title: 'Spring long course',
        note: 'Well swum, all.',
        event: 'spring-meet',
        club: 'LSC',
      },
    };
    const events =
      '- id: spring-meet\n  title: Spring meet\n  date: 2027-03-06\n' +
      '  place: Pool\n  description: A meet.\n';
    const { problems, modules } = await loadGalaContent({
      'galas/2027-03-lochside-long-course.lxf': lxf(spring),
      'results.yaml': resultsYaml({ club: 'Nobody', galas }),
      'events.yaml': events,
    });
    assert.deepEqual(problems, []);
    const { title, note, event, swimmers } = modules['galas/2027-03-lochside-long-course'].gala;
    assert.deepEqual(
      { title, note, event, swimmers },
      { title: 'Spring long course', note: 'Well swum, all.', event: 'spring-meet', swimmers: 1 },
    );
    assert.equal(modules.galas.galas[0].note, undefined, 'the list carries no notes');
  });

  it('finds the club by a code that names one club only', async () => {
    const { problems, modules } = await loadGalaContent({
      'galas/2027-03-lochside-long-course.lxf': lxf(spring),
      'results.yaml': resultsYaml({ club: 'LSC' }),
    });
    assert.deepEqual(problems, []);
    assert.equal(modules['galas/2027-03-lochside-long-course'].gala.swimmers, 1);
  });

  it('says a file whose times are all zero has no results yet', async () => {
    const zero = spring.replace('00:00:37.00', '00:00:00.00');
    const { modules } = await loadGalaContent({ 'galas/2027-03-entries.lef': zero });
    assert.equal(modules.galas.galas[0].hasResults, false);
    assert.deepEqual(modules['galas/2027-03-lochside-long-course'].gala.events[0].swims, [
      { swimmer: { name: 'Zoë N.', slug: 'zoe-n-dskff', key: 'zoe n.' }, age: 11 },
    ]);
    assert.deepEqual(modules['swimmers/zoe-n-dskff'].swimmer.races, []);
  });
});
