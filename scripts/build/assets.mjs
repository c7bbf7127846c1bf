// Build step "assets": the pictures the build makes. Photos a volunteer drops into
// public/images/ become AVIF and WebP copies at the widths src/lib/image-variants.ts names.
// (The icons made from the logo are logo-files.mjs's.)
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { copyInto, listFiles, madeAside } from '../files.mjs';
import { builtModules } from './built.mjs';

// Each copy is kept in .cache/images/ under a hash of the source, so a rebuild only redoes
// photos that changed. Returns how many copies were made.
/** @param {string} outDir @param {string} publicDir */
async function photoVariants(outDir, publicDir) {
  const { isPhoto, variantFormats, variantPath, variantWidths } =
    await builtModules(outDir)('lib/image-variants.js');
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
          await madeAside(cached, (partial) =>
            sharp(source)
              .resize(w)
              .toFormat(format, { quality: format === 'avif' ? 50 : 75 })
              .toFile(partial),
          );
          made++;
        }
        await copyInto(cached, join(outDir, variantPath(file, w, format)));
      }
    }
  }
  return made;
}

/** Returns the number of photo copies made.
 * @param {{ outDir: string, publicDir?: string }} args */
export async function makeAssets({ outDir, publicDir = 'public' }) {
  return { photosMade: await photoVariants(outDir, publicDir) };
}
