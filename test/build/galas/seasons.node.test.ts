// The galas' lists by season (scripts/build/galas/seasons.mjs): /results' module holds the
// newest season's galas and links the earlier seasons, each a module of its own.
// Run: node scripts/test/node.mjs test/build/galas/seasons.node.test.ts
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seasonModules } from '../../../scripts/build/galas/seasons.mjs';
import type { GalaSummary } from '../../../src/lib/results-types.js';

const gala = (id: string, season: string) => ({ id, season }) as GalaSummary;
const galas = [
  gala('2031-02-spring', '2030–31'),
  gala('2030-10-open', '2030–31'),
  gala('2030-06-summer', '2029–30'),
  gala('2028-11-gala', '2028–29'),
];

describe("the galas' lists by season", () => {
  it("gives /results the newest season's galas and links the earlier seasons, newest first", () => {
    const { modules } = seasonModules(galas, '{season} season');
    assert.deepEqual(modules.galas, {
      galas: galas.slice(0, 2),
      earlierSeasons: [
        { id: '2029-30', title: '2029–30 season' },
        { id: '2028-29', title: '2028–29 season' },
      ],
    });
  });

  it('gives every season, the newest too, a module with its galas and a page', () => {
    const { modules, seasons } = seasonModules(galas, 'Season {season}');
    assert.deepEqual(
      seasons.map((s) => s.id),
      ['2030-31', '2029-30', '2028-29'],
    );
    assert.deepEqual(modules['seasons/2030-31'], {
      season: { id: '2030-31', title: 'Season 2030–31', galas: galas.slice(0, 2) },
    });
    assert.deepEqual(modules['seasons/2028-29'], {
      season: { id: '2028-29', title: 'Season 2028–29', galas: galas.slice(3) },
    });
  });

  it('gives a club with no galas an empty list and no seasons', () => {
    assert.deepEqual(seasonModules([], '{season} season'), {
      modules: { galas: { galas: [], earlierSeasons: [] } },
      seasons: [],
    });
  });
});
