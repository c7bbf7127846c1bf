// Offline (docs/architecture.md): registers the worker (sw.js, from src/sw/) once the page has
// settled, and hands it what this page has used, so the page opens again without a connection
// with its pictures at this screen's size. Loaded on its own, never with the first load.

/** Registers the worker from the site's root; `base` is the site's path ('' or '/club'). Only
 * a build with the worker (its pages carry the build's id) has one: not `--no-offline`. */
export function keepOffline(base: string): () => void {
  const build = document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content;
  if (!build || !('serviceWorker' in navigator)) return () => undefined;
  let left = false;
  navigator.serviceWorker
    .register(`${base}/sw.js`, { scope: `${base}/`, updateViaCache: 'none' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (left) return;
      const used = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ build, save: [location.href.split('#')[0], ...used] });
    })
    // No worker (private browsing, storage refused): the site works as before.
    .catch(() => undefined);
  return () => {
    left = true;
  };
}
