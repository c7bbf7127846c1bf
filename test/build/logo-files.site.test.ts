// Everything the build makes from the club's one logo (scripts/build/logo-files.mjs), for a club
// unlike the test club: a wide logo in green and orange, as SVG and as PNG
// (test/fixtures/logos/otter.svg, and the Lochan Otters' PNG), no wide logo, published in a
// sub-folder.
// Run: node --import tsx --test test/build/logo-files.site.test.ts
import assert from 'node:assert/strict';
import { copyFile, cp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import YAML from 'yaml';
import { html } from '../helpers/dom.js';
import { previewPicture } from '../helpers/preview-picture.js';
import { build, copyOfContent } from '../helpers/site-build.js';
import { testPublic } from '../../scripts/test/fixture-clubs.mjs';

const siteUrl = 'https://host.example/club/';
const base = '/club';
const name = 'Loch Fyne Otters Swimming Club';
const folders: string[] = [];
const logoFile = (logo: string) =>
  logo === 'otter.png'
    ? join('test', 'fixtures', 'clubs', 'lochan', 'public', 'images', 'logo.png')
    : join('test', 'fixtures', 'logos', logo);
after(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The test club's content with `logo` as the club's logo, another name and no wide logo, built. */
async function siteWithLogo(logo: string) {
  const contentDir = await copyOfContent();
  const publicDir = join(dirname(contentDir), 'public');
  await cp(testPublic, publicDir, { recursive: true });
  await copyFile(logoFile(logo), join(publicDir, 'images', logo));
  const file = join(contentDir, 'site.yaml');
  const site = YAML.parseDocument(await readFile(file, 'utf8'));
  site.set('name', name);
  site.set('logo', { src: `images/${logo}`, alt: 'An otter over waves on a green shield' });
  site.delete('logoWide');
  site.delete('shareImage');
  await writeFile(file, site.toString());
  const dir = join('.cache', `logo-files-${process.pid}-${logo}`);
  folders.push(dirname(contentDir), dir);
  const result = await build(contentDir, dir, { SITE_URL: siteUrl }, publicDir);
  assert.equal(result.code, 0, result.output);
  return {
    dir,
    page: async (path: string) => html(await readFile(join(dir, path, 'index.html'), 'utf8')),
  };
}

const picture = (dir: string, href: string) => sharp(join(dir, href.slice(base.length)));
const colourAt = async (image: ReturnType<typeof sharp>, x: number, y: number) => {
  const { data, info } = await image
    .clone()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
};

for (const logo of ['otter.svg', 'otter.png']) {
  describe(`a site whose logo is ${logo}`, async () => {
    const site = await siteWithLogo(logo);
    const home = await site.page('');

    it('makes app icons of the sizes the manifest states, as PNG', async () => {
      const manifest = JSON.parse(await readFile(join(site.dir, 'site.webmanifest'), 'utf8'));
      assert.deepEqual(
        manifest.icons
          .map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)
          .sort(),
        ['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'],
      );
      for (const icon of manifest.icons) {
        const { width, height, format } = await picture(site.dir, icon.src).metadata();
        assert.equal(`${width}x${height} ${format}`, `${icon.sizes} png`, icon.src);
        assert.ok(icon.src.startsWith(`${base}/`), icon.src);
      }
    });

    it("keeps maskable icons' logo in the middle circle, on the card's opaque colour", async () => {
      const brand = await colourAt(picture(site.dir, `${base}/icons/share-card.png`), 0, 0);
      assert.equal(brand[3], 255);
      for (const size of [192, 512]) {
        const { data } = await picture(site.dir, `${base}/icons/icon-maskable-${size}.png`)
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const colour = (x: number, y: number) => [
          ...data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4),
        ];
        // A launcher may cut away anything outside the circle of 80% of the size.
        const outside = [];
        for (let y = 0; y < size; y++)
          for (let x = 0; x < size; x++)
            if (
              Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > size * 0.4 + 1 &&
              colour(x, y).join() !== brand.join()
            )
              outside.push([x, y]);
        assert.deepEqual(
          outside.slice(0, 5),
          [],
          `${size}: ${outside.length} pixels of the logo outside the circle`,
        );
        assert.notDeepEqual(colour(size / 2, size / 2), brand, 'no logo in the middle');
      }
    });

    it('gives iPhones an apple-touch icon of 180 pixels with no transparency', async () => {
      const href = home.querySelector('link[rel="apple-touch-icon"]')!.getAttribute('href')!;
      const { width, height, format, hasAlpha } = await picture(site.dir, href).metadata();
      assert.deepEqual(
        { width, height, format, hasAlpha },
        { width: 180, height: 180, format: 'png', hasAlpha: false },
      );
    });

    it(
      logo.endsWith('.svg')
        ? 'uses the SVG logo itself as the tab icon'
        : 'gives the tab icons as PNG of 32 and 48 pixels',
      async () => {
        const icons = [...home.querySelectorAll('link[rel="icon"]')].map((link) => ({
          href: link.getAttribute('href')!,
          type: link.getAttribute('type'),
          sizes: link.getAttribute('sizes'),
        }));
        if (logo.endsWith('.svg')) {
          assert.deepEqual(
            icons.map(({ type }) => type),
            ['image/svg+xml'],
          );
          assert.equal(
            await readFile(join(site.dir, icons[0]!.href.slice(base.length)), 'utf8'),
            await readFile(logoFile(logo), 'utf8'),
          );
        } else {
          assert.deepEqual(
            icons.map(({ type, sizes }) => `${type} ${sizes}`),
            ['image/png 32x32', 'image/png 48x48'],
          );
          for (const icon of icons) {
            const { width, height, format } = await picture(site.dir, icon.href).metadata();
            assert.equal(`${format} ${width}x${height}`, `png ${icon.sizes}`);
          }
        }
      },
    );

    it('points previews at a 1200 × 630 PNG card by full address, named for the club', async () => {
      for (const path of ['', 'about']) {
        const preview = await previewPicture(await site.page(path), site.dir, base);
        assert.ok(preview.url.startsWith(siteUrl), preview.url);
        assert.equal(preview.twitterUrl, preview.url);
        assert.deepEqual(preview.actual, { width: 1200, height: 630, type: 'image/png' });
        assert.deepEqual(preview.stated, preview.actual);
        assert.equal(preview.alt, name);
      }
    });

    it('gives the news feed an icon and a logo that exist', async () => {
      const feed = await readFile(join(site.dir, 'feed.xml'), 'utf8');
      for (const tag of ['icon', 'logo']) {
        const url = feed.match(new RegExp(`<${tag}>([^<]+)</${tag}>`))?.[1];
        assert.ok(url?.startsWith(siteUrl), `${tag}: ${url}`);
        assert.ok(await stat(join(site.dir, new URL(url!).pathname.slice(base.length))), url);
      }
    });

    it('shows the logo and name as text in header and home banner, with no wide logo', async () => {
      for (const area of [
        home.querySelector(`nav a[href="${base}/"]`)!,
        home.querySelector('.home__banner')!,
      ]) {
        assert.equal(area.querySelector('img')!.getAttribute('src'), `${base}/images/${logo}`);
        assert.match(area.textContent!, new RegExp(name));
      }
    });
  });
}
