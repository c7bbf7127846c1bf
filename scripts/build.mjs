// Builds the whole deployable site into dist/: the steps below, in order, each a module in
// scripts/build/ doing one job. Settings (see README):
//   --out=DIR builds elsewhere (inside this folder, where Node finds the libraries);
//   --content=DIR reads the content from another folder (the tests' broken examples), --public=DIR
//   the pictures and documents (the tests of the volunteer's guide add the files it names);
//   --self-hosted (or SITE_MODULES=self-hosted) points pages at dist/vendor/ instead of the CDN;
//   --no-offline leaves the offline worker out (the preview; tests that measure a first visit);
//   SITE_URL=https://host/sub/ overrides the address in content/site.yaml.
import './build/production.mjs'; // first: React loads its production build
import { rm } from 'node:fs/promises';
import { buildMoment, writeBuildInfo } from './build/build-info.mjs';
import { emptyStaging, swapIn } from './build/staging.mjs';
import { tidyCache } from './build/tidy.mjs';
import { outputFiles } from './build/output-files.mjs';
import { loadModel } from './build/model-cache.mjs';
import { writeContentModules } from './build/content-modules.mjs';
import { reportProblems, reportWarnings } from './build/content-messages.mjs';
import { transform } from './build/transform.mjs';
import { makeAssets } from './build/assets.mjs';
import { writeBrandStyles } from './build/brand.mjs';
import { makeLogoFiles } from './build/logo-files.mjs';
import { libraries } from './build/import-map.mjs';
import { renderPages, writePageFiles } from './build/pages.mjs';
import { writeFeeds } from './build/feeds.mjs';
import { buildId, writeOfflineFiles } from './build/offline.mjs';
import { writeHeaders } from './build/headers.mjs';

const args = process.argv.slice(2);
const setting = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const finalDir = setting('out') ?? 'dist';
const contentDir = setting('content') ?? 'content';
const publicDir = setting('public') ?? 'public';
const selfHosted = args.includes('--self-hosted') || process.env.SITE_MODULES === 'self-hosted';
const offline = !args.includes('--no-offline');

const started = performance.now();
// One moment for the whole build: what is upcoming, current, and in the calendars' stamps.
const builtAt = buildMoment();
await tidyCache();
// Built beside the old site and swapped in at the end, so a failed build leaves it as it was.
const outDir = await emptyStaging(finalDir);
const output = await outputFiles(outDir, finalDir); // the large sets of files: linked where unchanged
// The content is checked while the code is transformed.
const [{ content, modules, problems, warnings, galaAddresses }] = await Promise.all([
  loadModel({ contentDir, publicDir, moment: builtAt }),
  transform(outDir, publicDir),
]);
if (problems.length) {
  await reportProblems(problems);
  await rm(outDir, { recursive: true, force: true });
  process.exit(1);
}
reportWarnings(warnings);
// Each gala's address, which stays put when its file is renamed or replaced.
for (const { file, address } of galaAddresses) console.log(`  ${file} → /results/${address}`);
const written = new Map(); // each content module's text, for the kept renders' keys
await writeContentModules(modules, outDir, written, output.write);
const siteUrl = new URL(process.env.SITE_URL ?? content.site.url);
const base = siteUrl.pathname.replace(/\/$/, ''); // '' at a domain's root, '/club' below it
await writeBuildInfo({ outDir, siteUrl: siteUrl.href });
const colours = await writeBrandStyles(outDir, content.brand);
const themeColour = colours.primary;
const { photosMade } = await makeAssets({ outDir, publicDir });
const logoFiles = await makeLogoFiles({ outDir, publicDir, site: content.site, colours, base });
// After every step that writes scripts: self-hosted, the import map carries each one's hash.
const importMap = await libraries({ outDir, base, selfHosted, written });
const { paths, pages, kept } = await renderPages({
  outDir,
  content,
  modules,
  written,
  keepAs: finalDir,
  importMap,
  siteUrl,
  base,
  themeColour,
  logoFiles,
  builtAt,
});
await writeFeeds({ outDir, content, siteUrl, builtAt, paths, logoFiles });
// Each page written once: with the offline step's build id in it, a hash of every file above.
const build = offline ? await buildId(outDir, pages, written) : undefined;
await writePageFiles(outDir, pages, build, output.write);
if (build) await writeOfflineFiles({ outDir, content, importMap, base, paths, pages, favicons: logoFiles.favicons, build });
await writeHeaders(outDir, pages);
await swapIn(outDir, finalDir);
await output.save();

const ms = Math.round(performance.now() - started);
const libs = selfHosted ? 'self-hosted libraries' : 'CDN import map';
console.log(
  `Built ${paths.length} pages + 404 into ${finalDir}/ (${libs}, ${photosMade} photo copies made, ${kept} renders kept, ${output.linked} files unchanged) in ${ms} ms`,
);
