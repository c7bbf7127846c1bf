// Browser entry: wakes up the page the build already rendered to HTML.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App, markMissing } from './App.js';
import { pageReady } from './lib/page-modules.js';
import { transitionLocation } from './lib/use-transition-location.js';

// The site may live in a sub-folder (GitHub Pages project sites): this file sits at its root.
const base = new URL('./', import.meta.url).pathname.replace(/\/$/, '');

// Static hosts serve /about/ for /about; one address per page keeps the menu highlight right.
const { pathname, search, hash } = window.location;
if (pathname.length > 1 && pathname.endsWith('/')) {
  window.history.replaceState(
    window.history.state,
    '',
    pathname.replace(/\/+$/, '') + search + hash,
  );
}

const root = document.getElementById('root')!;
const hook = transitionLocation((path) => pageReady(path.slice(base.length) || '/'));
if ('notFound' in root.dataset) markMissing(window.location.pathname.slice(base.length) || '/');

// As a transition, React hydrates in slices of a few milliseconds and lets a tap in between,
// instead of holding a slow phone's main thread for the whole page. The page's own module is
// preloaded by the HTML; until it has run, React leaves the page's HTML as it is.
startTransition(() => {
  hydrateRoot(
    root,
    <Router base={base} hook={hook}>
      <App />
    </Router>,
  );
});
