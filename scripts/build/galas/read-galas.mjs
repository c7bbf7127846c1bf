// The meet files read (read-file.mjs, lenex.mjs) and built into galas (gala.mjs): in this thread
// when there are few, on worker threads (read-worker.mjs) when there are many, each taking the
// next file when free. Either way the galas come back in the files' order.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { buildGala } from './gala.mjs';
import { readLenex } from './lenex.mjs';
import { GalaFileProblem } from './problem.mjs';
import { readGalaFile } from './read-file.mjs';

/** One file's gala, built with `people` (the swimmers met so far, which it adds to); a
 * GalaFileProblem says what is wrong with the file. */
export async function galaOf({ id, path, settings, people }) {
  const meet = readLenex(await readGalaFile(path));
  if (!meet.events.size) throw new GalaFileProblem("it holds no events: is it the meet's results file?");
  return buildGala({ id, meet, settings, people });
}

// Below this many files, starting the threads costs more than they save.
const filesForWorkers = 8;

/** Each file's gala (gala.mjs's `{ gala, counted }`), or the error that stopped it, in the
 * files' order. Each file's meet is let go once its gala is built: only our swims are kept.
 * @param {{ id: string, path: string }[]} files @param {any} settings @param {Map<string, any>} people
 * @returns {AsyncGenerator<{ built?: any, error?: Error }>} */
export async function* readGalas(files, settings, people) {
  const threads = Math.min(availableParallelism(), 4);
  if (files.length < filesForWorkers || threads < 2) {
    for (const file of files)
      yield await galaOf({ ...file, settings, people }).then(
        (built) => ({ built }),
        (error) => ({ error }),
      );
    return;
  }
  const jobs = files.map((file) => {
    const job = { file, result: undefined, done: undefined };
    job.result = new Promise((resolve) => (job.done = resolve));
    return job;
  });
  const queue = [...jobs];
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL('read-worker.mjs', import.meta.url), { workerData: { settings } });
    let job;
    const next = () => {
      job = queue.shift();
      if (job) worker.postMessage(job.file);
    };
    worker.on('message', ({ built, problem }) => {
      job.done(problem ? { error: new GalaFileProblem(problem.message, problem.line) } : { built });
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
      const read = await job.result;
      if (read.built) adopt(read.built, people);
      yield read;
      jobs[i] = undefined;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** A worker's gala names the swimmers as that worker met them: each is swapped for the one met
 * first in the files' order (the name and page an earlier file gave them), as one thread would. */
function adopt({ gala, counted, met }, people) {
  const persons = new Map(); // and their refs: the worker's → this thread's
  for (const person of met) {
    const first = people.get(person.key);
    if (!first) people.set(person.key, person);
    else if (first !== person) persons.set(person, first).set(person.ref, first.ref);
  }
  if (!persons.size) return;
  const swap = (was) => persons.get(was) ?? was;
  for (const event of gala.events)
    for (const swim of event.swims) {
      if (swim.legs) for (const leg of swim.legs) leg.swimmer = swap(leg.swimmer);
      else swim.swimmer = swap(swim.swimmer);
    }
  for (const c of counted) {
    if (c.person) c.person = swap(c.person);
    if (c.team) c.team = c.team.map(swap);
  }
}
