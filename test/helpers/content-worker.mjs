// The content step in a thread of its own, for the property test of content edits
// (test/content/any-edit.node.test.ts): a file that made it loop forever can then be stopped, and
// named. JavaScript because Node 20 starts a worker without tsx.
import { parentPort } from 'node:worker_threads';
import { loadContent } from '../../scripts/build/content.mjs';

parentPort.on('message', async ({ contentDir, publicDir }) => {
  try {
    const { modules, problems } = await loadContent({ contentDir, publicDir, partial: true });
    parentPort.postMessage({ modules, problems });
  } catch (error) {
    parentPort.postMessage({ threw: error instanceof Error ? error.stack : String(error) });
  }
});
