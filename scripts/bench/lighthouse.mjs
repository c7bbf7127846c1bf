// For npm run bench: one page of a served build measured by Lighthouse (mobile, simulated slow
// 4G) several times, the median of each figure kept.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { median } from './median.mjs';
/** @import { RunnerResult } from 'lighthouse' */

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */
/** @type {Category[]} */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A built site's folder and where it is served. @typedef {{ dir: string, origin: string }} Site */
/**
 * One run's figures (scores out of 100, times in ms, sizes in KB).
 * @typedef {Record<Category, number> & { lcp: number, fcp: number, tbt: number, cls: number,
 *   jsKb: number, jsRequests: number, prefetchKb: number, prefetchRequests: number,
 *   totalKb: number, emailjs: boolean, benchmarkIndex: number }} Sample
 */
/** A page's medians (emailjs: in any run). @typedef {Sample & { path: string }} PageResult */
/** @typedef {{ url: string, resourceType: string, transferSize: number }} Request */

// The modules a page needs at start, as its HTML lists them; any other script it loads is a
// page its links lead to, fetched once it has settled (src/lib/prefetch.ts).
/** @param {string} path @param {Site} site */
async function startScripts(path, site) {
  const file = path.startsWith('/baseline')
    ? 'baseline/index.html'
    : path === '/'
      ? 'index.html'
      : `${path.slice(1)}/index.html`;
  const html = await readFile(join(site.dir, file), 'utf8');
  return new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
}

/** @param {string} path @param {Site} site @param {Set<string>} atStart @param {number} port */
async function sample(path, site, atStart, port) {
  const { lhr } = /** @type {RunnerResult} */ (
    await lighthouse(site.origin + path, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    })
  );
  /** @param {string} id */
  const value = (id) => /** @type {number} */ (lhr.audits[id].numericValue);
  // A table of requests: its rows have (among others) these three columns.
  const { items } = /** @type {{ items: unknown[] }} */ (lhr.audits['network-requests'].details);
  const requests = /** @type {Request[]} */ (items);
  const transfer = requests.reduce((sum, r) => sum + r.transferSize, 0);
  // Scripts: their gzipped size, as the budget means it (HTTP headers left out: with one file
  // per module they would count each request's ~200 bytes of headers as JavaScript).
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(site.origin),
  );
  /** @param {Request[]} list */
  const gzipKb = async (list) =>
    (await Promise.all(list.map((r) => readFile(join(site.dir, new URL(r.url).pathname))))).reduce(
      (sum, body) => sum + gzipSync(body).length,
      0,
    ) / 1024;
  const first = scripts.filter((r) => atStart.has(new URL(r.url).pathname));
  const later = scripts.filter((r) => !atStart.has(new URL(r.url).pathname));
  /** @type {Sample} */
  const figures = {
    ...scores(categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: await gzipKb(first),
    jsRequests: first.length,
    prefetchKb: await gzipKb(later),
    prefetchRequests: later.length,
    totalKb: transfer / 1024,
    emailjs: requests.some((r) => /emailjs/i.test(r.url)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  return figures;
}

/** @param {[Category, number][]} entries */
const scores = (entries) => /** @type {Record<Category, number>} */ (Object.fromEntries(entries));

/**
 * A page's medians over `runs` Lighthouse runs in the Chromium at `port`.
 * @param {string} path @param {Site} site @param {{ port: number, runs: number }} how
 * @returns {Promise<PageResult>}
 */
export async function measurePage(path, site, { port, runs }) {
  /** @type {Sample[]} */
  const samples = [];
  const atStart = await startScripts(path, site);
  for (let i = 0; i < runs; i++) samples.push(await sample(path, site, atStart, port));
  /** @param {Exclude<keyof Sample, 'emailjs'>} key */
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    path,
    ...scores(categories.map((c) => [c, pick(c)])),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
    jsRequests: pick('jsRequests'),
    prefetchKb: pick('prefetchKb'),
    prefetchRequests: pick('prefetchRequests'),
    totalKb: pick('totalKb'),
    emailjs: samples.some((s) => s.emailjs),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}
