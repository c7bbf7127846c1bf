// wouter's browser location, where moving to a page whose code has not arrived yet is a React
// transition: the page on screen stays, and keeps answering taps, until it has (React.lazy
// suspends meanwhile). A page already here (prefetched) is drawn at once, as a plain update: a
// transition would draw it in slices between frames, later. The address asked for is known at
// once (useRequestedPath), so the frame can say, if it takes a while, that the page is coming.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// The events wouter's browser location listens to (wouter, once loaded, makes pushState and
// replaceState send theirs).
const changes = ['popstate', 'pushState', 'replaceState', 'hashchange'];

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

// As wouter's browser location does it (its module is not one the import map names).
const navigate: Navigate = (to, { replace = false, state = null } = {}) =>
  window.history[replace ? 'replaceState' : 'pushState'](state, '', to);

let requested: string | null = null;
const watchers = new Set<() => void>();
const ask = (path: string) => {
  if (path === requested) return;
  requested = path;
  for (const watcher of watchers) watcher();
};

/**
 * The address (with the site's base) last moved to, ahead of the page on screen; null before any
 * move.
 */
export const useRequestedPath = () =>
  useSyncExternalStore(
    (watcher) => (watchers.add(watcher), () => watchers.delete(watcher)),
    () => requested,
    () => null,
  );

/**
 * wouter's location hook; `ready(path)` says whether the page at an address can be drawn at once.
 */
export const transitionLocation = (ready: (path: string) => boolean) =>
  function useTransitionLocation({ ssrPath }: { ssrPath?: string } = {}): [string, Navigate] {
    const [path, setPath] = useState(() => ssrPath ?? window.location.pathname);
    useEffect(() => {
      const follow = () => {
        const now = window.location.pathname;
        ask(now);
        if (ready(now)) setPath(now);
        else startTransition(() => setPath(now));
      };
      for (const type of changes) addEventListener(type, follow);
      follow(); // a change made before React woke up
      return () => {
        for (const type of changes) removeEventListener(type, follow);
      };
    }, []);
    return [path, navigate];
  };
