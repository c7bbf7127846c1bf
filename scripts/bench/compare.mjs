// Compares two built sites, interleaved (A, B, A, B…) so a busy moment of a shared machine falls
// on both: Lighthouse's LCP and TBT on one page, and the taps on the menu links (taps.mjs).
// Usage: node scripts/bench/compare.mjs DIR_A DIR_B [path=/] [rounds=5] (TAPS=0: Lighthouse only)
// (build each with node scripts/build.mjs --self-hosted --out=DIR). Prints medians.
import lighthouse from 'lighthouse';
import { startServer } from '../serve.mjs';
import { launchChrome } from './chrome.mjs';
import { median } from './median.mjs';
import { measureTaps } from './taps.mjs';
/** @import { RunnerResult } from 'lighthouse' */
/** @import { Server } from 'node:http' */
/** @import { Link } from './taps.mjs' */

/**
 * A site served, and its figures, run by run.
 * @typedef {{ server: Server, navigation: Link[], origin: string, lcp: number[], tbt: number[],
 *   taps: Record<string, number[]> }} Site
 */

const [a, b, path = '/', rounds = '5'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: node scripts/bench/compare.mjs DIR_A DIR_B [path] [rounds]');
const chrome = await launchChrome();
/** @type {Record<string, Site>} */
const sites = {};
for (const dir of [a, b]) {
  const server = await startServer({ dir, port: 0 });
  const { navigation } = await import(
    new URL(`../../${dir}/content/navigation.js`, import.meta.url).href
  );
  sites[dir] = {
    server,
    navigation,
    origin: `http://127.0.0.1:${server.address().port}`,
    lcp: [],
    tbt: [],
    taps: {},
  };
}
try {
  for (let round = 0; round < Number(rounds); round++) {
    for (const dir of round % 2 ? [b, a] : [a, b]) {
      const site = sites[dir];
      const { lhr } = /** @type {RunnerResult} */ (
        await lighthouse(site.origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
      );
      site.lcp.push(/** @type {number} */ (lhr.audits['largest-contentful-paint'].numericValue));
      site.tbt.push(/** @type {number} */ (lhr.audits['total-blocking-time'].numericValue));
      if (process.env.TAPS === '0') continue;
      const { taps } = await measureTaps({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        origin: site.origin,
        navigation: site.navigation,
        runs: 1,
      });
      for (const tap of taps) (site.taps[tap.title] ??= []).push(tap.ms);
    }
  }
} finally {
  await chrome.kill();
  for (const site of Object.values(sites)) site.server.close();
}
for (const [dir, site] of Object.entries(sites)) {
  const taps = Object.entries(site.taps).map(([title, ms]) => `${title} ${Math.round(median(ms))}`);
  const allTaps = Math.round(median(Object.values(site.taps).flat()) ?? 0);
  console.log(
    [
      `${dir}: ${path} LCP ${Math.round(median(site.lcp))} ms,`,
      `TBT ${Math.round(median(site.tbt))} ms (each run: ${site.tbt.map(Math.round).join(', ')});`,
      `taps (ms) ${taps.join(', ')}; all taps median ${allTaps} ms`,
    ].join(' '),
  );
}
