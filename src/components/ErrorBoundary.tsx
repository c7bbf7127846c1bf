import { Component, type ReactNode } from 'react';
import { ui } from '../content/ui.js';

type Props = { children: ReactNode };
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
 * sees what went wrong instead of a blank screen. Give it a `key` that changes with the
 * address so moving to another page clears the error.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <section className="page error-screen" role="alert">
        <h1>{ui.error.title}</h1>
        <p className="error-screen__detail">
          <i>{describeError(this.state.error)}</i>
        </p>
        <p>{ui.error.help}</p>
      </section>
    );
  }
}
