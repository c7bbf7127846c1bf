// Build step "logo": everything made from the club's one logo (site.yaml's `logo`, an SVG, PNG,
// JPEG or WebP in public/images/): the browser tab's icon, the app icons ("Add to home screen")
// with the web app manifest, and the link-preview card (share-card.mjs). All go in icons/.
// They are kept in .cache/logo/ under a hash of what they are made from (the logo, the name,
// the colours, this code), so a rebuild only copies them.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { copyInto, madeAside } from '../files.mjs';
/** @import { Site } from '../../src/content/schema/site.js' */

/** @typedef {{ file: string, name: string, colours: { primary: string, accent: string } }} Logo
 * what the files are made from: the logo's file, the club's name and two of its colours */

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
const isSvg = (/** @type {string} */ file) => /\.svg$/i.test(file);

/** The logo as a PNG at least 1024 pixels across (an SVG drawn that big), to make the rest from.
 * @param {string} file */
async function master(file) {
  const source = await readFile(file);
  if (!isSvg(file)) return sharp(source).rotate().png().toBuffer();
  const { width, height } = await sharp(source).metadata();
  return sharp(source, {
    density: Math.max(1, Math.min(2400, (72 * 1024) / Math.min(width, height))),
  })
    .png()
    .toBuffer();
}

/** The logo inside a box of `box` (width, height), centred on a square of `size` pixels.
 * @param {Buffer} logo @param {number} size @param {{ width: number, height: number }} box
 * @param {string | { r: number, g: number, b: number, alpha: number }} [background] */
async function square(logo, size, box, background = transparent) {
  const fitted = await sharp(logo)
    .resize({ ...box, fit: 'inside' })
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: fitted }])
    .png()
    .toBuffer();
}

// A launcher may cut a maskable icon to any shape holding the middle circle of 80% of its size:
// the logo goes where its corners stay inside that circle.
/** @param {Buffer} logo @param {number} size @param {string} background */
async function maskable(logo, size, background) {
  const { width, height } = await sharp(logo).metadata();
  const scale = (0.8 * size) / Math.hypot(width, height);
  return square(
    logo,
    size,
    { width: Math.floor(width * scale), height: Math.floor(height * scale) },
    background,
  );
}

/** Every file this step makes, by name, from the logo file, the club's name and colours.
 * @param {Logo} args */
async function draw({ file, name, colours }) {
  const logo = await master(file);
  const whole = (/** @type {number} */ size) => ({ width: size, height: size });
  /** @type {Record<string, Buffer>} */
  const files = {
    'icon-192.png': await square(logo, 192, whole(192)),
    'icon-512.png': await square(logo, 512, whole(512)),
    'icon-maskable-192.png': await maskable(logo, 192, colours.primary),
    'icon-maskable-512.png': await maskable(logo, 512, colours.primary),
    // iOS shows transparency as black: the logo on white, clear of the rounded corners it cuts.
    'apple-touch-icon.png': await sharp(await square(logo, 180, whole(152), '#ffffff'))
      .removeAlpha()
      .png()
      .toBuffer(),
  };
  // Loaded only here: its font and layout code are needed only when the logo, name or colours
  // change.
  const card = await (await import('./share-card.mjs')).shareCard({ logo, name, colours });
  // WhatsApp shows no preview for a picture over about 300 KB: a photo-like logo makes a PNG
  // that large, and a JPEG a fifth of it.
  if (card.length <= 300_000) files['share-card.png'] = card;
  else files['share-card.jpg'] = await sharp(card).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  if (isSvg(file)) files['favicon.svg'] = await readFile(file);
  else
    for (const size of [32, 48])
      files[`favicon-${size}.png`] = await square(logo, size, whole(size));
  return files;
}

/** The files for this logo, name and colours in .cache/logo/, made unless already there.
 * @param {Logo} args */
async function cachedFiles(args) {
  const hash = createHash('sha256');
  for (const code of ['logo-files.mjs', 'share-card.mjs'])
    hash.update(await readFile(new URL(code, import.meta.url)));
  hash.update(await readFile(args.file)).update(JSON.stringify([args.name, args.colours]));
  const dir = join('.cache', 'logo', hash.digest('hex').slice(0, 16));
  if (!(await stat(dir).catch(() => null))) {
    await madeAside(dir, async (partial) => {
      await mkdir(partial, { recursive: true });
      for (const [name, data] of Object.entries(await draw(args)))
        await writeFile(join(partial, name), data);
    });
  }
  return { dir, names: await readdir(dir) };
}

/**
 * Makes icons/ and site.webmanifest. Returns what the pages' heads and the feed name: the tab
 * icons ({ href, type, sizes? }), the preview picture ({ src, width, height, alt }:
 * site.yaml's `shareImage` when given, else the card) and the feed's icon and logo, as paths
 * from the site's root.
 * @param {{ outDir: string, publicDir: string, site: Pick<Site, 'name' | 'shortName' |
 * 'shareImage'> & { logo: { src: string } }, colours: Record<string, string>,
 * base: string }} args
 */
export async function makeLogoFiles({ outDir, publicDir, site, colours, base }) {
  const { dir, names } = await cachedFiles({
    file: join(publicDir, site.logo.src),
    name: site.name,
    colours: { primary: colours.primary, accent: colours.accent },
  });
  for (const name of names) await copyInto(join(dir, name), join(outDir, 'icons', name));
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    start_url: `${base}/`,
    scope: `${base}/`,
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.primary,
    icons: [192, 512].flatMap((size) => [
      {
        src: `${base}/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `${base}/icons/icon-maskable-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]),
  };
  await writeFile(join(outDir, 'site.webmanifest'), JSON.stringify(manifest, null, 2) + '\n');
  /** @type {{ href: string, type: string, sizes?: string }[]} */
  const favicons = names.includes('favicon.svg')
    ? [{ href: 'icons/favicon.svg', type: 'image/svg+xml' }]
    : [32, 48].map((size) => ({
        href: `icons/favicon-${size}.png`,
        type: 'image/png',
        sizes: `${size}x${size}`,
      }));
  const card = `icons/${names.find((name) => name.startsWith('share-card.'))}`;
  const { width, height } = await sharp(join(outDir, card)).metadata();
  const shareImage = site.shareImage ?? { src: card, width, height, alt: site.name };
  return { favicons, shareImage, feedIcon: 'icons/icon-192.png', feedLogo: card };
}
