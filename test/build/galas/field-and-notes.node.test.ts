// A swim's place out of its field, the meet's own notes and drills by name, on the page and in the
// recap.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { galaRecap } from '../../../src/lib/gala-recap.js';
import { raceName } from '../../../src/lib/gala-words.js';
import { words } from '../../fixtures/galas/modules.js';
import { athlete, freestyle, galaOf, loadGalaContent } from '../../helpers/galas.js';

describe("a place, its field and the meet's notes", async () => {
  const file = lenex({
    meet: { name: 'Open Meet', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-06-10',
        events: [
          freestyle,
          {
            id: 2,
            number: 2,
            gender: 'F',
            distance: 50,
            stroke: 'UNKNOWN',
            technique: 'KICK',
            name: '50m Brust Beine Frauen',
          },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          athlete(1, 'Ann', '2009-01-01', [
            { id: 1, event: 1, time: 3100, comment: 'New county record' },
            { id: 4, event: 2, time: 5000 },
          ]),
        ],
      },
      {
        code: 'OTH',
        name: 'Other SC',
        athletes: [
          athlete(2, 'Zara', '2009-01-01', [{ id: 2, event: 1, time: 3000 }], 'Quill'),
          athlete(3, 'Yve', '2009-01-01', [{ id: 3, event: 1, time: 3200 }], 'Quill'),
        ],
      },
    ],
  });
  const { content, modules } = await loadGalaContent({ 'galas/2025-06-open.lef': file });
  const gala = galaOf(modules, '2025-06-open-meet');

  it('gives a place out of how many were placed, and the winning time, never the winner', () => {
    const { of, place } = gala.events[0].swims[0];
    assert.deepEqual([place, of], [2, 3]);
    assert.deepEqual(gala.events[0].winners, [{ time: 3000 }]);
    assert.ok(
      !JSON.stringify(modules).includes('Zara') && !JSON.stringify(modules).includes('Quill'),
    );
  });

  it("shows the meet's note of a swim, and tells it in the recap in the meet's words", () => {
    assert.equal(gala.events[0].swims[0].note, 'New county record');
    const recap = content.galas[0].recap;
    assert.deepEqual(
      recap.notes.map((n: any) => [n.note, n.swims.map((s: any) => [s.swimmer.name, s.event])]),
      [['New county record', [['Ann M.', 0]]]],
    );
    assert.ok(
      galaRecap(content.galas[0], words).includes(
        'Meet says New county record: Ann M. (50m Freestyle) 31.00.',
      ),
    );
  });

  it("names a drill by its technique and the file's own name", () => {
    const kick = gala.events[1];
    assert.deepEqual([kick.technique, kick.styleName], ['KICK', '50m Brust Beine Frauen']);
    assert.equal(
      raceName(kick, {
        ...words,
        words: { ...words.words, techniques: { KICK: 'kick', other: 'drill' } },
      }),
      '50m kick – 50m Brust Beine Frauen',
    );
  });
});
