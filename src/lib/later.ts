// Parts of a page that can wait (the home page's events and news, the news archive, "is there
// training today?"): the build's HTML shows them at once, and their code loads only once React
// has woken the rest of the page up and the phone has a moment to spare, so it is not part of the
// first load. React wakes each part up when its code arrives (LaterPart). Once the site is awake
// (App marks it), a part loads as soon as its page's module is fetched, so a tap never waits for it.

export type Part<T> = Promise<T> & { wake: () => void };

const inBrowser = typeof document !== 'undefined';

/** Runs `work` when the phone has a moment to spare, or after 3 s at the latest (prefetch.ts
 * waits the same way; here, not a file of its own, as every page with a part loads this one).
 * Safari has no requestIdleCallback: a short wait does nearly as well there. */
export const whenIdle = (work: () => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 200);

const parts: Part<unknown>[] = [];

/** A part whose code `load` fetches once woken (LaterPart wakes it after hydrating it). The
 * promise carries its value once loaded (React's convention for use()), so from then on React
 * draws the part at once. */
export function later<T>(load: () => Promise<T>): Part<T> {
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  const part = started.then(load).catch((error) => {
    if (!inBrowser) throw error; // the build stops and says why
    return new Promise<never>(() => {}); // offline: the part keeps the build's HTML; the page still works
  }) as Part<T>;
  part.then((value) => Object.assign(part, { status: 'fulfilled', value })); // what use() reads
  part.wake = () => whenIdle(start);
  parts.push(part);
  if (!inBrowser || 'awake' in document.documentElement.dataset) start();
  return part;
}

/** Every part asked for so far, loaded (the build and the tests wait for them before drawing). */
export function allLoaded(): Promise<unknown[]> {
  for (const part of parts) part.wake();
  return Promise.all(parts);
}
