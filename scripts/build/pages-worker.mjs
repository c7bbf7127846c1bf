// The pages step's second thread (pages.mjs): renders and writes the page it is handed, with
// its entry's module, and asks for the next; told null, it finishes its writes and ends.
import './production.mjs';
import { parentPort, workerData } from 'node:worker_threads';
import { pageWriter } from './pages.mjs';

const { outDir, base, importMap, shared } = workerData;
const { write, finish, written } = await pageWriter({ outDir, base, importMap, shared: { ...shared, siteUrl: new URL(shared.siteUrl) } });
parentPort.on('message', async (next) => {
  if (!next) {
    await finish();
    parentPort.close(); // nothing left to do: the thread ends
    return;
  }
  if (next.page.entry) written[next.page.entry] = next.entry;
  await write(next.page);
  parentPort.postMessage('next');
});
parentPort.postMessage('next');
