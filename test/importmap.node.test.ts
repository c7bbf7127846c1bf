// importmap.json (the CDN map), package.json and the maps the build writes into its pages.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { builtPages, builtSite, fetchBuilt } from './helpers/built-files.js';
import { html } from './helpers/dom.js';

const json = async (path: string) => JSON.parse(await readFile(path, 'utf8'));

type ImportMap = { imports: Record<string, string> };
const cdnMap: ImportMap = await json('importmap.json');
const packageJson = await json('package.json');
// The CDN build: the site built as dist/ is by default.
const singlePages = await builtPages('cdn');

/** "https://esm.sh/*react-dom@19.3.1/client" → ["react-dom", "19.3.1"] */
const packageAndVersion = (url: string) => {
  const match = new URL(url).pathname.match(/^\/\*?((?:@[^/]+\/)?[^@/]+)@([^/?]+)/);
  return match ? [match[1], match[2]] : [];
};

const mapInPage = (text: string): ImportMap =>
  JSON.parse(html(text).querySelector('script[type="importmap"]')?.textContent ?? '{}');

describe('importmap.json', () => {
  for (const [specifier, url] of Object.entries(cdnMap.imports)) {
    it(`pins ${specifier} to the version installed from package.json`, async () => {
      const [name, version] = packageAndVersion(url);
      assert.ok(specifier === name || specifier.startsWith(`${name}/`), `${url} names its package`);
      const installed = (await json(`node_modules/${name}/package.json`)).version;
      assert.equal(version, installed);
      const declared =
        packageJson.dependencies[name!] ??
        (await json('node_modules/react-dom/package.json')).dependencies[name!];
      assert.equal(declared.replace(/^\^/, ''), installed);
    });
  }

  it('shares one React: every other library leaves react to the map', () => {
    for (const [specifier, url] of Object.entries(cdnMap.imports)) {
      if (specifier === 'react') continue;
      const leavesReactBare =
        url.includes('esm.sh/*') ||
        /[?&]external=([^&]*,)?react(,|&|$)/.test(url) ||
        !/react|wouter/.test(specifier);
      assert.ok(leavesReactBare, `${specifier}: ${url}`);
    }
    const reactUrls = Object.values(cdnMap.imports).filter((url) => /esm\.sh\/react@/.test(url));
    assert.equal(reactUrls.length, 1);
  });

  it('has local copies for every library, in the second map the build writes', async () => {
    const { dir } = await builtSite('cdn');
    const local: ImportMap = await json(`${dir}/vendor/importmap.json`);
    assert.deepEqual(Object.keys(local.imports), Object.keys(cdnMap.imports));
    for (const url of Object.values(local.imports))
      assert.equal((await fetchBuilt('cdn', url)).status, 200, url);
  });

  for (const page of [
    ...singlePages.map((p) => (p.path === '/' ? '/index.html' : `${p.path}/index.html`)),
    '/404.html',
  ]) {
    it(`is written unchanged into the built page ${page}`, async () => {
      const { dir } = await builtSite('cdn');
      assert.deepEqual(mapInPage(await readFile(`${dir}${page}`, 'utf8')), cdnMap);
    });
  }
});
