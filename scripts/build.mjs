// Builds the whole site into dist/ (settings: build/settings.mjs) in two phases: the model (the
// content read and checked, kept: build/model-cache.mjs), then the files made from it and the
// code, pages last (renders kept: build/page-cache.mjs). Each step returns what it made.
import './build/production.mjs'; // first: React loads its production build
import { buildSettings, siteAddress } from './build/settings.mjs';
import { buildMoment, writeBuildInfo } from './build/build-info.mjs';
import { tidyCache } from './build/tidy.mjs';
import { abandon, emptyStaging, swapIn } from './build/staging.mjs';
import { loadModel } from './build/model-cache.mjs';
import { reportProblems, reportWarnings } from './build/content-messages.mjs';
import { transform } from './build/transform.mjs';
import { writeContentModules } from './build/content-modules.mjs';
import { writeBrandStyles } from './build/brand.mjs';
import { makeAssets } from './build/assets.mjs';
import { makeLogoFiles } from './build/logo-files.mjs';
import { libraries } from './build/import-map.mjs';
import { renderPages, writePageFiles } from './build/pages.mjs';
import { writeFeeds } from './build/feeds.mjs';
import { buildId, writeOfflineFiles } from './build/offline.mjs';
import { writeHeaders } from './build/headers.mjs';
import { sayAddresses, sayBuilt } from './build/said.mjs';

const { finalDir, contentDir, publicDir, selfHosted, offline } = buildSettings();
// One moment for the whole build: what is upcoming, the calendars' stamps.
const [started, builtAt] = [performance.now(), buildMoment()];
await tidyCache(); // what a stopped build left
// Built beside the old site and swapped in at the end, so a failed build leaves it as it was.
const outDir = await emptyStaging(finalDir);
const [{ content, modules, problems, warnings, galaAddresses }] = await Promise.all([
  loadModel({ contentDir, publicDir, moment: builtAt }),
  transform(outDir, publicDir), // the code, while the content is checked
]);
if (problems.length) await reportProblems(problems).then(() => abandon(outDir));
reportWarnings(warnings);
sayAddresses(galaAddresses);
const { versions, linked } = await writeContentModules(modules, outDir, undefined, finalDir);
const { siteUrl, base } = siteAddress(content.site);
await writeBuildInfo({ outDir, siteUrl: siteUrl.href });
const colours = await writeBrandStyles(outDir, content.brand);
const { photosMade } = await makeAssets({ outDir, publicDir });
const logoFiles = await makeLogoFiles({ outDir, publicDir, site: content.site, colours, base });
// After every step that writes scripts: self-hosted, the import map carries each one's hash.
const importMap = await libraries({ outDir, base, selfHosted, versions });
const site = { outDir, content, modules, versions, importMap, siteUrl, base, logoFiles, builtAt };
const { paths, pages, kept } = await renderPages({
  ...site,
  keepAs: finalDir,
  themeColour: colours.primary,
});
await writeFeeds({ ...site, paths });
// Each page written once: with the offline step's build id in it, a hash of every file above.
const build = offline ? await buildId(outDir, pages, versions) : undefined;
const pagesLinked = await writePageFiles(outDir, pages, build, finalDir);
if (build) await writeOfflineFiles({ ...site, paths, pages, favicons: logoFiles.favicons, build });
await writeHeaders(outDir, pages);
await swapIn(outDir, finalDir);
const unchanged = linked + pagesLinked;
sayBuilt({ pages: paths.length, finalDir, selfHosted, photosMade, kept, unchanged, started });
