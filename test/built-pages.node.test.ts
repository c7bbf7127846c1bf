// The pages of the sites as built (scripts/test/built-sites.mjs), read as files: the lists of
// modules each page starts with, and the tags link previews read. What a visitor sees when a page
// runs is test/built-site*.site.test.ts's, in three engines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  builtPage as page,
  builtPages,
  builtPageWords,
  builtSite,
  builtContent,
  fetchBuilt,
} from './helpers/built-files.js';
import { previewPicture } from './helpers/preview-picture.js';

const singlePages = await builtPages('selfHosted');
const { site } = await builtContent<typeof import('../src/content/site.js')>('site');

const within = (value: number, low: number, high: number, message: string) =>
  assert.ok(value >= low && value <= high, `${message}: ${value} is not within ${low}..${high}`);

/**
 * The modules a built page lists to start with: its modulepreload links and its start-modules
 * template.
 */
const ownPreloads = (doc: Document) =>
  [
    ...doc.querySelectorAll('link[rel="modulepreload"]'),
    ...((doc.getElementById('start-modules') as HTMLTemplateElement | null)?.content.children ??
      []),
  ].map((link) => link.getAttribute('href')!);

/**
 * The addresses a built script of the self-hosted site imports statically, libraries by the import
 * map.
 */
async function importsOf(script: string): Promise<string[]> {
  const { imports } = JSON.parse(
    (await fetchBuilt('selfHosted', '/vendor/importmap.json')).text,
  ) as { imports: Record<string, string> };
  const { text } = await fetchBuilt('selfHosted', script);
  // After a keyword, not inside data: a notice's "from" field is not an import.
  return [...text.matchAll(/(?:^|[;}\s])(?:import|from)\s*"([^"]+)"/g)].map(
    ([, spec]) => imports[spec!] ?? new URL(spec!, `http://site${script}`).pathname,
  );
}

describe('the built site', () => {
  for (const route of singlePages) {
    it(`lists the scripts of ${route.path} after those they import, main.js last`, async () => {
      const preloads = ownPreloads(await page('selfHosted', route.path));
      assert.equal(preloads.at(-1), '/main.js');
      for (const [index, script] of preloads.entries()) {
        for (const imported of await importsOf(script))
          within(preloads.indexOf(imported), 0, index - 1, `${script} imports ${imported}`);
      }
    });

    it(`gives ${route.path} its own description, canonical address and preview tags`, async () => {
      const doc = await page('selfHosted', route.path);
      const attr = (selector: string, name: string) =>
        doc.querySelector(selector)?.getAttribute(name) ?? null;
      const url = new URL(route.path.slice(1), site.url).href;
      const { description } = await builtPageWords('selfHosted', route);
      assert.equal(attr('meta[name="description"]', 'content'), description);
      assert.equal(attr('link[rel="canonical"]', 'href'), url);
      assert.equal(attr('meta[property="og:url"]', 'content'), url);
      assert.equal(attr('meta[property="og:title"]', 'content'), doc.title);
      assert.equal(attr('meta[property="og:description"]', 'content'), description);
      assert.equal(attr('meta[name="twitter:card"]', 'content'), 'summary_large_image');
    });

    it(`gives ${route.path} a preview picture by full address, sized as its tags say`, async () => {
      const { dir, base } = await builtSite('selfHosted');
      const picture = await previewPicture(await page('selfHosted', route.path), dir, base);
      assert.ok(picture.url.startsWith(site.url), `${picture.url} is not on ${site.url}`);
      assert.equal(picture.twitterUrl, picture.url);
      assert.deepEqual(picture.stated, picture.actual);
      assert.match(picture.actual.type, /^image\/(png|jpeg)$/);
      assert.ok(picture.alt, 'og:image:alt is empty');
      assert.equal(picture.twitterAlt, picture.alt);
    });
  }
});

describe('the site built for a sub-path (/club/)', () => {
  const subUrl = 'https://example.github.io/club/';

  it('lists sub-path addresses in the sitemap and manifest', async () => {
    const sitemap = await fetchBuilt('subPath', '/sitemap.xml');
    assert.ok(sitemap.text.includes(`<loc>${subUrl}</loc>`));
    assert.ok(sitemap.text.includes(`<loc>${subUrl}contact</loc>`));
    const manifest = JSON.parse((await fetchBuilt('subPath', '/site.webmanifest')).text);
    assert.equal(manifest.start_url, '/club/');
  });

  it('gives link previews the picture by its full address in the sub-folder', async () => {
    const { dir, base } = await builtSite('subPath');
    const picture = await previewPicture(await page('subPath', '/about'), dir, base);
    assert.ok(picture.url.startsWith(subUrl), `${picture.url} is not in ${subUrl}`);
    assert.deepEqual(picture.stated, picture.actual);
  });
});
