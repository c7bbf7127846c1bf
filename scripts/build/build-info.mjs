// Replaces dist/lib/build-info.js with this build's moment and address as fixed values, so the
// HTML rendered in Node and the first render in the browser decide "upcoming" and "current"
// alike (see src/lib/build-info.ts).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** SITE_NOW=2026-12-01T09:00:00Z builds the site as if it were that moment (for tests). */
export const buildMoment = () => (process.env.SITE_NOW ? Date.parse(process.env.SITE_NOW) : Date.now());

export async function writeBuildInfo({ outDir, siteUrl, builtAt = Date.now() }) {
  const info = { builtAt, siteUrl };
  await writeFile(join(outDir, 'lib', 'build-info.js'), `export const buildInfo = ${JSON.stringify(info)};\n`);
  return info;
}
