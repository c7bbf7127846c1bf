import { useEffect, useState, type ComponentType } from 'react';
import { ui } from '../content/ui.js';
import { ModuleLoadError, type LoadFailure } from '../lib/load-module.js';
import { loadedPage, loadPage } from '../lib/page-modules.js';

type Props = { page: string; timeoutMs?: number };
type State = { Page?: ComponentType; failure?: LoadFailure };

/** Shows a page, loading its module first if this visit hasn't needed it yet. */
export function PageLoader({ page, timeoutMs }: Props) {
  const [state, setState] = useState<State>(() => ({ Page: loadedPage(page) }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ready = loadedPage(page);
    if (ready) {
      // Already drawn with it (the usual case after a tap): keep the state, or React would draw the whole page again.
      setState((shown) => (shown.Page === ready ? shown : { Page: ready }));
      return;
    }
    let current = true;
    setState({});
    loadPage(page, timeoutMs, attempt).then(
      (Page) => current && setState({ Page }),
      (error: unknown) => current && setState({ failure: error instanceof ModuleLoadError ? error.reason : 'error' }),
    );
    return () => {
      current = false;
    };
  }, [page, timeoutMs, attempt]);

  if (state.Page) return <state.Page />;
  if (!state.failure) return <p className="page-loading">{ui.pageLoading}</p>;
  return (
    <section className="page" role="alert">
      <h1>{ui.chunkFailed.title}</h1>
      <p>{ui.chunkFailed.reasons[state.failure]}</p>
      <button type="button" className="button" onClick={() => setAttempt(attempt + 1)}>
        {ui.chunkFailed.retry}
      </button>
    </section>
  );
}
