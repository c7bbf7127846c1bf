// Renders React into the test page, the way the site does, and cleans up after each test.
import type { ReactNode } from 'react';
import { configure, waitFor, within } from '@testing-library/dom';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/App.js';
import { ui } from '../../src/content/ui.js';
import { loadBrand } from './brand.js';
import { loadPage } from '../../src/lib/page-modules.js';
import { notFoundPage, sitePages } from '../../src/page-list.js';

// The site's stylesheet, so layout (the slider's scrolling strip, the folding menu) is real,
// and the test club's colours before it, as the build puts them (test/helpers/brand.ts).
if (!document.querySelector('link[data-site-css]')) {
  await loadBrand('/.cache/test-build/src/styles/brand.css');
  const link = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    href: '/src/styles/site.css',
  });
  link.dataset.siteCss = '';
  document.head.append(link);
  await new Promise((resolve) => link.addEventListener('load', resolve));
}

// As index.html does in the browser: scripts run, so the menu folds and the slider has controls.
document.documentElement.dataset.js = 'on';

// Every page's module ready before the tests start, as after prefetching.
await Promise.all([...sitePages, notFoundPage].map((page) => loadPage(page)));

// Three engines share the CPUs: what a browser does in its own time (smooth scrolling, a module
// arriving) is waited for as long as a busy machine takes; the limit only ends a test that hangs.
configure({ asyncUtilTimeout: 120000 });

let mounted: { root: Root; container: HTMLElement }[] = [];

/** Renders any element; returns the container it was rendered into. */
export function render(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(ui));
  mounted.push({ root, container });
  return container;
}

/**
 * Waits for the parts below the first screen, which a page drawn in the browser draws a moment
 * after the rest (BelowTheFold), a busy box holding their place meanwhile.
 */
export async function drawnWhole(container: HTMLElement): Promise<void> {
  await waitFor(() => {
    if (container.querySelector('[aria-busy="true"]'))
      throw new Error('the lower part of the page is still to come');
  });
}

/** Takes a rendered tree off the page, as closing or reloading the page does. */
export function unmount(container: HTMLElement) {
  const index = mounted.findIndex((entry) => entry.container === container);
  if (index < 0) return;
  const [{ root }] = mounted.splice(index, 1);
  root.unmount();
  container.remove();
}

/** Renders the whole site at a path, with an in-memory address bar that records history. */
export function renderApp(path = '/') {
  const location = memoryLocation({ path, record: true });
  const container = render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return { container, location };
}

afterEach(() => {
  for (const { root, container } of mounted) {
    root.unmount();
    container.remove();
  }
  mounted = [];
});

/** The main heading the site shows at `path` (whatever the content says it is). */
/** The main menu of the app drawn at `path`. */
export const menuAt = (path: string) => {
  const { container } = renderApp(path);
  return within(within(container).getByRole('navigation', { name: ui.mainNavigation }));
};

export function headingAt(path: string): string {
  const { container } = renderApp(path);
  const heading = container.querySelector('main h1')?.textContent ?? '';
  unmount(container);
  return heading;
}

/**
 * Every heading the site shows at `path`, its lower parts included: words a visitor must find
 * there.
 */
export async function headingsAt(path: string): Promise<string[]> {
  const { container } = renderApp(path);
  await drawnWhole(container);
  const headings = [...container.querySelectorAll('main :is(h1, h2, h3, h4)')].map(
    (h) => h.textContent ?? '',
  );
  unmount(container);
  return headings;
}
