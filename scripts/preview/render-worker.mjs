// One version of the preview's site, in a worker thread of its own: its code and content modules
// imported afresh (a thread's modules are its own, so a save never meets the last version's),
// each page drawn when the preview's server asks for it, and the feeds and calendars written.
// Started by renderer.mjs ahead of the save it serves, with the libraries loaded; the first
// message gives it what the pages step takes.
import '../build/production.mjs';
import { parentPort } from 'node:worker_threads';
import { pageMaker } from '../build/pages.mjs';
import { writeFeeds } from '../build/feeds.mjs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {import('./update.mjs').PageData} */
const data = await new Promise((resolve) => port.once('message', resolve));
const options = { ...data, siteUrl: new URL(data.siteUrl) };
const { pages, notFound, draw } = await pageMaker(options);
const byPath = new Map(pages.map((page) => [page.path, page]));
port.postMessage({ paths: [...byPath.keys()] });

port.on('message', async ({ id, path }) => {
  const page = byPath.get(path);
  try {
    port.postMessage({
      id,
      status: page ? 200 : 404,
      html: (await draw(page ?? notFound, !page)).html,
    });
  } catch (error) {
    const stack = /** @type {{ stack?: string } | undefined} */ (error)?.stack;
    port.postMessage({ id, error: String(stack ?? error) });
  }
});

await writeFeeds({ ...options, paths: [...byPath.keys()] });
