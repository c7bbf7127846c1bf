// Replaces dist/lib/build-info.js with this build's address as a fixed value (SITE_URL may
// differ from content/site.yaml's); the moment is read from the page as src/lib/build-info.ts
// does, and written into each page that reads it by the pages step (pages.mjs).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** SITE_NOW=2026-12-01T09:00:00Z builds the site as if it were that moment (for tests). */
export const buildMoment = () =>
  process.env.SITE_NOW ? Date.parse(process.env.SITE_NOW) : Date.now();

const pageMoment =
  `Date.parse(globalThis.document?.querySelector('meta[name="built-at"]')` +
  `?.getAttribute('content') ?? '') || Date.now()`;

/** @param {{ outDir: string, siteUrl: string }} args */
export async function writeBuildInfo({ outDir, siteUrl }) {
  await writeFile(
    join(outDir, 'lib', 'build-info.js'),
    `export const buildInfo = { "siteUrl":${JSON.stringify(siteUrl)}, ` +
      `builtAt: ${pageMoment} };\n`,
  );
}
