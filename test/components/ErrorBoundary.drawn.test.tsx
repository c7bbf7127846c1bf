import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { ErrorBoundary } from '../../src/components/ErrorBoundary.js';
import { ui } from '../../src/content/ui.js';
import { render } from '../helpers/render.js';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

// React reports caught errors on the console; keep the test output readable.
const quietly = (fn: () => void) => {
  const original = console.error;
  console.error = () => {};
  try {
    fn();
  } finally {
    console.error = original;
  }
};

describe('ErrorBoundary', () => {
  it("shows the error screen's title and the message of a thrown error", () => {
    let container!: HTMLElement;
    quietly(() => {
      container = render(
        <ErrorBoundary>
          <Thrower error={new Error('The squad list is missing')} />
        </ErrorBoundary>,
      );
    });
    const screen = within(container);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(ui.error.title);
    expect(screen.getByText('The squad list is missing')).to.exist;
  });

  it('shows the status and status text of a response-like error', () => {
    let container!: HTMLElement;
    quietly(() => {
      container = render(
        <ErrorBoundary>
          <Thrower error={{ status: 503, statusText: 'Service Unavailable' }} />
        </ErrorBoundary>,
      );
    });
    expect(within(container).getByText('503 Service Unavailable')).to.exist;
  });

  it('shows its children when nothing goes wrong', () => {
    const container = render(
      <ErrorBoundary>
        <p>All well</p>
      </ErrorBoundary>,
    );
    expect(within(container).getByText('All well')).to.exist;
    expect(within(container).queryByRole('alert')).to.equal(null);
  });
});
