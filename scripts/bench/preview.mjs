// For npm run bench: how soon `npm start` shows a saved edit, on the bench's ten years of galas
// (generate-galas.mjs): a copy of that content previewed, the home page open in Chromium, the
// welcome heading saved `saves` times, each timed from the save until the open tab shows it. Run
// alone: node scripts/bench/preview.mjs (after node scripts/bench/galas.mjs has written the
// content)
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer';
import { dir } from './generate-galas.mjs';

/** Each save's milliseconds, from the save to the words in the open tab. */
export async function benchPreview({ saves = 5 } = {}) {
  const folder = await mkdtemp(join(tmpdir(), 'bench-preview-'));
  await cp(join(dir, 'with'), folder, { recursive: true });
  const preview = spawn(
    process.execPath,
    ['scripts/preview.mjs', `--content=${folder}`, '--out=.cache/bench-preview'],
    {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
  });
  try {
    const site = await new Promise((resolve) =>
      preview.stdout.on('data', (chunk) => {
        const found = /The site is at (\S+)/.exec(chunk.toString());
        if (found) resolve(found[1]);
      }),
    );
    const page = await browser.newPage();
    await page.goto(site);
    const times = [];
    for (let n = 1; n <= saves; n++) {
      await page.waitForSelector('.site-nav__toggle[data-live]', { timeout: 0 });
      const file = join(folder, 'home.yaml');
      const words = `Bench save ${n}`;
      const text = (await readFile(file, 'utf8')).replace(
        /^welcomeHeading:.*$/m,
        `welcomeHeading: ${words}`,
      );
      const saved = Date.now();
      await writeFile(file, text);
      await page.waitForFunction(
        (w) => document.querySelector('h1')?.textContent?.includes(w),
        { timeout: 0, polling: 50 },
        words,
      );
      times.push(Date.now() - saved);
    }
    return times;
  } finally {
    await browser.close();
    preview.kill();
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log((await benchPreview()).join(' '), 'ms');
