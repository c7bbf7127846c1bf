// Loads a script module on demand, the way the original site loaded its "chunks": give up
// after a time-out and say why it failed, so the page can offer to try again.

export type LoadFailure = 'missing' | 'timeout' | 'error';

export class ModuleLoadError extends Error {
  constructor(
    readonly reason: LoadFailure,
    readonly url: string,
  ) {
    super(`Loading chunk failed (${reason}): ${url}`);
  }
}

/** The original site's time-out for a script part: two minutes. */
export const moduleTimeoutMs = 120_000;

// A failed import() doesn't say whether the file is missing or the network failed: ask the host.
async function whyFailed(url: string): Promise<LoadFailure> {
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
  return response?.status === 404 ? 'missing' : 'error';
}

export async function loadModule<T>(url: string, timeoutMs = moduleTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ModuleLoadError('timeout', url)), timeoutMs);
  });
  try {
    return await Promise.race([import(url) as Promise<T>, timeout]);
  } catch (error) {
    if (error instanceof ModuleLoadError) throw error;
    throw new ModuleLoadError(await whyFailed(url), url);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts what `start` starts once `load` (an import()) arrives, unless stopped first; for an
 * effect's clean-up, returns the function that stops it. Offline, nothing starts. */
export function startWhenLoaded<M>(load: Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let left = false;
  load.then(
    (module) => void (left || (stop = start(module))),
    () => undefined,
  );
  return () => {
    left = true;
    stop?.();
  };
}
