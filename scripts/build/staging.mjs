// Build steps "staging" and "swap": the site is built in a folder of its own beside the old
// one and swapped in at the end, so a failed build (a content mistake) leaves the last good
// site as it was. The folder is this build's own: two builds into one place at once (two test
// files that need the same test site) never write into each other's. A build stopped by a
// signal deletes it; what one killed outright leaves, the next build deletes (tidy.mjs).
import { rmSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** An empty staging folder for a build into finalDir. @param {string} finalDir */
export async function emptyStaging(finalDir) {
  const staging = join('.cache', 'staging', `${finalDir.replace(/[\\/]/g, '_')}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      // esbuild may still be writing (ENOTEMPTY): what it leaves, the next build deletes.
      try {
        rmSync(staging, { recursive: true, force: true, maxRetries: 5 });
      } catch {}
      process.kill(process.pid, signal); // stopped as the signal stops a process
    });
  }
  return staging;
}

/** Ends a build that failed: its staging folder goes, the old site stays as it was.
 * @param {string} staging */
export async function abandon(staging) {
  await rm(staging, { recursive: true, force: true });
  process.exit(1);
}

/**
 * Puts the finished build in place of the old one (or of one another build put there meanwhile).
 * @param {string} staging @param {string} finalDir
 */
export async function swapIn(staging, finalDir) {
  await mkdir(dirname(resolve(finalDir)), { recursive: true });
  const old = `${staging}-old`;
  for (;;) {
    await rename(finalDir, old).catch(() => {}); // there was none
    const moved = await rename(staging, finalDir).then(
      () => true,
      (error) => (['ENOTEMPTY', 'EEXIST'].includes(error.code) ? false : Promise.reject(error)),
    );
    await rm(old, { recursive: true, force: true });
    if (moved) return;
  }
}
