// `npm start` as the volunteer uses it: saves in a row, each shown a moment later on a page
// whose scripts still run. A preview of a copy of the content (never content/ itself), driven
// in Chromium. Run: node --import tsx --test test/preview.site.test.ts
// (PREVIEW_PORT picks the port; CHROME_PATH another Chromium.)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import YAML from 'yaml';
import { testContent, testPublic } from '../scripts/test/fixture-clubs.mjs';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let folder: string;
let preview: ReturnType<typeof spawn>;
let browser: Browser;
let site: string;
const out = join('.cache', `preview-test-${process.pid}`);

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'preview-'));
  await cp(testContent, join(folder, 'content'), { recursive: true });
  const port = Number(process.env.PREVIEW_PORT ?? (await freePort()));
  site = `http://127.0.0.1:${port}`;
  preview = spawn(
    'node',
    [
      'scripts/preview.mjs',
      `--content=${join(folder, 'content')}`,
      `--public=${testPublic}`,
      `--out=${out}`,
    ],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    preview.stdout!.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('The site is at') && resolve(),
    );
    preview.on('exit', (code) => reject(new Error(`the preview stopped (${code})`)));
  });
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
  });
});

after(async () => {
  await browser?.close();
  preview?.kill();
  await rm(folder, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

/** Sets the home page's welcome heading in the copy, as a volunteer saving home.yaml would: in
 * place, or as vim and gedit save, a new file renamed over the old. */
async function save(heading: string, { renamed = false } = {}) {
  const file = join(folder, 'content', 'home.yaml');
  const doc = YAML.parseDocument(await readFile(file, 'utf8'));
  doc.set('welcomeHeading', heading);
  await writeFile(renamed ? `${file}~new` : file, doc.toString());
  if (renamed) await rename(`${file}~new`, file);
}

/** The menu, the slider and (on Contact) the form answer as they do once the scripts run. */
async function assertScriptsRun(page: Page) {
  await page.waitForSelector('.site-nav__toggle[data-live]', { timeout: 0 });
  // A club with one photo or none has no slider.
  if (await page.$('button.slider__arrow'))
    await page.waitForSelector('button.slider__arrow:not([disabled])', { timeout: 0 });
  await page.click('.site-nav__toggle');
  assert.equal(
    await page.$eval('.site-nav__toggle', (b) => b.getAttribute('aria-expanded')),
    'true',
  );
  await page.goto(`${site}/contact`);
  await page.waitForSelector('button[type="submit"]:not([disabled])', { timeout: 0 });
  await page.goto(`${site}/`);
  await page.waitForSelector('.site-nav__toggle[data-live]', { timeout: 0 });
}

test('shows three saves in a row, in place or renamed over, the page still working', async (t) => {
  const page = await browser.newPage();
  page.setDefaultTimeout(0); // no limit of its own: a busy machine may take minutes
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${site}/`);
  await assertScriptsRun(page);
  for (const n of [1, 2, 3]) {
    const heading = `Preview check ${n}`;
    const saved = Date.now();
    await save(heading, { renamed: n > 1 });
    await page.waitForFunction(
      (words) => document.querySelector('h1')?.textContent?.includes(words),
      { timeout: 0, polling: 100 },
      heading,
    );
    t.diagnostic(`save ${n} shown after ${Date.now() - saved} ms`);
    await assertScriptsRun(page);
    assert.deepEqual(errors, [], `console errors after save ${n}`);
  }
});

test('shows a content mistake over the page, by file and line, until it is put right', async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(0);
  await page.goto(`${site}/`);
  await page.waitForSelector('.site-nav__toggle[data-live]', { timeout: 0 });
  const file = join(folder, 'content', 'home.yaml');
  const good = await readFile(file, 'utf8');
  await writeFile(file, `${good}welcomeHeading: [unclosed\n`);
  const alert = await page.waitForSelector('[role="alert"]', { timeout: 0 });
  assert.match(await alert!.evaluate((box) => box.textContent ?? ''), /home\.yaml, line \d+/);
  // Back as it was: the same modules as the version still served, and the tab shows it again.
  await writeFile(file, good);
  await page.waitForNavigation({ timeout: 0 });
  await page.waitForSelector('.site-nav__toggle[data-live]', { timeout: 0 });
  assert.equal(await page.$('[role="alert"]'), null);
});
