// Browser entry: wakes up the page the build already rendered to HTML.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App, markMissing, routeFor } from './App.js';
import { loadPage } from './lib/page-modules.js';

// The site may live in a sub-folder (GitHub Pages project sites): this file sits at its root.
const base = new URL('./', import.meta.url).pathname.replace(/\/$/, '');

// Static hosts serve /about/ for /about; one address per page keeps the menu highlight right.
const { pathname, search, hash } = window.location;
if (pathname.length > 1 && pathname.endsWith('/')) {
  window.history.replaceState(window.history.state, '', pathname.replace(/\/+$/, '') + search + hash);
}

// The page's own module first, so the first render matches the HTML the build made. If it
// can't be loaded, hydrate anyway: the page shows why and offers to retry.
const path = window.location.pathname.slice(base.length).replace(/\/+$/, '') || '/';
const root = document.getElementById('root')!;
if ('notFound' in root.dataset) markMissing(path);
const route = routeFor(path);
await loadPage(route.page).catch(() => undefined);

// As a transition, React hydrates in slices of a few milliseconds and lets a tap in between,
// instead of holding a slow phone's main thread for the whole page.
startTransition(() => {
  hydrateRoot(
    root,
    <Router base={base}>
      <App />
    </Router>,
  );
});
