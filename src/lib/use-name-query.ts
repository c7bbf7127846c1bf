// The words of a name filter, kept in the page's address (?name=noemie) so a parent can share
// or save the filtered page; the build's HTML, and a page without scripts, shows everyone.
import { useState, useSyncExternalStore } from 'react';

const changes = ['popstate', 'replaceState', 'pushState'];
const watch = (changed: () => void) => {
  for (const type of changes) addEventListener(type, changed);
  return () => changes.forEach((type) => removeEventListener(type, changed));
};

/** What the address asks for: `?name=` (empty while rendered by the build). */
const useAddressName = () =>
  useSyncExternalStore(
    watch,
    () => new URLSearchParams(window.location.search).get('name') ?? '',
    () => '',
  );

/** The filter's words and the function that changes them (and the address, in place). */
export function useNameQuery(): [string, (text: string) => void] {
  const fromAddress = useAddressName();
  // What is typed shows as typed (spaces and all); the address holds it trimmed.
  const [typed, setTyped] = useState<string | null>(null);
  const type = (text: string) => {
    setTyped(text);
    const url = new URL(window.location.href);
    if (text.trim()) url.searchParams.set('name', text.trim());
    else url.searchParams.delete('name');
    window.history.replaceState(window.history.state, '', url);
  };
  return [typed !== null && typed.trim() === fromAddress ? typed : fromAddress, type];
}
