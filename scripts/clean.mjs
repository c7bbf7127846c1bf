// npm run clean: deletes everything the build, the preview and the tests keep in .cache/ (and
// in the folders MODEL_CACHE, PAGE_CACHE or MEET_CACHE name), so the next build starts afresh.
import { rm } from 'node:fs/promises';

const folders = ['.cache', process.env.MODEL_CACHE, process.env.PAGE_CACHE, process.env.MEET_CACHE];
for (const folder of folders)
  if (folder && folder !== 'off') await rm(folder, { recursive: true, force: true });
console.log('Cleared .cache/: the next build makes everything afresh.');
