import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { Router } from 'wouter';
import { PageLoader } from '../../src/components/PageLoader.js';
import { ui } from '../../src/content/ui.js';
import { about } from '../../src/content/about.js';
import { render } from '../helpers/render.js';

const show = (page: string, timeoutMs?: number) =>
  within(
    render(
      <Router>
        <PageLoader page={page} timeoutMs={timeoutMs} />
      </Router>,
    ),
  );

describe('PageLoader', () => {
  it('shows a page whose module has arrived', () => {
    const screen = show('AboutPage');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(about.heading);
  });

  it("says loading failed, with the reason missing, when the page's file is not there", async () => {
    const screen = show('NoSuchPage');
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.contain(ui.chunkFailed.title));
    expect(screen.getByRole('alert').textContent).to.contain(ui.chunkFailed.reasons.missing);
  });

  it('gives up with the reason timeout when the file takes longer than the time-out', async () => {
    // The test server holds anything under /slow-module/ back for a second.
    const screen = show(`../slow-module/Page${Date.now()}`, 50);
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.contain(ui.chunkFailed.reasons.timeout));
  });

  it('shows the page when Retry is chosen after its module failed to arrive once', async () => {
    // The test server answers this browser's next request for the file with 503, later ones with
    // a page that says 'Flaky page arrived'.
    await fetch('/fail-once?page=FlakyPage', { method: 'POST' });
    const screen = show('FlakyPage');
    const retry = await waitFor(() => screen.getByRole('button', { name: ui.chunkFailed.retry }));
    await userEvent.setup().click(retry);
    await waitFor(() => expect(screen.getByText('Flaky page arrived')).to.exist);
  });
});
