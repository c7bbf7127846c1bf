// How the build reads a masters meet as parents and coaches read one: places within the meet's
// age groups, races open to both listed per gender, masters' bands, and what else the file says.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent } from '../../helpers/galas.js';
import { masters, mastersYaml } from '../../fixtures/galas/masters.js';

describe('a masters meet', async () => {
  const { modules, content, problems } = await loadGalaContent({
    'galas/2026-11-masters.lef': masters,
    'results.yaml': mastersYaml.replace(
      'words:\n',
      'words:\n  adultGenders: { from: 18, F: Women, M: Men }\n',
    ),
  });
  const { gala } = modules['galas/2026-11-masters-champs'];

  it('reads the file without a problem', () => assert.deepEqual(problems, []));

  it('lists a race open to both once per gender, adults as adults', () => {
    assert.deepEqual(
      gala.events.map((e: any) => [e.gender, e.adults, e.swims.map((s: any) => s.swimmer.name)]),
      [
        ['F', true, ['Ann M.', 'Bea M.', 'Dot M.']],
        ['M', true, ['Cal M.']],
        ['F', true, ['Bea M.']],
      ],
    );
  });

  it('gives each place with the age band it was won in', () => {
    assert.deepEqual(
      gala.events.flatMap((e: any) => e.swims.map((s: any) => [s.swimmer.name, s.place, s.group])),
      [
        ['Ann M.', 1, '25–29 years'],
        ['Bea M.', 2, '45–49 years'],
        ['Dot M.', undefined, undefined],
        ['Cal M.', 1, '45–49 years'],
        // One age group alone is in the event's heading, not beside each place.
        ['Bea M.', 1, undefined],
      ],
    );
  });

  it("keeps the file's points, heat, lane, entry time and a disqualification's reason", () => {
    const [ann, , dot] = gala.events[0].swims;
    assert.deepEqual([ann.points, ann.heat, ann.lane, ann.entry], [640, 3, 4, 3100]);
    assert.equal(gala.pointsTable, 'Masters Points 2016');
    assert.deepEqual([dot.status, dot.reason], ['DSQ', 'Start before the signal']);
  });

  it("keeps records in the club's five-year bands per gender, each table once, for adults", () => {
    assert.deepEqual(
      content.records.tables.map((t: any) => [
        t.gender,
        t.ageGroup,
        t.adults,
        t.records[0].holders[0].swimmer.name,
        t.sameFor,
      ]),
      [
        ['F', '25–29', true, 'Ann M.', undefined],
        ['F', '45–49', true, 'Bea M.', undefined],
        ['F', 'Open', true, 'Ann M.', undefined],
        // Men's 45–49 repeats Men's Open: left out, and named on Open's.
        ['M', 'Open', true, 'Cal M.', ['45–49']],
      ],
    );
  });

  it('counts no first time or PB at a first gala here, and no record where none stood', () => {
    assert.deepEqual(
      [modules.galas.galas[0].pbs, modules.galas.galas[0].firsts, modules.galas.galas[0].newcomers],
      [0, 0, 4],
    );
    assert.ok(
      gala.events.every((e: any) => e.swims.every((s: any) => !s.record && !s.pb && !s.first)),
    );
  });
});
