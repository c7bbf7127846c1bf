// Build step "brand": the club's colours (content/brand.yaml, checked by the content step)
// become custom properties at the head of the copied stylesheet: no extra request, no inline
// style for the security policy to allow.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brandColours, brandCss } from './brand-palette.mjs';

/** Returns the colours, by custom property name.
 * @param {string} outDir @param {import('../../src/content/schema/brand.js').Brand} brand */
export async function writeBrandStyles(outDir, brand) {
  const colours = brandColours(brand);
  const file = join(outDir, 'styles', 'site.css');
  await writeFile(file, brandCss(colours) + (await readFile(file, 'utf8')));
  return colours;
}
