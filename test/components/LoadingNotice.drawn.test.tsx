import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { Router, useLocation } from 'wouter';
import { LoadingNotice, quietMs } from '../../src/components/LoadingNotice.js';
import { ui } from '../../src/content/ui.js';
import { transitionLocation } from '../../src/lib/use-transition-location.js';

// No page is ready at once here: every move is a transition.
const useTransitionLocation = transitionLocation(() => false);
import { render } from '../helpers/render.js';

/**
 * The frame's notice, with the page on screen at `shown` (App shows the page at the address once it
 * has arrived).
 */
function Frame({ shown }: { shown: string }) {
  useLocation(); // follows the browser's address, as App does
  return <LoadingNotice path={shown} />;
}

describe('LoadingNotice', () => {
  const start = window.location.href;
  afterEach(() => window.history.replaceState(null, '', start));

  it('says "Loading…" politely when the page moved to has not arrived after a moment', async () => {
    const at = window.location.pathname;
    const page = within(
      render(
        <Router hook={useTransitionLocation}>
          <Frame shown={at} />
        </Router>,
      ),
    );
    window.history.pushState(null, '', '/a-slow-page');
    await new Promise((wait) => setTimeout(wait, quietMs / 2));
    expect(page.queryByRole('status') === null, 'quiet at first').to.equal(true);
    await waitFor(() => expect(page.getByRole('status').textContent).to.equal(ui.pageLoading));
  });

  it('says nothing once the page on screen is the one moved to', async () => {
    const container = render(
      <Router hook={useTransitionLocation}>
        <Frame shown="/arrived" />
      </Router>,
    );
    window.history.pushState(null, '', '/arrived');
    await new Promise((wait) => setTimeout(wait, quietMs * 2));
    expect(within(container).queryByRole('status') === null).to.equal(true);
  });
});
