// The built pages' Content-Security-Policy (the import map by its hash, directives every engine
// knows) and the integrity hashes of their scripts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtPage as page, fetchBuilt, includesAll, sha256 } from './helpers/built-files.js';

describe('the built pages as files', () => {
  it('set a security policy allowing the import map by its hash, not unsafe-inline', async () => {
    for (const siteName of ['cdn', 'selfHosted'] as const) {
      const doc = await page(siteName, '/about');
      const csp =
        doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ??
        '';
      const directives: Record<string, string[]> = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...v]) => [name, v]),
      );
      const map = doc.querySelector('script[type="importmap"]')!.textContent!;
      const hash = `'sha256-${await sha256(map)}'`;
      includesAll(directives['script-src']!, [hash], siteName);
      assert.ok(!directives['script-src']!.includes("'unsafe-inline'"), siteName);
      includesAll(
        directives['script-src']!,
        siteName === 'cdn' ? ["'self'", 'https://esm.sh'] : ["'self'"],
        siteName,
      );
      // The CDN too where the libraries come from it: the offline worker fetches them to keep them.
      assert.deepEqual(directives['connect-src'], [
        "'self'",
        'https://api.emailjs.com',
        ...(siteName === 'cdn' ? ['https://esm.sh'] : []),
      ]);
      assert.deepEqual(directives['object-src'], ["'none'"]);
      assert.deepEqual(directives['base-uri'], ["'self'"]);
      assert.deepEqual(directives['form-action'], ["'self'"]);
    }
  });

  it('use only security policy directives all three engines recognise', async () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive" for e.g. manifest-src; its
    // console can't be read over WebDriver, so the policy is checked against this list.
    const recognised = [
      'default-src',
      'script-src',
      'style-src',
      'style-src-attr',
      'img-src',
      'font-src',
      'connect-src',
    ];
    recognised.push(
      'object-src',
      'base-uri',
      'form-action',
      'media-src',
      'frame-src',
      'worker-src',
    );
    for (const siteName of ['cdn', 'selfHosted'] as const) {
      const csp =
        (await page(siteName, '/'))
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '';
      includesAll(
        recognised,
        csp.split(';').map((d) => d.trim().split(/\s+/)[0]!),
        siteName,
      );
    }
  });

  it('list every self-hosted script with an integrity hash that matches the file', async () => {
    const map = JSON.parse(
      (await page('selfHosted', '/')).querySelector('script[type="importmap"]')!.textContent!,
    );
    const files = Object.keys(map.integrity);
    includesAll(files, ['/main.js', '/vendor/react.js', '/vendor/wouter.js']);
    for (const file of files)
      assert.equal(
        map.integrity[file],
        `sha256-${await sha256((await fetchBuilt('selfHosted', file)).text)}`,
        file,
      );
  });
});
