// Build step "feeds": what other programs read from the site. The sitemap and robots.txt for search
// engines; the club calendar and each event's (calendar.mjs), each squad's training calendar
// (training-calendar.mjs) and the feed of news and results (feed.mjs) for calendar and feed apps.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { builtModules } from './built.mjs';
import { writeCalendars } from './calendar.mjs';
import { writeFeed } from './feed.mjs';
import { writeSwimCalendars } from './swim-calendar.mjs';
import { writeTrainingCalendars } from './training-calendar.mjs';
/** @import { GalaSummary } from '../../src/lib/results-types.js' */
/** @import { ScheduleSwim } from '../../src/lib/gala-schedule-types.js' */
/** @import { GalaWords } from '../../src/lib/gala-words.js' */
/** @import { GalaDay } from './swim-calendar.mjs' */
/** @import { Content } from './types.js' */
/** @import { LogoFiles } from './page-html.mjs' */

// Addresses made by new URL() are percent-encoded: none holds a character XML would need escaped
// but "&", which no page address has (posts' names are checked: lower-case words and numbers).
/** @param {{ outDir: string, siteUrl: URL, paths: string[] }} args */
async function writeSitemap({ outDir, siteUrl, paths }) {
  const urls = paths.map(
    (path) =>
      `  <url><loc>${new URL(path === '/' ? '.' : path.slice(1), siteUrl).href}</loc></url>`,
  );
  await writeFile(
    join(outDir, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`,
  );
}

/** Each gala's day (a start list's, before its results): a calendar file per swimmer.
 * @param {{ galas: GalaSummary[], results: GalaWords, outDir: string,
 * siteUrl: string, builtAt: number, built: ReturnType<typeof builtModules> }} args */
async function writeGalaDays({ galas, results, outDir, siteUrl, builtAt, built }) {
  const early = galas.filter((gala) => !gala.hasResults);
  if (!early.length) return;
  const { swimCalendarFile } = await built('lib/schedule.js');
  const { fill } = await built('lib/fill.js');
  const { eventName } = await built('lib/gala-words.js');
  const { swimAt, swimFacts } = await built('lib/schedule-words.js');
  const days = await Promise.all(
    early.map(async ({ id }) => (await built(`content/galas/${id}.js`)).gala),
  );
  /** @param {GalaDay} gala @param {ScheduleSwim} swim */
  const say = (gala, swim) => ({
    summary: `${gala.schedule.swimmers[swim.who].name}: ${fill(results.pages.scheduleEvent, {
      number: swim.number,
      event: eventName(swim, results),
    })}`,
    description: [swimAt(swim, results), swimFacts(swim, results)].filter(Boolean).join('\n'),
  });
  await writeSwimCalendars({
    galas: days,
    outDir,
    siteUrl,
    builtAt,
    fileFor: swimCalendarFile,
    say,
  });
}

/** `paths`: every page's address (the pages step's); `logoFiles`: the logo step's.
 * @param {{ outDir: string, content: Content, siteUrl: URL, builtAt: number, paths: string[],
 * logoFiles: LogoFiles }} args */
export async function writeFeeds({ outDir, content, siteUrl, builtAt, paths, logoFiles }) {
  const built = builtModules(outDir);
  const files = await built('lib/whats-on-paths.js');
  const {
    site,
    events = [],
    news = [],
    training,
    notices,
    venues = [],
    galas = [],
    results,
  } = content;
  // Galas come only with results.yaml, whose words they are said in (content.mjs).
  const words = /** @type {GalaWords} */ (results);
  // A description names only a gala's words and numbers ("{title}", "{venue}").
  const placeholders = (/** @type {GalaSummary} */ gala) =>
    /** @type {Record<string, string | number>} */ (/** @type {unknown} */ (gala));
  // Each gala's results once in, as a feed entry: its recap, as its page opens with it (else the
  // page's description).
  const { fill } = await built('lib/fill.js');
  const { galaPath } = await built('lib/gala-modules.js');
  const { galaRecap } = await built('lib/gala-recap.js');
  const galaItems = galas
    .filter((gala) => gala.hasResults)
    .map((gala) => ({
      title: gala.title,
      path: galaPath(gala.id),
      summary: galaRecap(gala, words) || fill(words.pages.galaDescription, placeholders(gala)),
      date: gala.lastDay,
    }));
  await writeSitemap({ outDir, siteUrl, paths });
  await writeCalendars({ events, venues, site, siteUrl: siteUrl.href, builtAt, outDir, files });
  await writeFeed({
    news,
    galas: galaItems,
    site,
    siteUrl: siteUrl.href,
    outDir,
    files,
    logoFiles,
  });
  await writeGalaDays({ galas, results: words, outDir, siteUrl: siteUrl.href, builtAt, built });
  await writeTrainingCalendars({
    training,
    notices,
    venues,
    site,
    siteUrl: siteUrl.href,
    builtAt,
    outDir,
    lib: await built('lib/training.js'),
  });
}
