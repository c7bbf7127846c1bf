import { Component, type ReactNode } from 'react';
import { ui } from '../content/ui.js';
import { ModuleLoadError } from '../lib/load-module.js';

type Props = {
  children: ReactNode;
  /** Loads the page's code again, after it failed to arrive. */ retry?: () => void;
};
type State = { error: unknown };

/** What to show for an error: "404 Not Found" for a response-like error, else its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return [status, statusText].filter((part) => part !== undefined && part !== '').join(' ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Catches an error thrown while showing a page, so the visitor keeps the menu and footer and
 * sees what went wrong instead of a blank screen: for a page whose code did not arrive, why
 * (as the original site said it) and Retry.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ModuleLoadError && this.props.retry) {
      return (
        <section className="page" role="alert">
          <h1>{ui.chunkFailed.title}</h1>
          <p>{ui.chunkFailed.reasons[error.reason]}</p>
          <button type="button" className="button" onClick={this.props.retry}>
            {ui.chunkFailed.retry}
          </button>
        </section>
      );
    }
    return (
      <section className="page error-screen" role="alert">
        <h1>{ui.error.title}</h1>
        <p className="error-screen__detail">
          <i>{describeError(error)}</i>
        </p>
        <p>{ui.error.help}</p>
      </section>
    );
  }
}
