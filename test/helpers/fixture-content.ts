// For Node tests: a fixture set (test/fixtures/<set>/) read and checked by the content step, as
// its collections (what the build steps take) and its modules (what the pages import).
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeCalendars } from '../../scripts/build/calendar.mjs';
import { writeFeed } from '../../scripts/build/feed.mjs';
import * as paths from '../../src/lib/whats-on-paths.js';
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

// The feed's icon and logo, as the logo step names them.
const logoFiles = { feedIcon: 'icons/icon-192.png', feedLogo: 'icons/share-card.png' };

/**
 * The club calendar, each event's file and the feed, as text, made from a fixture set's content.
 */
export async function whatsOnFiles({
  events = [],
  news = [],
  venues = [],
}: Awaited<ReturnType<typeof fixtureContent>>['content']) {
  const outDir = await mkdtemp(join('.cache', 'whats-on-files-'));
  const builtAt = Date.parse('2030-02-01T12:00:00Z');
  await writeCalendars({
    events,
    venues,
    site: testSite,
    siteUrl: testSiteUrl,
    builtAt,
    outDir,
    files: paths,
  });
  await writeFeed({ news, site: testSite, siteUrl: testSiteUrl, outDir, files: paths, logoFiles });
  const single: Record<string, string> = {};
  for (const name of await readdir(join(outDir, 'calendar')))
    single[name] = await readFile(join(outDir, 'calendar', name), 'utf8');
  const made = {
    siteUrl: testSiteUrl,
    calendar: await readFile(join(outDir, paths.clubCalendarFile), 'utf8'),
    single,
    feed: await readFile(join(outDir, paths.newsFeedFile), 'utf8'),
  };
  await rm(outDir, { recursive: true });
  return made;
}
