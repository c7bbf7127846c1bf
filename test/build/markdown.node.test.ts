// News posts' Markdown (scripts/build/markdown.mjs): links to the site's own pages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../scripts/build/markdown.mjs';
import { html } from '../helpers/dom.js';

const hrefs = (text: string, base: string) => {
  const { html: rendered, problems } = renderMarkdown(text, {
    base,
    images: new Map(),
    variants: {} as typeof import('../../src/lib/image-variants.js'), // no pictures here
  });
  assert.deepEqual(problems, []);
  return [...html(rendered).querySelectorAll('a')].map((a) => a.getAttribute('href'));
};

test('puts the sub-folder in front of a link to a page of the site, written from its root', () => {
  const post =
    'The [results](/results/2026-09-gala), the [home page](/) and [us](https://example.org/x).';
  assert.deepEqual(hrefs(post, '/club'), [
    '/club/results/2026-09-gala',
    '/club/',
    'https://example.org/x',
  ]);
  assert.deepEqual(hrefs(post, ''), ['/results/2026-09-gala', '/', 'https://example.org/x']);
});

test('leaves a link to another host written without its scheme (//host/…) as it is', () => {
  assert.deepEqual(hrefs('[a pool](//pool.example.org/times)', '/club'), [
    '//pool.example.org/times',
  ]);
});
