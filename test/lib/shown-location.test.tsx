import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { flushSync } from 'react-dom';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PageLoader } from '../../src/components/PageLoader.js';
import { about } from '../../src/content/about.js';
import { links } from '../../src/content/links.js';
import { ui } from '../../src/content/ui.js';
import { useShownLocation } from '../../src/lib/shown-location.js';
import { render } from '../helpers/render.js';

// Two pages whose modules have arrived (the render helper loads every page first), and one whose
// module the test server holds back for a second (anything under /slow-module/).
const pages: Record<string, string> = { '/': 'AboutPage', '/links': 'LinksPage', '/slow': `../slow-module/Page${Date.now()}` };

function Pages({ delayMs }: { delayMs: number }) {
  const [location] = useLocation();
  const shown = useShownLocation(location, (path) => pages[path]!, delayMs);
  // As in App, each page gets its own loader (App's routes are keyed by path).
  return <PageLoader key={shown} page={pages[shown]!} />;
}

async function showPages(delayMs: number) {
  const memory = memoryLocation({ path: '/' });
  const screen = within(
    render(
      <Router hook={memory.hook}>
        <Pages delayMs={delayMs} />
      </Router>,
    ),
  );
  const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent;
  const go = (path: string) => flushSync(() => memory.navigate(path));
  // The location hook listens from an effect, which React runs just after this task.
  await new Promise((effectsRan) => setTimeout(effectsRan));
  return { screen, heading, go };
}

describe('useShownLocation', () => {
  it('shows a page whose module has arrived in the same render as the move', async () => {
    const { heading, go } = await showPages(50);
    expect(heading()).to.equal(about.heading);
    go('/links');
    expect(heading()).to.equal(links.heading);
  });

  it('keeps the page on screen while the next one is on its way, and shows the placeholder only after the delay', async () => {
    const { screen, heading, go } = await showPages(50);
    go('/slow');
    expect(heading()).to.equal(about.heading);
    expect(screen.queryByText(ui.pageLoading)).to.equal(null);
    await waitFor(() => expect(screen.getByText(ui.pageLoading)).to.exist, { timeout: 5000 });
    expect(heading()).to.equal(undefined);
    // The page's loader carries on from there: this module lacks the page, so it says so.
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.contain(ui.chunkFailed.title), { timeout: 5000 });
    expect(screen.getByRole('button', { name: ui.chunkFailed.retry })).to.exist;
  });

  it('goes back to the page on screen at once if the visitor returns before the next arrives', async () => {
    const { screen, heading, go } = await showPages(50);
    go('/slow');
    go('/');
    expect(heading()).to.equal(about.heading);
    expect(screen.queryByText(ui.pageLoading)).to.equal(null);
  });
});
