// The build visitors get (the default: the CDN import map and the offline worker), hydrated in
// Chromium with no network: the CDN's addresses are answered from the build's own copies of the
// libraries (scripts/test/cdn-copies.mjs). The page wakes up without a console problem and the
// worker installs, keeping the libraries from those addresses; a CDN address left unanswered,
// or an import map that does not use the CDN, fails here.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'puppeteer';
import { startServer } from '../scripts/serve.mjs';
import { builtSites } from '../scripts/test/built-sites.mjs';
import { startCdnCopies } from '../scripts/test/cdn-copies.mjs';
import { launchBrowser } from '../scripts/test/engines.mjs';
import { scriptsState, workerState } from '../scripts/test/offline-page.mjs';
import { readJson } from '../scripts/files.mjs';
import { settled, until } from './helpers/offline-tab.js';

const { visitors } = await builtSites(['visitors']);
const cdnMap: { imports: Record<string, string> } = await readJson('importmap.json');
// The libraries the worker keeps: the CDN addresses its build's list names (sw.js starts with it).
const sw = await readFile(join(visitors.dir, 'sw.js'), 'utf8');
const { cdn: cdnToKeep } = JSON.parse(/^const OFFLINE = (\{.*\});$/m.exec(sw)![1]!);
let cdn: Awaited<ReturnType<typeof startCdnCopies>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
before(async () => {
  cdn = await startCdnCopies(visitors.dir);
  server = await startServer({ dir: visitors.dir, port: 0, base: visitors.base });
  browser = await launchBrowser('chromium', cdn.chromiumArgs);
});
after(async () => {
  await browser?.close();
  server?.close();
  cdn?.close();
});

describe('the build visitors get, with the CDN answered from its copies', () => {
  it('hydrates the home page from the CDN without a problem, and its worker installs', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(0); // no limit of its own: a busy machine may take minutes
    const problems: string[] = [];
    page.on('console', (m) => {
      if (['error', 'warn'].includes(m.type())) problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
    await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'load' });
    // Woken up, or given up (a library that never came): the checks below then say why.
    const scripts = await until(
      () => page.evaluate(scriptsState),
      (state) => state !== 'waiting',
    );
    assert.deepEqual(cdn.unanswered, [], 'every CDN address asked for has a copy');
    assert.deepEqual(problems, []);
    assert.equal(scripts, 'woken');
    const worker = await until(() => page.evaluate(workerState, '/'), settled);
    assert.equal(worker.active, true);
    // The worker keeps the libraries from the CDN's addresses (best effort, so asked here).
    const kept = await page.evaluate(
      async (urls: string[]) =>
        (await Promise.all(urls.map((url) => caches.match(url)))).map(Boolean),
      cdnToKeep,
    );
    assert.deepEqual(problems, []);
    const asked = new Set(cdn.answered);
    for (const name of ['react', 'react-dom/client', 'wouter'])
      assert.ok(asked.has(cdnMap.imports[name]!), `${name} came from the CDN's address`);
    assert.ok(kept.length > 0 && kept.every(Boolean), `kept for offline: ${cdnToKeep}`);
    await page.close();
  });
});
