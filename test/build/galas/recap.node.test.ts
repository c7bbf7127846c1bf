// A gala's recap: its figures from the marked swims (scripts/build/galas/recap.mjs) and its
// words (src/lib/gala-recap.ts), the same on its page and in its feed entry.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { galaRecap } from '../../../src/lib/gala-recap.js';
import { words } from '../../fixtures/galas/modules.js';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';

const athlete = (id: number, first: string, results: any[]) => ({
  id,
  first,
  last: 'Moir',
  gender: 'F',
  birthdate: '2009-01-01',
  results,
});
const meet = (name: string, date: string, times: number[]) =>
  lenex({
    meet: { name, city: 'Lochside', course: 'SCM' },
    sessions: [{ date, events: [{ id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' }] }],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: ['Ann', 'Bea', 'Cat', 'Dot', 'Eve'].map((first, i) =>
          athlete(i + 1, first, times[i] ? [{ id: i + 1, event: 1, time: times[i] }] : []),
        ),
      },
    ],
  });

describe("a gala's recap", async () => {
  const { modules, content } = await loadGalaContent({
    'galas/2025-01-first.lef': meet('First', '2025-01-10', [4000, 4000, 4000, 4000, 4000]),
    // Dot is withheld; Eve swims a first time.
    'galas/2025-02-second.lef': meet('Second', '2025-02-10', [3900, 3800, 3700, 3500, 3999]),
    'results.yaml': resultsYaml({ withheld: ['Dot Moir'] }),
  });
  const second = content.galas.find((g: any) => g.id === '2025-02-second');

  it('counts the valid swims and names the three biggest drops, never a withheld swimmer', () => {
    assert.equal(second.recap.swims, 5);
    assert.deepEqual(
      second.recap.improvements.map((i: any) => [i.swimmer.name, i.drop]),
      [
        ['Cat M.', 300],
        ['Bea M.', 200],
        ['Ann M.', 100],
      ],
    );
  });

  it('says it in the words results.yaml gives, a sentence each, none with nothing to say', () => {
    const said = galaRecap(second, words);
    assert.ok(
      said.startsWith(
        `${second.swimmers} swam, 5 times, ${second.pbs} PBs, ${second.firsts} firsts. Most ` +
          `improved: Cat M. (50m Freestyle) by 3.00, `,
      ),
    );
    assert.ok(!said.includes('Meet times'), 'no standards: no sentence');
  });

  it("is on the gala's module for its page, and left out of the lists of galas", () => {
    assert.deepEqual(modules['galas/2025-02-second'].gala.recap, second.recap);
    assert.equal(JSON.stringify(modules.galas).includes('recap'), false);
  });

  it('says nothing for a gala with no valid swims', () => {
    assert.equal(
      galaRecap(
        { ...second, recap: { swims: 0, records: 0, improvements: [], standards: [] } },
        words,
      ),
      '',
    );
  });
});
