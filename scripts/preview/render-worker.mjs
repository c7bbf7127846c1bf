// One version of the preview's site, in a worker thread of its own: its code and content modules
// imported afresh (a thread's modules are its own, so a save never meets the last version's),
// each page drawn when the preview's server asks for it, and the feeds and calendars written.
// Started by renderer.mjs with what the pages step takes (workerData).
import '../build/production.mjs';
import { parentPort, workerData } from 'node:worker_threads';
import { pageMaker } from '../build/pages.mjs';
import { writeFeeds } from '../build/feeds.mjs';

const options = { ...workerData, siteUrl: new URL(workerData.siteUrl) };
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { pages, notFound, draw } = await pageMaker(options);
const byPath = new Map(pages.map((page) => [page.path, page]));
port.postMessage({ paths: [...byPath.keys()] });

port.on('message', async ({ id, path }) => {
  const page = byPath.get(path);
  try {
    port.postMessage({ id, status: page ? 200 : 404, html: (await draw(page ?? notFound, !page)).html });
  } catch (error) {
    port.postMessage({ id, error: String(error?.stack ?? error) });
  }
});

await writeFeeds({ ...options, paths: [...byPath.keys()] });
