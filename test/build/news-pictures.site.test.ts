// A picture in a news post, as the volunteer would add one: the built post page shows it (in a
// site in a sub-folder), and the build stops with a plain message when the picture is missing or
// has no description. Run: node --import tsx --test test/build/news-pictures.site.test.ts
import assert from 'node:assert/strict';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import puppeteer from 'puppeteer';
import { startServer } from '../../scripts/serve.mjs';
import { testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { build, copyOfContent } from '../helpers/site-build.js';

const out = join('.cache', `news-pictures-test-${process.pid}`);
const folders: string[] = [];
after(async () => {
  await rm(out, { recursive: true, force: true });
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function contentWithPost(picture: string) {
  const content = await copyOfContent();
  folders.push(dirname(content));
  const slug = '2030-01-05-picture-test';
  await writeFile(
    join(content, 'news', `${slug}.md`),
    `---\ntitle: Picture test\ndate: 2030-01-05\nsummary: A post with a picture.\n---\n` +
      `Words.\n\n${picture}\n`,
  );
  return { content, slug };
}

// Any picture the site has (public/ is not the tests' to change).
const anyPicture = async () => {
  const names = await readdir(join(testPublic, 'images'));
  return `images/${names.find((name) => /\.(svg|jpe?g|png)$/.test(name))}`;
};

test('shows a picture in a post on a site in a sub-folder, with no console error', async () => {
  const image = await anyPicture();
  const { content, slug } = await contentWithPost(`![A test picture](${image})`);
  const result = await build(content, out, {
    SITE_URL: 'https://host.example/sub/',
    SITE_MODULES: 'self-hosted',
  });
  assert.equal(result.code, 0, result.output);
  const html = await readFile(join(out, 'news', slug, 'index.html'), 'utf8');
  assert.match(
    html,
    new RegExp(
      `<img src="/sub/${image}" alt="A test picture" width="\\d+" height="\\d+" loading="lazy"`,
    ),
  );

  const server = await startServer({ dir: out, port: 0, base: '/sub' });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(0); // no limit of its own: a busy machine may take minutes
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(
      `http://127.0.0.1:${(server.address() as { port: number }).port}/sub/news/${slug}`,
    );
    const shown = await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>(
          '.news-post__body img[alt="A test picture"]',
        );
        img?.scrollIntoView();
        return img?.complete && img.naturalWidth > 0;
      },
      { timeout: 0 },
    );
    assert.ok(await shown.jsonValue());
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('stops the build when a picture in a post is missing or undescribed, saying so', async () => {
  const image = await anyPicture();
  const { content, slug } = await contentWithPost(
    `![A test picture](images/no-such-picture.jpg)\n\n![](${image})`,
  );
  const result = await build(content, out);
  assert.notEqual(result.code, 0);
  assert.match(
    result.output,
    new RegExp(
      `test-content/news/${slug}\\.md, line 8: there is no picture ` +
        `"images/no-such-picture\\.jpg" in public/`,
    ),
  );
  assert.ok(
    result.output.includes(
      `test-content/news/${slug}.md, line 10: the picture "${image}" has no description`,
    ),
    result.output,
  );
});
