// Build step "assets": the pictures the build makes. Photos a volunteer drops into
// public/images/ become AVIF and WebP copies at the widths src/lib/image-variants.ts names;
// the app icons ("Add to home screen") are drawn from the SVG icon, with the web app manifest.
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { copyInto, listFiles } from '../files.mjs';

// Each copy is kept in .cache/images/ under a hash of the source, so a rebuild only redoes
// photos that changed. Returns how many copies were made.
async function photoVariants(outDir, publicDir) {
  const { isPhoto, variantFormats, variantPath, variantWidths } = await import(pathToFileURL(resolve(outDir, 'lib/image-variants.js')).href);
  let made = 0;
  for (const file of (await listFiles(publicDir)).filter(isPhoto)) {
    const source = await readFile(join(publicDir, file));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    const { width } = await sharp(source).metadata();
    for (const w of variantWidths(width)) {
      for (const format of variantFormats) {
        const cached = join('.cache', 'images', `${hash}-${w}.${format}`);
        if (!(await stat(cached).catch(() => null))) {
          await mkdir(dirname(cached), { recursive: true });
          await sharp(source).resize(w).toFormat(format, { quality: format === 'avif' ? 50 : 75 }).toFile(cached);
          made++;
        }
        await copyInto(cached, join(outDir, variantPath(file, w, format)));
      }
    }
  }
  return made;
}

async function appIcons({ outDir, publicDir, site, base, themeColour, backgroundColour }) {
  await mkdir(join(outDir, 'icons'), { recursive: true });
  const sizes = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };
  for (const [file, size] of Object.entries(sizes)) {
    await sharp(join(publicDir, 'images/icon.svg'), { density: 300 }).resize(size, size).png().toFile(join(outDir, 'icons', file));
  }
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    start_url: `${base}/`,
    scope: `${base}/`,
    display: 'standalone',
    background_color: backgroundColour,
    theme_color: themeColour,
    icons: [192, 512].map((size) => ({ src: `${base}/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' })),
  };
  await writeFile(join(outDir, 'site.webmanifest'), JSON.stringify(manifest, null, 2) + '\n');
}

/** Returns the number of photo copies made. The theme and background colours (from
 * content/brand.yaml) go into the web app manifest. */
export async function makeAssets({ outDir, publicDir = 'public', site, base, themeColour, backgroundColour }) {
  await appIcons({ outDir, publicDir, site, base, themeColour, backgroundColour });
  return { photosMade: await photoVariants(outDir, publicDir) };
}
