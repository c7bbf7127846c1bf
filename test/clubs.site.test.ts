// Every club the tests build as a whole site: the kit's example club as content/ and public/ hold
// it now (so only what holds for any club's content is checked: a volunteer's edit never fails
// here), and the fixture clubs (test/fixtures/clubs/, over the test club): Lochan Otters, one
// squad, no slider photos, no partners, a dark navy, a PNG logo; Strathallan, eight squads with
// long names and long venue names, a pale primary, no quality mark, in a sub-folder. Every page of
// each, as built, hydrates in Chromium without a console problem, passes axe (WCAG 2.2 AA) on a
// phone and a desktop, and every link, picture and document it names is there.
// CLUBS=example (npm run test:club) checks the example club alone: what a content push runs
// before publishing (docs/publishing.md).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { startServer } from '../scripts/serve.mjs';
import { builtSites } from '../scripts/test/built-sites.mjs';
import { checkLinks } from '../scripts/test/built-site-checks.mjs';
import { hydrated } from '../scripts/test/describe-page.mjs';
import { wcagTags } from './helpers/wcag.js';

const axeSource = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const clubs = await builtSites(process.env.CLUBS?.split(',') ?? ['example', 'lochan', 'strath']);
let browser: Browser;
before(async () => {
  // No time limit on a call to the browser either (puppeteer's is 3 min): at load average 35 one
  // page's script took longer.
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
    protocolTimeout: 0,
  });
});
after(() => browser.close());

for (const [name, site] of Object.entries(clubs)) {
  // Every page the build wrote: the sitemap's, and an address the site does not have.
  const sitemap = await readFile(join(site.dir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path.slice(site.base.length) || '/',
  );

  // 'example' is whatever content/ and public/ hold: the example club's, or a new club's own.
  describe(
    name === 'example' ? 'the site in content/ and public/' : `the ${name} club's site`,
    () => {
      let origin: string;
      let server: Awaited<ReturnType<typeof startServer>>;
      // One tab per site, each page opened in it afresh: a new tab and axe sent as text cost a
      // page twice as long (docs/testing.md). axe comes from the site's server, so Chromium keeps
      // it compiled; it goes in as a script of the test's own, which the site's security policy
      // would refuse.
      let page: Page;
      let problems: string[] = [];
      before(async () => {
        const axe = (req: IncomingMessage, res: ServerResponse) =>
          req.url === '/axe.min.js' &&
          Boolean(
            res
              .writeHead(200, {
                'content-type': 'text/javascript',
                'cache-control': 'max-age=3600',
              })
              .end(axeSource),
          );
        server = await startServer({ dir: site.dir, port: 0, base: site.base, answer: axe });
        origin = `http://127.0.0.1:${server.address().port}`;
        page = await browser.newPage();
        page.setDefaultTimeout(0); // no limit of its own: a busy machine may take minutes
        page.on(
          'console',
          (message) =>
            ['error', 'warn'].includes(message.type()) &&
            !/404/.test(message.text()) &&
            problems.push(message.text()),
        );
        page.on('pageerror', (error) => problems.push(String(error)));
        await page.setBypassCSP(true);
      });
      after(async () => {
        await page.close();
        server.close();
      });

      it('has its pages, news included', () => {
        // The example club may leave pages out; each fixture club has the test club's dozen and
        // more.
        assert.ok(
          paths.includes('/') && (name === 'example' || paths.length >= 10),
          paths.join(' '),
        );
      });

      // Every page of its own, and one page of each kind made per entry (a post, a gala, a
      // swimmer): the others are drawn by the same page from the same kind of module.
      const kinds = new Set<string>();
      const visited = paths.filter((path) => {
        const kind = path.split('/').length > 2 ? path.split('/')[1]! : path;
        return !kinds.has(kind) && Boolean(kinds.add(kind));
      });
      for (const path of [...visited, '/no-such-page']) {
        it(`hydrates ${path} and finds no accessibility problem at 375 and 1280 px`, async () => {
          problems = [];
          // Opened on a phone, then the same page widened to a desktop's (as a tablet turned).
          await page.setViewport({ width: 375, height: 800 });
          await page.goto(origin + site.base + path, { waitUntil: 'load' });
          await page.waitForFunction(hydrated, { timeout: 0 });
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), {
            timeout: 0,
          });
          // A long page lays out its lower boxes in turn once it runs (LazyBox); axe misreads a box
          // the browser still skips.
          await page.waitForFunction(
            () =>
              [...document.querySelectorAll('main div')].every(
                (box) => getComputedStyle(box).contentVisibility !== 'auto',
              ),
            {
              timeout: 0,
            },
          );
          await page.addScriptTag({ url: `${origin}/axe.min.js` });
          for (const width of [375, 1280]) {
            await page.setViewport({ width, height: 800 });
            const violations = await page.evaluate(async (tags) => {
              const { axe } = window as unknown as { axe: typeof import('axe-core') };
              const results = await axe.run(document, {
                runOnly: { type: 'tag', values: tags },
                resultTypes: ['violations'],
              });
              return results.violations.map(
                (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
              );
            }, wcagTags);
            assert.deepEqual(violations, [], `${width} px`);
          }
          assert.deepEqual(problems, []);
        });
      }

      it('has no broken link, and every picture and document it names', async () => {
        const { problems } = await checkLinks(site.dir, site.base);
        assert.deepEqual(problems, []);
      });
    },
  );
}
