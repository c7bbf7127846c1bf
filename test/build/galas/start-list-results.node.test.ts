// When the results file arrives, the gala takes the start list's address, with the entry times,
// and the build says which file it uses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent } from '../../helpers/galas.js';
import {
  address,
  athlete,
  events,
  meet,
  session,
  startList,
} from '../../fixtures/galas/start-list.js';

describe('when the results arrive', async () => {
  const results = lenex({
    meet,
    sessions: [{ ...session, events: events.map(({ heats: _heats, ...e }) => e) }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          {
            ...athlete(1, 'Ailsa', 'Murray', [{ event: 1, time: 9000 }]),
            results: [{ id: 1, event: 1, time: 8923 }],
          },
        ],
      },
    ],
  });
  // The results file's name sorts before and after the start list's: the results win either way.
  for (const name of ['a-results.lef', 'z-results.lef']) {
    it(`shows them at the start list's address, naming the file used (${name})`, async () => {
      const { modules, problems, galaAddresses } = await loadGalaContent({
        'galas/start-list.lef': startList(),
        [`galas/${name}`]: results,
      });
      assert.deepEqual(problems, []);
      const { gala } = modules[address];
      assert.equal(gala.hasResults, true);
      assert.equal(gala.schedule, undefined);
      assert.deepEqual(
        gala.events[0].swims.map((s: any) => [s.swimmer.name, s.time, s.entry]),
        [['Ailsa M.', 8923, 9000]],
      );
      assert.deepEqual(
        galaAddresses.map((a: any) => [a.file.split('/').pop(), a.address, Boolean(a.note)]),
        [
          [name, '2026-12-winter-open', false],
          ['start-list.lef', '2026-12-winter-open', true],
        ],
      );
    });
  }

  it('prefers results to entries and the start list, naming the file used for each', async () => {
    const entries = startList().replace(/ heatid="\d+"/g, '');
    const { problems, galaAddresses, modules } = await loadGalaContent({
      'galas/entries.lef': entries,
      'galas/start-list.lef': startList(),
      'galas/results.lef': results,
    });
    assert.deepEqual(problems, []);
    assert.equal(modules[address].gala.hasResults, true);
    assert.deepEqual(
      galaAddresses.map((a: any) => [a.file.split('/').pop(), a.note?.replace(/\S*\//g, '')]),
      [
        ['results.lef', undefined],
        ['entries.lef', 'set aside: results.lef is later news of the same meet'],
        ['start-list.lef', 'set aside: results.lef is later news of the same meet'],
      ],
    );
  });

  it('still refuses two results files of one address', async () => {
    const { problems } = await loadGalaContent({
      'galas/one.lef': results,
      'galas/two.lef': results,
    });
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /would both be the gala at \/results\/2026-12-winter-open/);
  });
});
