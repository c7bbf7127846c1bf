// The meet files read (read-file.mjs, then lenex.mjs): in this thread when there are few, on
// worker threads (read-worker.mjs) when there are many, each taking the next file when free.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { readLenex } from './lenex.mjs';
import { GalaFileProblem } from './problem.mjs';
import { readGalaFile } from './read-file.mjs';

/** A file's meet; a GalaFileProblem says what is wrong with the file. */
export const readMeet = async (path) => readLenex(await readGalaFile(path));

// Below this many files, starting the threads costs more than they save.
const filesForWorkers = 8;

/** Each file's meet, or the error that stopped it, in the files' order; each let go once the
 * loop has moved on, so ten years of galas never sit in memory at once.
 * @param {string[]} paths @returns {AsyncGenerator<{ meet?: any, error?: Error }>} */
export async function* readMeets(paths) {
  const threads = Math.min(availableParallelism(), 4);
  if (paths.length < filesForWorkers || threads < 2) {
    for (const path of paths)
      yield await readMeet(path).then(
        (meet) => ({ meet }),
        (error) => ({ error }),
      );
    return;
  }
  const jobs = paths.map((path) => {
    const job = { path };
    job.read = new Promise((resolve) => (job.done = resolve));
    return job;
  });
  const queue = [...jobs];
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL('read-worker.mjs', import.meta.url));
    let job;
    const next = () => {
      job = queue.shift();
      if (job) worker.postMessage(job.path);
    };
    worker.on('message', ({ meet, problem }) => {
      job.done(problem ? { error: new GalaFileProblem(problem.message, problem.line) } : { meet });
      next();
    });
    // A mistake of the build's own (not the file's): every file still waiting on it stops.
    worker.on('error', (error) => {
      for (const waiting of [job, ...queue.splice(0)]) waiting?.done({ error });
    });
    next();
    return worker;
  });
  try {
    for (const [i, job] of jobs.entries()) {
      yield await job.read;
      jobs[i] = undefined;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
