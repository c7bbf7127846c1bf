// Whether the page on screen is the phone's saved copy, as the offline worker (src/sw/) says.
// A page loaded from the saved copy has the worker's note in its HTML (#saved-copy, outside
// what React wakes up). After a tap on a link the page is drawn here from the build's saved
// code and content, so the page asks the worker (`askWorker`), which tries the network for it
// and answers with the note's words (content/offline.yaml), or null when the network answered.
import { useSyncExternalStore } from 'react';

let note: string | null = null;
const listeners = new Set<() => void>();

function heard(event: MessageEvent<{ savedCopy?: string | null }>) {
  if (!event.data || !('savedCopy' in event.data)) return;
  note = event.data.savedCopy ?? null;
  document.getElementById('saved-copy')?.remove(); // SavedCopyNote says it from now on
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) navigator.serviceWorker?.addEventListener('message', heard);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) navigator.serviceWorker?.removeEventListener('message', heard);
  };
}

/** The note's words while the page on screen is a saved copy, else null (and in Node). */
export const useSavedCopy = () =>
  useSyncExternalStore(
    subscribe,
    () => note,
    () => null,
  );

/** Whether the page on screen is a saved copy: the worker's note in its HTML, or its word since. */
export const showingSavedCopy = () =>
  note !== null || Boolean(document.getElementById('saved-copy'));

/** After a tap on a link: asks the worker, if this page of this build has one, about the page. */
export function askWorker(url: string) {
  const build = document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content;
  if (build) navigator.serviceWorker?.controller?.postMessage({ build, visited: url });
}
