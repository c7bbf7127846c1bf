// For Node tests: a fixture set (test/fixtures/<set>/) read and checked by the content step, as
// its collections (what the build steps take) and its modules (what the pages import).
import { join } from 'node:path';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testPublic } from '../../scripts/test/fixture-clubs.mjs';
import type { ClubEvent } from '../../src/content/schema/events.js';
import type { NewsPost } from '../../src/content/schema/news.js';
import type { Notice } from '../../src/content/schema/notices.js';
import type { Training } from '../../src/content/schema/training.js';
import type { Venues } from '../../src/content/schema/venues.js';
import type { FixtureSet, Modules } from './fixtures.js';

/** The collections the build steps take, those the set has. */
type Collections = Partial<{
  events: ClubEvent[];
  news: NewsPost[];
  notices: Notice[];
  training: Training;
  venues: Venues;
}>;

export async function fixtureContent(set: FixtureSet) {
  const { content, modules, problems } = await loadContent({
    contentDir: join('test', 'fixtures', set),
    publicDir: testPublic,
    partial: true,
  });
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  // The content step is JavaScript: its results take their types here.
  return { content: content as Collections, modules: modules as unknown as Modules };
}

export const fixture = async <M extends keyof Modules>(
  set: FixtureSet,
  module: M,
): Promise<Modules[M]> => (await fixtureContent(set)).modules[module];

/** What the build steps read about the club, for fixture sets without a site.yaml. */
export const testSite = {
  name: 'Test Swimming Club',
  shortName: 'Test SC',
  logo: { src: 'images/logo.svg' },
  contacts: { general: { email: 'info@club.example' } },
};
export const testSiteUrl = 'https://club.example/sub/';
