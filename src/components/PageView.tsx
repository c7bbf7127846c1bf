import { useMemo, useState } from 'react';
import type { SitePage } from '../page-list.js';
import { pageComponent } from '../lib/page-modules.js';
import { ErrorBoundary } from './ErrorBoundary.js';

/** One page of the site; if its code fails to arrive, the reason and a Retry button instead. */
export function PageView({ page }: { page: SitePage }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => pageComponent(page, attempt), [page, attempt]);
  return (
    <ErrorBoundary key={attempt} retry={() => setAttempt(attempt + 1)}>
      {/* Memoized: a new component only for another page or a Retry. */}
      {/* oxlint-disable-next-line react/static-components -- memoized (above) */}
      <Page />
    </ErrorBoundary>
  );
}
