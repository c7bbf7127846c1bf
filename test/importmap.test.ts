import { expect } from '@open-wc/testing';
import { singlePages } from '../src/page-list.js';

// Files at the repository root, served by the test server.
const json = async (path: string) => (await fetch(path)).json();
const text = async (path: string) => (await fetch(path)).text();

type ImportMap = { imports: Record<string, string> };
const cdnMap: ImportMap = await json('/importmap.json');
const packageJson = await json('/package.json');

/** "https://esm.sh/*react-dom@19.3.1/client" → ["react-dom", "19.3.1"] */
const packageAndVersion = (url: string) => {
  const match = new URL(url).pathname.match(/^\/\*?((?:@[^/]+\/)?[^@/]+)@([^/?]+)/);
  return match ? [match[1], match[2]] : [];
};

const mapInPage = (html: string): ImportMap => {
  const script = new DOMParser().parseFromString(html, 'text/html').querySelector('script[type="importmap"]');
  return JSON.parse(script?.textContent ?? '{}');
};

describe('importmap.json', () => {
  for (const [specifier, url] of Object.entries(cdnMap.imports)) {
    it(`pins ${specifier} to the version installed from package.json`, async () => {
      const [name, version] = packageAndVersion(url);
      expect(specifier === name || specifier.startsWith(`${name}/`), `${url} names its package`).to.equal(true);
      const installed = (await json(`/node_modules/${name}/package.json`)).version;
      expect(version).to.equal(installed);
      const declared = packageJson.dependencies[name!] ?? (await json('/node_modules/react-dom/package.json')).dependencies[name!];
      expect(declared.replace(/^\^/, '')).to.equal(installed);
    });
  }

  it('shares one React: every other library leaves react to the map', () => {
    for (const [specifier, url] of Object.entries(cdnMap.imports)) {
      if (specifier === 'react') continue;
      const leavesReactBare = url.includes('esm.sh/*') || /[?&]external=([^&]*,)?react(,|&|$)/.test(url) || !/react|wouter/.test(specifier);
      expect(leavesReactBare, `${specifier}: ${url}`).to.equal(true);
    }
    const reactUrls = Object.values(cdnMap.imports).filter((url) => /esm\.sh\/react@/.test(url));
    expect(reactUrls).to.have.length(1);
  });

  it('has local copies for every library, in the second map the build writes', async () => {
    const local: ImportMap = await json('/dist/vendor/importmap.json');
    expect(Object.keys(local.imports)).to.deep.equal(Object.keys(cdnMap.imports));
    for (const url of Object.values(local.imports)) {
      const response = await fetch(`/dist${url}`);
      expect(response.ok, url).to.equal(true);
    }
  });

  for (const page of [...singlePages.map((p) => (p.path === '/' ? '/index.html' : `${p.path}/index.html`)), '/404.html']) {
    it(`is written unchanged into the built page ${page}`, async () => {
      expect(mapInPage(await text(`/raw/dist${page}`))).to.deep.equal(cdnMap);
    });
  }
});
