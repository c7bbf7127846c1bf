// Offline (docs/architecture.md): registers the worker (sw.js, src/sw.ts) once the page has
// settled, and hands it what this page has used, so the page opens again without a connection
// with its pictures at this screen's size. Loaded on its own, never with the first load.

/** A browser driven by tests (navigator.webdriver) gets no worker unless the test sets this in
 * the site's storage (test/offline.test.ts): the other tests measure what a first visit fetches. */
export const testSwitch = 'offline-worker-in-tests';

// Storage may be blocked (it throws then); no import, to keep this module alone on the wire.
const switchedOn = () => {
  try {
    return localStorage.getItem(testSwitch);
  } catch {
    return null;
  }
};

/** Registers the worker from the site's root; `base` is the site's path ('' or '/club'). */
export function keepOffline(base: string): () => void {
  if (!('serviceWorker' in navigator) || (navigator.webdriver && switchedOn() !== 'on')) return () => undefined;
  let left = false;
  const build = document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content;
  navigator.serviceWorker
    .register(`${base}/sw.js`, { scope: `${base}/`, updateViaCache: 'none' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (left || !build) return;
      const used = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ build, save: [location.href.split('#')[0], ...used] });
    })
    .catch(() => undefined); // no worker (private browsing, storage refused): the site works as before
  return () => {
    left = true;
  };
}
