// Build steps "staging" and "swap": the site is built in a folder of its own beside the old
// one and swapped in at the end, so a failed build (a content mistake) leaves the last good
// site as it was.
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** An empty staging folder for a build into finalDir. */
export async function emptyStaging(finalDir) {
  const staging = join('.cache', 'staging', finalDir.replace(/[\\/]/g, '_'));
  await rm(staging, { recursive: true, force: true });
  return staging;
}

/** Puts the finished build in place of the old one. */
export async function swapIn(staging, finalDir) {
  await rm(finalDir, { recursive: true, force: true });
  await mkdir(dirname(resolve(finalDir)), { recursive: true });
  await rename(staging, finalDir);
}
