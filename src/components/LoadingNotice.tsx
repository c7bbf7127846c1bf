import { useEffect, useState } from 'react';
import { useRouter } from 'wouter';
import { ui } from '../content/ui.js';
import { useRequestedPath } from '../lib/use-transition-location.js';

/** How long the page on screen stays, with nothing said, while the next one is on its way. */
export const quietMs = 500;

/** "Loading…", said politely, when a page the visitor moved to has not arrived after a moment. */
export function LoadingNotice({ path }: { path: string }) {
  const { base } = useRouter();
  const requested = useRequestedPath();
  const waiting = requested !== null && requested !== base + path;
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), quietMs);
    return () => clearTimeout(timer);
  }, [waiting, requested]);
  return waiting && late ? (
    <p className="page-loading page-loading--notice" role="status">
      {ui.pageLoading}
    </p>
  ) : null;
}
