// Test server command for the calendar and feed steps, which run in Node:
//   whats-on-files { set } → the calendars and the feed that scripts/build/calendar.mjs and
//   feed.mjs make from a fixture set's events and posts (test/fixtures/<set>/), as text.
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContent } from './build/content.mjs';
import { writeCalendars } from './build/calendar.mjs';
import { writeFeed } from './build/feed.mjs';

/** What the steps read about the club, for fixture sets without a site.yaml. */
export const testSite = { name: 'Test Swimming Club', shortName: 'Test SC', logo: { src: 'images/logo.svg' }, contacts: { general: { email: 'info@club.example' } } };
export const testSiteUrl = 'https://club.example/sub/';

export function whatsOnTestPlugin() {
  return {
    name: 'whats-on-files',
    async executeCommand({ command, payload }) {
      if (command !== 'whats-on-files') return undefined;
      const { content, problems } = await loadContent({ contentDir: join('test', 'fixtures', payload.set), partial: true });
      if (problems.length) throw new Error(JSON.stringify(problems));
      const files = await import('../.cache/test-build/src/lib/whats-on-paths.js');
      const outDir = await mkdtemp(join('.cache', 'whats-on-files-'));
      const builtAt = Date.parse('2030-02-01T12:00:00Z');
      await writeCalendars({ events: content.events ?? [], site: testSite, siteUrl: testSiteUrl, builtAt, outDir, files });
      await writeFeed({ news: content.news ?? [], site: testSite, siteUrl: testSiteUrl, outDir, files });
      const single = {};
      for (const name of await readdir(join(outDir, 'calendar'))) single[name] = await readFile(join(outDir, 'calendar', name), 'utf8');
      return {
        siteUrl: testSiteUrl,
        calendar: await readFile(join(outDir, files.clubCalendarFile), 'utf8'),
        single,
        feed: await readFile(join(outDir, files.newsFeedFile), 'utf8'),
      };
    },
  };
}
