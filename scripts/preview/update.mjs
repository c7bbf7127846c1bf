// The preview's content steps, run in its own process on each save to content/: the build's own
// steps (scripts/build.mjs), writing into the preview's folder only what changed, so a saved
// notice shows in about a second. What they make is handed to a new renderer.mjs. Code, pictures
// and index.html are rebuilt whole by scripts/build.mjs instead.
import { join } from 'node:path';
import { buildMoment, writeBuildInfo } from '../build/build-info.mjs';
import { loadModel } from '../build/model-cache.mjs';
import { writeContentModules } from '../build/content-modules.mjs';
import { problemsText, reportWarnings } from '../build/content-messages.mjs';
import { writeBrandStyles } from '../build/brand.mjs';
import { makeLogoFiles } from '../build/logo-files.mjs';
import { libraries, withIntegrity } from '../build/import-map.mjs';
import { copyInto } from '../files.mjs';
/** @import { ImportMap } from '../build/types.js' */
/** @import { Written } from '../build/content-modules.mjs' */

/**
 * What a renderer.mjs worker is handed (pageMaker's options, the site's address as text): the
 * pages import the content modules written.
 * @typedef {Omit<Parameters<typeof import('../build/pages.mjs').pageMaker>[0], 'siteUrl' |
 * 'keeper' | 'modules'> & { siteUrl: string }} PageData
 */

/**
 * Returns the problems' words, or what the pages step takes, or neither when the modules are as
 * they were. `kept` holds what one call leaves for the next: the modules' texts as written and the
 * import map; a new build empties it.
 * @param {{ contentDir: string, publicDir: string, outDir: string, siteUrl: URL, kept: { written?:
 * Map<string, Written>, importMap?: ImportMap } }} options
 * @returns {Promise<{ problems?: string, pages?: PageData }>}
 */
export async function updateContent({ contentDir, publicDir, outDir, siteUrl, kept }) {
  const builtAt = buildMoment();
  const { content, problems, warnings, modules } = await loadModel({
    contentDir,
    publicDir,
    moment: builtAt,
  });
  if (problems.length) return { problems: problemsText(problems) };
  reportWarnings(warnings);
  const base = siteUrl.pathname.replace(/\/$/, '');
  const { written, changed } = await writeContentModules(modules, outDir, kept.written);
  kept.written = written;
  // A save that changed nothing the pages show (an editor's backup file, a comment) reloads no tab.
  if (kept.importMap && !changed.length) return {};
  await writeBuildInfo({ outDir, siteUrl: siteUrl.href });
  // The brand's colours go on top of the stylesheet as it is in src/.
  await copyInto(join('src', 'styles', 'site.css'), join(outDir, 'styles', 'site.css'));
  const colours = await writeBrandStyles(outDir, content.brand);
  const logoFiles = await makeLogoFiles({ outDir, publicDir, site: content.site, colours, base });
  // The scripts' hashes: all of them after a build, then those written since.
  kept.importMap = kept.importMap
    ? await withIntegrity(kept.importMap, outDir, base, [...changed, 'lib/build-info.js'])
    : await libraries({ outDir, base, selfHosted: true });
  return {
    pages: {
      outDir,
      content,
      importMap: kept.importMap,
      siteUrl: siteUrl.href,
      base,
      themeColour: colours.primary,
      logoFiles,
      builtAt,
    },
  };
}
