// A record the meet's file lists is noted on the swim that set it, in the list's words.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { galaRecap } from '../../../src/lib/gala-recap.js';
import { words } from '../../fixtures/galas/modules.js';
import { athlete, freestyle, galaOf, loadGalaContent } from '../../helpers/galas.js';

describe("a record the meet's file lists", async () => {
  const list = (date: string, time: number) => ({
    name: 'Lochside Masters Records',
    course: 'SCM',
    gender: 'F',
    records: [{ distance: 50, stroke: 'FREE', time, first: 'Ann', last: 'Moir', date }],
  });
  const file = (lists: any[]) =>
    lenex({
      meet: { name: 'Open Meet', city: 'Lochside', course: 'SCM' },
      sessions: [{ date: '2025-06-10', events: [freestyle] }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [athlete(1, 'Ann', '1985-01-01', [{ id: 1, event: 1, time: 3100 }])],
        },
      ],
      recordLists: lists,
    });

  it('notes the swim that set it here, in the list’s words, and no other', async () => {
    const set = await loadGalaContent({
      'galas/2025-06-open.lef': file([list('2025-06-10', 3100)]),
    });
    assert.equal(
      galaOf(set.modules, '2025-06-open-meet').events[0].swims[0].note,
      'Lochside Masters Records',
    );
    assert.ok(
      galaRecap(set.content.galas[0], words).includes(
        'Meet says Lochside Masters Records: Ann M. (50m Freestyle) 31.00.',
      ),
    );
    // The same time, set at another meet years before: not this swim's.
    const older = await loadGalaContent({
      'galas/2025-06-open.lef': file([list('2015-06-10', 3100)]),
    });
    assert.equal(galaOf(older.modules, '2025-06-open-meet').events[0].swims[0].note, undefined);
  });
});
