// The preview's pages, drawn on request by a worker holding one version of the site
// (render-worker.mjs): a save starts a new one, so it shows after one page is drawn, not after
// all of them are (docs/speed.md).
import { Worker } from 'node:worker_threads';
/** @import { PageData } from './update.mjs' */
/** @typedef {{ status: number, html: string }} Drawn a page's HTML and status */

// The next save's worker, started once this one is ready: loading React and the build's steps takes
// a new thread about a quarter of a second, which a save need not wait for. It keeps no process
// alive.
function newWorker() {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url));
  worker.unref();
  return worker;
}
/** @type {Worker | null} */
let spare = null;

/** Starts the worker; `ready` settles once it can draw (with every page's address), `page(path)`
 * gives a page's HTML and status (404 with the not-found page for an address the site lacks).
 * @param {PageData} data */
export function startRenderer(data) {
  const worker = spare ?? newWorker();
  worker.ref();
  worker.postMessage(data);
  spare = null;
  /** @type {Map<number, (answer: Drawn & { error?: string }) => void>} */
  const waiting = new Map();
  let last = 0;
  const ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  // Once this one draws: the spare does not slow it down.
  ready.then(
    () => (spare ??= newWorker()),
    () => {},
  );
  let idle = () => {};
  worker.on('message', ({ id, ...answer }) => {
    waiting.get(id)?.(answer);
    waiting.delete(id);
    if (!waiting.size) idle();
  });
  /** @param {string} path @returns {Promise<Drawn>} */
  const page = async (path) => {
    await ready;
    /** @type {Drawn & { error?: string }} */
    const answer = await new Promise((resolve) => {
      waiting.set(++last, resolve);
      worker.postMessage({ id: last, path });
    });
    if (answer.error) throw new Error(answer.error);
    return answer;
  };
  // A request still being drawn by an old version is answered before it goes.
  const stop = async () => {
    if (waiting.size) await new Promise((resolve) => (idle = () => resolve(undefined)));
    await worker.terminate();
  };
  return { ready, page, stop };
}
