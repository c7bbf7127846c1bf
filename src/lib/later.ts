// Parts of a page that can wait (the home page's events and news): their code loads once the
// page has loaded and the phone has a moment to spare, so it is not part of the first load and
// does not compete with React waking the page up. Until then the build's HTML shows them as they
// are; React wakes them up when their code arrives (LaterPart). In the build, at once.

type Loaded<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const inBrowser = typeof document !== 'undefined';

// Safari has no requestIdleCallback: a short wait does nearly as well there.
const whenIdle = (work: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(work) : setTimeout(work, 200));

const settled = inBrowser
  ? new Promise<void>((resolve) => {
      if (document.readyState === 'complete') whenIdle(resolve);
      else addEventListener('load', () => whenIdle(resolve), { once: true });
    })
  : Promise.resolve();

const parts: Promise<unknown>[] = [];

/** Starts loading a part once the page has settled. The promise carries its value once loaded
 * (React's convention for use()), so from then on React draws the part at once. */
export function later<T>(load: () => Promise<T>): Loaded<T> {
  const loaded: Loaded<T> = settled.then(load).catch((error) => {
    if (!inBrowser) throw error; // the build stops and says why
    return new Promise<never>(() => {}); // offline: the part keeps the build's HTML; the page still works
  });
  parts.push(loaded.then((value) => Object.assign(loaded, { status: 'fulfilled', value })));
  return loaded;
}

/** Every part asked for so far, loaded (the build waits for them before drawing the pages). */
export const allLoaded = () => Promise.all(parts);
