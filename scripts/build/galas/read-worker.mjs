// One of read-meets.mjs's threads: reads the meet file it is sent and answers with its meet,
// or the problem with the file (its words and line).
import { parentPort } from 'node:worker_threads';
import { GalaFileProblem } from './problem.mjs';
import { readMeet } from './read-meets.mjs';

parentPort.on('message', async (path) => {
  try {
    parentPort.postMessage({ meet: await readMeet(path) });
  } catch (error) {
    if (!(error instanceof GalaFileProblem)) throw error;
    parentPort.postMessage({ problem: { message: error.message, line: error.line } });
  }
});
