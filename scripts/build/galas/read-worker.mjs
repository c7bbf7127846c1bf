// One of read-galas.mjs's threads: reads and builds the meet file it is sent, and answers with
// the gala and the swimmers it met, or the problem with the file (its words and line). The
// swimmers it has met stay with it, as one thread's do, for the next file it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { GalaFileProblem } from './problem.mjs';
import { galaOf } from './read-galas.mjs';

const people = new Map();
parentPort.on('message', async (file) => {
  try {
    parentPort.postMessage({ built: await galaOf({ ...file, settings: workerData.settings, people }) });
  } catch (error) {
    if (!(error instanceof GalaFileProblem)) throw error;
    parentPort.postMessage({ problem: { message: error.message, line: error.line } });
  }
});
