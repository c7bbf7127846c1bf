import { Worker } from 'node:worker_threads';

export const hangAfter = 60_000; // ms: far beyond any real file, even on a busy machine

export type Problem = { file: string; line: number; field: string | undefined; message: string };
type Outcome =
  | { problems: Problem[]; modules: Record<string, unknown> }
  | { threw: string }
  | { hang: true };

/** The content step in a worker thread, stopped if it has not answered after `hangAfter`. */
export function contentStep() {
  let worker: Worker | undefined;
  const load = (contentDir: string, publicDir: string) =>
    new Promise<Outcome>((resolve) => {
      const thread = (worker ??= new Worker(new URL('../content-worker.mjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: 1024 },
      }));
      const finish = (outcome: Outcome) => {
        clearTimeout(timer);
        thread.off('message', finish).off('error', failed);
        resolve(outcome);
      };
      const failed = (error: Error) => {
        worker = undefined;
        finish({ threw: error.stack ?? String(error) });
      };
      const timer = setTimeout(() => {
        worker = undefined;
        void thread.terminate();
        finish({ hang: true });
      }, hangAfter);
      thread.on('message', finish).on('error', failed);
      thread.postMessage({ contentDir, publicDir });
    });
  return { load, stop: () => worker?.terminate() };
}
