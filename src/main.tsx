// Browser entry: wakes up the page the build already rendered to HTML.
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App.js';

// The site may live in a sub-folder (GitHub Pages project sites): this file sits at its root.
const base = new URL('./', import.meta.url).pathname.replace(/\/$/, '');

// Static hosts serve /about/ for /about; one address per page keeps the menu highlight right.
const { pathname, search, hash } = window.location;
if (pathname.length > 1 && pathname.endsWith('/')) {
  window.history.replaceState(window.history.state, '', pathname.replace(/\/+$/, '') + search + hash);
}

hydrateRoot(
  document.getElementById('root')!,
  <Router base={base}>
    <App />
  </Router>,
);
