// What the build makes of a logo unlike the test club's: a photo-like logo's link-preview card,
// and what site.yaml may give as the logo and the preview picture.
import assert from 'node:assert/strict';
import { cp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import YAML from 'yaml';
import { makeLogoFiles } from '../../scripts/build/logo-files.mjs';
import { check } from '../helpers/content-check.js';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';

const dir = join('.cache', `logo-photo-${process.pid}`);
after(() => rm(dir, { recursive: true, force: true }));

it('makes the card a JPEG under 300 KB (WhatsApp shows it) for a photo-like logo', async () => {
  const { data, info } = await sharp({
    create: {
      width: 800,
      height: 800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  await mkdir(join(dir, 'public', 'images'), { recursive: true });
  await sharp(data, { raw: info })
    .blur(1.5)
    .jpeg({ quality: 95 })
    .toFile(join(dir, 'public', 'images', 'photo-logo.jpg'));
  const site = {
    name: 'Loch Fyne Otters Swimming Club',
    shortName: 'Otters',
    logo: { src: 'images/photo-logo.jpg' },
  };
  const { shareImage } = await makeLogoFiles({
    outDir: join(dir, 'out'),
    publicDir: join(dir, 'public'),
    site,
    colours: { primary: '#0b6e4f', accent: '#f08a24', background: '#ffffff' },
    base: '',
  });
  const file = join(dir, 'out', shareImage.src);
  const { width, height, format } = await sharp(file).metadata();
  assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: 'jpeg' });
  assert.deepEqual({ width: shareImage.width, height: shareImage.height }, { width, height });
  assert.ok((await stat(file)).size <= 300_000, `${(await stat(file)).size} bytes`);
});

describe('the logo and preview picture in site.yaml', () => {
  // public/ and a logo in a kind the build cannot use.
  const publicDir = join('.cache', `logo-public-${process.pid}`);
  before(async () => {
    await cp(testPublic, publicDir, { recursive: true });
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f08a24' } })
      .avif()
      .toFile(join(publicDir, 'images', 'otter.avif'));
  });
  after(() => rm(publicDir, { recursive: true, force: true }));
  const siteYaml = async (change: (site: YAML.Document) => void) => {
    const site = YAML.parseDocument(await readFile(join(testContent, 'site.yaml'), 'utf8'));
    change(site);
    return (await check({ 'site.yaml': site.toString() }, { publicDir })).filter((problem) =>
      problem.includes('site.yaml'),
    );
  };

  it('says why an SVG cannot be the preview picture', async () => {
    const problems = await siteYaml((site) =>
      site.set('shareImage', { src: 'images/logo.svg', alt: 'Our emblem' }),
    );
    assert.equal(problems.length, 1);
    assert.match(
      problems[0]!,
      new RegExp(
        String.raw`shareImage › src\): "images\/logo\.svg" cannot be shown in link ` +
          String.raw`previews: WhatsApp, Facebook and X show only PNG and JPEG pictures`,
      ),
    );
  });

  it('says which kinds of picture can be the logo', async () => {
    const problems = await siteYaml((site) =>
      site.set('logo', { src: 'images/otter.avif', alt: 'Our emblem' }),
    );
    assert.equal(problems.length, 1);
    assert.match(
      problems[0]!,
      new RegExp(
        String.raw`logo › src\): "images\/otter\.avif" cannot be the logo: give an SVG, ` +
          String.raw`PNG, JPEG or WebP picture`,
      ),
    );
  });
});
