// Chromium's visits of the test club's site as built (scripts/test/built-sites.mjs), served by
// a host like GitHub Pages (scripts/serve.mjs), in fresh tabs through puppeteer
// (scripts/test/visit-page.mjs), for test/built-site*.site.test.ts: each page visited once per
// set of options, the tests that read the same visit sharing it.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser } from 'puppeteer';
import { startServer } from '../../scripts/serve.mjs';
import { builtSites } from '../../scripts/test/built-sites.mjs';
import { launchBrowser } from '../../scripts/test/engines.mjs';
import { visit as visitPage, type VisitOptions } from '../../scripts/test/visit-page.mjs';
import { fetchBuilt } from './built-files.js';
import { fetchedOnceRunning } from './built-scripts.js';

export type Site = 'cdn' | 'selfHosted' | 'subPath';
export type Visit = Awaited<ReturnType<typeof visitPage>>;

/** The sites served and Chromium opened before the file's tests, closed after them. */
export function chromiumVisits() {
  const origins: Record<string, { origin: string; base: string }> = {};
  const servers: { close(): void }[] = [];
  let browser: Browser;
  before(async () => {
    for (const [name, { dir, base }] of Object.entries(
      await builtSites(['cdn', 'selfHosted', 'subPath']),
    )) {
      const server = await startServer({ dir, port: 0, base });
      servers.push(server);
      origins[name] = { origin: `http://127.0.0.1:${server.address().port}`, base };
    }
    browser = await launchBrowser('chromium');
  });
  after(async () => {
    await browser?.close();
    for (const server of servers) server.close();
  });
  const visits = new Map<string, Promise<Visit>>();
  return {
    origins,
    browser: () => browser,
    visit(options: VisitOptions & { site?: Site }): Promise<Visit> {
      const key = JSON.stringify(options);
      if (!visits.has(key)) visits.set(key, visitPage(browser, origins, options));
      return visits.get(key)!;
    },
  };
}

export async function assertImagesServed(siteName: Site, visited: Visit, base = '') {
  assert.ok(visited.images.length > 0);
  for (const image of visited.images) {
    assert.notEqual(image.alt, null, image.src);
    const file = await fetchBuilt(siteName, new URL(image.src).pathname.slice(base.length));
    assert.equal(file.status, 200, image.src);
    assert.match(file.type, /^image\//, image.src);
  }
}

/** Scripts a visit fetched beyond its page's modulepreload list, and preloads it did not fetch. */
export function scriptsBeyond(page: Visit): string[] {
  const preloads = new Set(page.head.preloads);
  const beyond = page.scripts.filter((s) => !preloads.has(s) && !fetchedOnceRunning.includes(s));
  const missing = page.head.preloads
    .filter((s) => !page.scripts.includes(s))
    .map((s) => `not fetched: ${s}`);
  return [...missing, ...beyond];
}
