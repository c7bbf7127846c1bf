// The app's built modules (dist/<file>), which the pages, feeds and assets steps import, each
// typed as its source in src/ (the same path: lib/fill.js is src/lib/fill.ts).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
/** @import { StoredGala } from '../../src/lib/gala-types.js' */

/**
 * @typedef {{
 *   'App.js': typeof import('../../src/App.js'),
 *   'components/IconSprite.js': typeof import('../../src/components/IconSprite.js'),
 *   'components/NoticeBoard.js': typeof import('../../src/components/NoticeBoard.js'),
 *   'page-list.js': typeof import('../../src/page-list.js'),
 *   'lib/build-info.js': typeof import('../../src/lib/build-info.js'),
 *   'lib/entry-modules.js': typeof import('../../src/lib/entry-modules.js'),
 *   'lib/fill.js': typeof import('../../src/lib/fill.js'),
 *   'lib/gala-modules.js': typeof import('../../src/lib/gala-modules.js'),
 *   'lib/gala-recap.js': typeof import('../../src/lib/gala-recap.js'),
 *   'lib/gala-words.js': typeof import('../../src/lib/gala-words.js'),
 *   'lib/image-variants.js': typeof import('../../src/lib/image-variants.js'),
 *   'lib/page-title.js': typeof import('../../src/lib/page-title.js'),
 *   'lib/pattern-pages.js': typeof import('../../src/lib/pattern-pages.js'),
 *   'lib/schedule.js': typeof import('../../src/lib/schedule.js'),
 *   'lib/schedule-words.js': typeof import('../../src/lib/schedule-words.js'),
 *   'lib/training.js': typeof import('../../src/lib/training.js'),
 *   'lib/whats-on-paths.js': typeof import('../../src/lib/whats-on-paths.js'),
 *   [gala: `content/galas/${string}.js`]: { gala: StoredGala },
 * }} BuiltModules
 */

/**
 * An import of `outDir`'s built modules: `built('App.js')` is src/App.tsx's exports.
 * @param {string} outDir
 */
export const builtModules = (outDir) =>
  /** @type {<F extends keyof BuiltModules>(file: F) => Promise<BuiltModules[F]>} */ (
    (file) => import(pathToFileURL(resolve(outDir, file)).href)
  );
