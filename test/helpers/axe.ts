// axe-core checks a rendered page against WCAG. It is a classic script (not an ES module), so it
// is loaded with a <script> tag from node_modules (the test server serves the repo root).
import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import type { AxeResults, Result } from 'axe-core';
import { wcagTags } from './wcag.js';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

async function loadAxe() {
  if (window.axe) return;
  const script = Object.assign(document.createElement('script'), {
    src: '/node_modules/axe-core/axe.min.js',
  });
  const loaded = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve);
    script.addEventListener('error', reject);
  });
  document.head.append(script);
  await loaded;
}

/** One line per problem, with the elements it was found on, so a failure says what to fix. */
const describe = (violations: Result[]) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ` +
      `${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );

/** Fails, listing every WCAG 2.2 AA problem axe finds in `context` (or only those of the
 * axe `rules` named, like ['color-contrast']). */
export async function expectNoAxeViolations(
  context: Element | Document = document,
  rules?: string[],
) {
  await loadAxe();
  // A long page lays out its lower boxes in turn once it runs (LazyBox); axe misreads a box the
  // browser still skips.
  const root = context instanceof Document ? context.body : context;
  await waitFor(() =>
    expect(
      [...root.querySelectorAll('div')].filter(
        (box) => getComputedStyle(box).contentVisibility === 'auto',
      ),
    ).to.have.length(0),
  );
  const runOnly = rules
    ? { type: 'rule' as const, values: rules }
    : { type: 'tag' as const, values: wcagTags };
  const results: AxeResults = await window.axe.run(context, { runOnly });
  expect(describe(results.violations)).to.deep.equal([]);
}
