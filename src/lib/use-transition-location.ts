// wouter's browser location, with each change of address rendered as a React transition: the
// page on screen stays, and keeps answering taps, until the next page's code has arrived
// (React.lazy suspends meanwhile), instead of giving way to a placeholder.
import { startTransition, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';

// The events wouter's browser location listens to (it makes pushState and replaceState send theirs).
const changes = ['popstate', 'pushState', 'replaceState', 'hashchange'];

export function useTransitionLocation({ ssrPath }: { ssrPath?: string } = {}): [string, typeof navigate] {
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
