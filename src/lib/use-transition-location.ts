// wouter's browser location, with each change of address rendered as a React transition: the
// page on screen stays, and keeps answering taps, until the next page's code has arrived
// (React.lazy suspends meanwhile), instead of giving way to a placeholder.
import { startTransition, useEffect, useState } from 'react';

// The events wouter's browser location listens to (wouter, once loaded, makes pushState and
// replaceState send theirs).
const changes = ['popstate', 'pushState', 'replaceState', 'hashchange'];

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

// As wouter's browser location does it (its module is not one the import map names).
const navigate: Navigate = (to, { replace = false, state = null } = {}) => window.history[replace ? 'replaceState' : 'pushState'](state, '', to);

export function useTransitionLocation({ ssrPath }: { ssrPath?: string } = {}): [string, Navigate] {
  const [path, setPath] = useState(() => ssrPath ?? window.location.pathname);
  useEffect(() => {
    const follow = () => startTransition(() => setPath(window.location.pathname));
    for (const type of changes) addEventListener(type, follow);
    follow(); // a change made before React woke up
    return () => {
      for (const type of changes) removeEventListener(type, follow);
    };
  }, []);
  return [path, navigate];
}
