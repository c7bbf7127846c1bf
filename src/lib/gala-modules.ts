// Each gala, season and swimmer is its own module (content/galas/<id>.js,
// content/seasons/<id>.js, content/swimmers/<slug>.js): a gala's page never downloads another
// gala's results.
import { entryLoader } from './entry-modules.js';
import { expandGala } from './gala-store.js';
import type { Gala, StoredGala } from './gala-types.js';
import type { Season } from './results-types.js';
import type { StandardSummary } from './standard-types.js';
import type { Swimmer } from './swimmer-types.js';
import type { StoredTopTimes, TopTimes } from './top-times-types.js';
import { expandTopTimes } from './top-times-store.js';

export const loadGala = entryLoader<Gala, StoredGala>('galas', 'gala', expandGala);
export const loadSeason = entryLoader<Season>('seasons', 'season');
export const loadSwimmer = entryLoader<Swimmer>('swimmers', 'swimmer');
export const loadStandard = entryLoader<StandardSummary>('standards', 'standard');
export const loadTopTimes = entryLoader<TopTimes, StoredTopTimes>(
  'top-times',
  'topTimes',
  expandTopTimes,
);
export const loadSeasonTopTimes = entryLoader<TopTimes, StoredTopTimes>(
  'top-times-season',
  'topTimes',
  expandTopTimes,
);
/** A pool's top times, all-time and this season. */
export const topTimesPath = (id: string, view: TopTimes['view'] = 'allTime') =>
  `/records/top-times/${id}${view === 'season' ? '/season' : ''}`;

/** A gala's address, a season's and a swimmer's. */
export const galaPath = (id: string) => `/results/${id}`;
export const seasonPath = (id: string) => `/results/seasons/${id}`;
export const swimmerPath = (slug: string) => `/swimmers/${slug}`;
