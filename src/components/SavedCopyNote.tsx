import { useEffect, useRef } from 'react';
import { askWorker, useSavedCopy } from '../lib/saved-copy.js';

/** "You're offline: this is a copy saved on …" after a tap on a link with no connection
 * (lib/saved-copy.ts); said politely to screen readers. `path`: the page on screen. */
export function SavedCopyNote({ path }: { path: string }) {
  const note = useSavedCopy();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false; // the first page's note is in its HTML
    else askWorker(window.location.href.split('#')[0]!);
  }, [path]);
  return (
    <div role="status" className="saved-copy-status">
      {note && <p className="saved-copy">{note}</p>}
    </div>
  );
}
