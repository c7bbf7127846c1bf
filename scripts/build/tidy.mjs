// Build step "tidy": what a build stopped half-way left in .cache/ (its staging folder, a file
// half written under its process's number: staging.mjs, kept.mjs, ../files.mjs) is deleted by
// the next build; and the meets read are kept to a size, as the other caches keep themselves.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { keepNewest } from './kept.mjs';
import { meetsFolder } from './galas/meet-cache.mjs';

/** The folders where builds make things under their process's number. */
const folders = [
  'staging',
  'pages',
  'model',
  'meets',
  'images',
  'logo',
  'vendor-build',
  'content-schema',
];
/** Meets kept, used last first: ten years of galas make about 70 MB. */
const meetBytes = 300 * 1024 * 1024;

/** Whether process `pid` is running (EPERM: another user's is). @param {number} pid */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} [cache] the cache's folder */
export async function tidyCache(cache = '.cache') {
  const meets = meetsFolder();
  const own = folders.map((name) => join(cache, name));
  for (const folder of new Set([...own, process.env.PAGE_CACHE, process.env.MODEL_CACHE, meets])) {
    if (!folder || folder === 'off') continue;
    for (const name of await readdir(folder).catch(() => [])) {
      // Staging folder dist-123 (or -old), a half-written file's .123, schemas-123-1 (schemas.mjs)
      const [, end, schemas] = /[-.](\d+)(?:-old)?$|^schemas-(\d+)-/.exec(name) ?? [];
      const pid = Number(end ?? schemas);
      // A folder another process still writes in (esbuild's, after its build was stopped) may
      // not empty at once: it is left for the next build, which never stops for it.
      if (pid && pid !== process.pid && !running(pid))
        await rm(join(folder, name), { recursive: true, force: true, maxRetries: 3 }).catch(
          () => undefined,
        );
    }
  }
  if (meets !== 'off') await keepNewest(meets, meetBytes).catch(() => undefined);
}
