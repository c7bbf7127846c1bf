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
  // The request that has been waiting longer than quietMs: a new request starts quiet again.
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLate(requested), quietMs);
    return () => clearTimeout(timer);
  }, [waiting, requested]);
  return waiting && late === requested ? (
    <p className="page-loading page-loading--notice" role="status">
      {ui.pageLoading}
    </p>
  ) : null;
}
