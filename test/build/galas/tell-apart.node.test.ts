// Two swimmers shown under one name (names: initial) are told apart wherever they show, and
// /swimmers lists everyone with a page A to Z (scripts/build/galas/tell-apart.mjs, load.mjs).
// Run: node scripts/test/node.mjs test/build/galas/tell-apart.node.test.ts
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { fixtureAthlete, loadGalaContent } from '../../helpers/galas.js';

// One swim each: girls in event 1, boys in event 2.
const athlete = (
  id: number,
  first: string,
  last: string,
  gender: string,
  birthdate: string,
  time: number,
) =>
  fixtureAthlete(id, first, last, gender, birthdate, [
    { id: id * 10, event: gender === 'F' ? 1 : 2, time },
  ]);

// 9 January 2027, ages on the day: Ann Smith 10, Ann Stewart 12; Sam Reid and Sam Ross both 11.
const gala = lenex({
  meet: { name: 'Lochside Winter Sprint', city: 'Lochside', course: 'SCM', pool: 'Lochside Baths' },
  sessions: [
    {
      date: '2027-01-09',
      events: [
        { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' },
        { id: 2, number: 2, gender: 'M', distance: 50, stroke: 'FREE' },
      ],
    },
  ],
  clubs: [
    {
      code: 'LSC',
      name: 'Lochside SC',
      athletes: [
        athlete(1, 'Ann', 'Smith', 'F', '2016-05-01', 3900),
        athlete(2, 'Ann', 'Stewart', 'F', '2014-03-03', 3500),
        athlete(3, 'Sam', 'Reid', 'M', '2015-06-06', 3700),
        athlete(4, 'Sam', 'Ross', 'F', '2015-07-07', 3800),
        athlete(5, 'Éva', 'Bell', 'F', '2015-08-08', 3600),
      ],
    },
  ],
});

describe('swimmers shown alike', () => {
  it('tells two apart by age group, else gender and age group; a lone name stays', async () => {
    const { content, modules, problems } = await loadGalaContent({
      'galas/2027-01-winter.lef': gala,
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(
      content.swimmerList.swimmers.map((s: any) =>
        s.key ? [s.name, s.group, s.key] : [s.name, s.group],
      ),
      [
        ['Ann S.', '11–12'],
        ['Ann S.', '13 and over'],
        ['Éva B.', undefined, 'eva b.'],
        ['Sam R.', 'Boys, 11–12'],
        ['Sam R.', 'Girls, 11–12'],
      ],
    );
    // The gala's page shows the same words beside the names.
    const refs = modules['galas/2027-01-lochside-winter-sprint'].gala.events.flatMap((e: any) =>
      e.swims.map((s: any) => s.swimmer),
    );
    assert.ok(refs.some((r: any) => r.name === 'Ann S.' && r.group === '11–12'));
    assert.ok(refs.some((r: any) => r.name === 'Sam R.' && r.group === 'Girls, 11–12'));
  });

  it('tells apart two names alike but for an accent, as a reader cannot', async () => {
    const accents = lenex({
      meet: {
        name: 'Lochside Spring Sprint',
        city: 'Lochside',
        course: 'SCM',
        pool: 'Lochside Baths',
      },
      sessions: [
        {
          date: '2027-03-06',
          events: [{ id: 2, number: 2, gender: 'M', distance: 50, stroke: 'FREE' }],
        },
      ],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [
            athlete(1, 'Benoit', 'Dunn', 'M', '2016-05-01', 3900),
            athlete(2, 'Benoît', 'Dey', 'M', '2013-03-03', 3500),
          ],
        },
      ],
    });
    const { content } = await loadGalaContent({ 'galas/2027-03-spring.lef': accents });
    assert.deepEqual(
      content.swimmerList.swimmers.map((s: any) => [s.name, s.group]),
      [
        ['Benoit D.', '11–12'],
        ['Benoît D.', '13 and over'],
      ],
    );
  });
});
