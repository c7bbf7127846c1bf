// Pictures in news posts are content like any other: checked, sized, given their photo copies,
// resolved under the site's address. Run: node --import tsx --test
// test/content/news-pictures.node.test.ts
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { load } from '../helpers/content-check.js';

let publicDir: string;
const post = (words: string) =>
  `---\ntitle: Gala\ndate: 2025-03-14\nsummary: Results.\n---\n${words}`;
const file = 'news/2025-03-14-gala.md';

before(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'public-'));
  await mkdir(join(publicDir, 'images'));
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toFile(join(publicDir, 'images', 'gala photo.jpg'));
  await writeFile(
    join(publicDir, 'images', 'wave.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="20"><rect width="300" ' +
      'height="20"/></svg>',
  );
});
after(() => rm(publicDir, { recursive: true, force: true }));

async function render(words: string, siteUrl?: string) {
  const saved = process.env.SITE_URL;
  if (siteUrl) process.env.SITE_URL = siteUrl;
  else delete process.env.SITE_URL;
  try {
    const { content, problems } = await load({ [file]: post(words) }, { publicDir });
    return { problems, body: (content.news as { body: string }[] | undefined)?.[0]?.body ?? '' };
  } finally {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  }
}

test("shows a photo in the site's sub-folder, sized, in AVIF and WebP, loaded lazily", async () => {
  const { problems, body } = await render(
    'We won.\n\n![Swimmers on the blocks](images/gala%20photo.jpg)\n',
    'https://host.example/club/',
  );
  assert.deepEqual(problems, []);
  assert.match(
    body,
    new RegExp(
      String.raw`<img src="\/club\/images\/gala%20photo\.jpg" alt="Swimmers on the ` +
        String.raw`blocks" width="1200" height="800" loading="lazy" decoding="async">`,
    ),
  );
  assert.match(
    body,
    new RegExp(
      String.raw`<source type="image\/avif" ` +
        String.raw`srcset="\/club\/images\/gala%20photo-480\.avif 480w, ` +
        String.raw`\/club\/images\/gala%20photo-960\.avif 960w, ` +
        String.raw`\/club\/images\/gala%20photo-1200\.avif 1200w"`,
    ),
  );
  assert.match(
    body,
    /<source type="image\/webp" srcset="\/club\/images\/gala%20photo-480\.webp 480w/,
  );
});

test("shows a picture marked as decoration with an empty alt, at the site's root", async () => {
  const { problems, body } = await render('![""](images/wave.svg)\n');
  assert.deepEqual(problems, []);
  assert.match(
    body,
    /<img src="\/images\/wave\.svg" alt="" width="300" height="20" loading="lazy"/,
  );
});

test('names a picture missing, undescribed, elsewhere or starting with /, by line', async () => {
  const { problems } = await render(
    'We won.\n\n![Pool](images/pool.jpg)\n\n![](images/wave.svg)\n' +
      'and ![Logo](https://cdn.example.com/logo.png)\n\n- ![Wave](/images/wave.svg)\n',
  );
  assert.deepEqual(problems, [
    'test-content/news/2025-03-14-gala.md, line 8: there is no picture "images/pool.jpg" in ' +
      'public/: put the file in public/images/ and write its name here, like ![What it ' +
      'shows](images/photo.jpg) (check the spelling and capital letters)',
    'test-content/news/2025-03-14-gala.md, line 10: the picture "images/wave.svg" has no ' +
      'description: write what it shows between the square brackets, like ![Swimmers on the ' +
      'blocks](images/wave.svg), for people who cannot see it (or ![""](images/wave.svg) if it ' +
      'is only decoration)',
    'test-content/news/2025-03-14-gala.md, line 11: "https://cdn.example.com/logo.png" is a ' +
      "picture on another website. Pages of this site show only the site's own pictures (its " +
      'security policy, which keeps other sites from tracking or changing what visitors see, ' +
      'makes browsers refuse any other), so it would not appear. If the club may use it, save ' +
      'it in public/images/ and write ![What it shows](images/its-name.jpg)',
    'test-content/news/2025-03-14-gala.md, line 13: write the picture without the / at the ' +
      'start, as everywhere in content: images/wave.svg (it then works wherever the site is ' +
      'published, in a sub-folder too)',
  ]);
});

test('keeps headings, lists, tables and links in posts working', async () => {
  const { problems, body } = await render(
    '## Results\n\n- first\n- second\n\n| Race | Time |\n|---|---|\n' +
      '| 50 m ![Gold](images/wave.svg) | 31.2 |\n\n' +
      'See [the pack](https://www.example.org/pack).\n',
  );
  assert.deepEqual(problems, []);
  assert.match(body, /<h2>Results<\/h2>/);
  assert.match(body, /<ul>\n<li>first<\/li>\n<li>second<\/li>\n<\/ul>/);
  assert.match(
    body,
    new RegExp(
      String.raw`<table>[\s\S]*<td>50 m <img src="\/images\/wave\.svg" alt="Gold"[^>]*> ` +
        String.raw`?<\/td>[\s\S]*<\/table>`,
    ),
  );
  assert.match(body, /<a href="https:\/\/www\.example\.org\/pack">the pack<\/a>/);
});
