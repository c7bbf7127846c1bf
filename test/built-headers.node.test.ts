// The headers file (_headers) of the sites as built, and the headers a host that reads it sends
// (scripts/serve.mjs does, as Netlify and Cloudflare Pages do).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  builtModule,
  builtPage,
  builtPages,
  builtSite,
  fetchBuilt,
} from './helpers/built-files.js';

const singlePages = await builtPages('selfHosted');
const { home } = await builtModule<typeof import('../src/content/home.js')>(
  'selfHosted',
  'content/home.js',
);
const { site } = await builtModule<typeof import('../src/content/site.js')>(
  'selfHosted',
  'content/site.js',
);
const { links } = await builtModule<typeof import('../src/content/links.js')>(
  'selfHosted',
  'content/links.js',
);

describe('the headers file (_headers, for Netlify and Cloudflare Pages)', () => {
  it('is one hosts can read: paths, "Name: value" lines, 100 rules, 2,000 characters', async () => {
    const text = await readFile(join((await builtSite('selfHosted')).dir, '_headers'), 'utf8');
    const lines = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const paths = lines.filter((line) => line.startsWith('/'));
    assert.ok(paths.includes('/*'));
    assert.ok(paths.length >= 1 && paths.length <= 100, `${paths.length} rules`);
    for (const line of lines) {
      assert.match(line, /^(\/\S*|\s+[A-Za-z0-9-]+: \S.*)$/, 'a path or an indented header');
      assert.ok(line.length <= 2000, line.slice(0, 60));
    }
  });

  for (const siteName of ['selfHosted', 'cdn', 'subPath'] as const) {
    it(`sends each page's security policy and frame-ancestors (${siteName} build)`, async () => {
      for (const path of [...singlePages.map((p) => p.path), '/about/', '/no/such/page']) {
        const page = await fetchBuilt(siteName, path);
        const policy = (await builtPage(siteName, path))
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content');
        assert.equal(typeof policy, 'string', path);
        assert.ok(!policy!.includes('frame-ancestors'), 'frame-ancestors only works as a header');
        assert.equal(
          page.headers['content-security-policy'],
          `${policy}; frame-ancestors 'none'`,
          path,
        );
      }
    });
  }

  it('sends the security headers with pages, modules and pictures alike', async () => {
    // A picture the club has whatever its content: a photo, or else its logo.
    for (const path of ['/', '/main.js', `/${(home.slides[0] ?? site.logo).src}`]) {
      const { headers } = await fetchBuilt('selfHosted', path);
      assert.equal(headers['x-content-type-options'], 'nosniff', path);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.ok(
        Number(headers['strict-transport-security']?.match(/max-age=(\d+)/)?.[1]) >= 31536000,
        path,
      );
      const turnedOff = (headers['permissions-policy'] ?? '').split(',').map((p) => p.trim());
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        assert.ok(turnedOff.includes(feature), `${path}: ${feature}`);
    }
  });

  it('lets no other site load its pages or modules, but feed readers show pictures', async () => {
    const picture = `/${(home.slides[0] ?? site.logo).src}`;
    for (const path of [
      '/',
      '/about',
      '/about/',
      '/main.js',
      '/content/site.js',
      '/styles/site.css',
    ]) {
      assert.equal(
        (await fetchBuilt('selfHosted', path)).headers['cross-origin-resource-policy'],
        'same-origin',
        path,
      );
    }
    for (const path of [picture, '/icons/icon-192.png'])
      assert.equal(
        (await fetchBuilt('selfHosted', path)).headers['cross-origin-resource-policy'],
        'cross-origin',
        path,
      );
  });

  it('has browsers check pages and modules each visit, and keep pictures for a while', async () => {
    const doc = await builtPage('selfHosted', '/');
    const modules = [...doc.querySelector('template')!.content.querySelectorAll('link')].map((l) =>
      l.getAttribute('href')!,
    );
    assert.ok(modules.includes('/main.js'));
    for (const path of [
      ...singlePages.map((p) => p.path),
      '/about/',
      ...modules,
      '/styles/site.css',
      '/site.webmanifest',
    ]) {
      assert.equal(
        (await fetchBuilt('selfHosted', path)).headers['cache-control'],
        'no-cache',
        path,
      );
    }
    const pictures = [...doc.querySelectorAll('img')].map((img) => img.getAttribute('src')!);
    const documents = links.groups
      .flatMap((g) => g.links.map((l) => l.url))
      .filter((url) => url.startsWith('documents/'));
    assert.ok(pictures.length && documents.length);
    for (const path of [...pictures, ...documents.map((url) => `/${url}`), '/icons/icon-192.png']) {
      const file = await fetchBuilt('selfHosted', path);
      assert.equal(file.status, 200, path);
      assert.match(file.headers['cache-control']!, /^public, max-age=[1-9]\d*$/, path);
    }
  });
});
