// The CDN, answered from a build's own copies of the libraries (dist/vendor/, made by
// scripts/build/vendor.mjs), so a test can run the build visitors get with no network: an HTTPS
// server on this machine with a certificate of its own (made by openssl), which Chromium reaches
// for the CDN's host through --host-resolver-rules. It remembers what it answered and what not.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJson } from '../files.mjs';

/** @typedef {{ imports: Record<string, string> }} ImportMap */

/** Serves the libraries of importmap.json at their CDN addresses, from `dir`'s vendor/ copies.
 * @param {string} dir a site built with the CDN import map */
export async function startCdnCopies(dir) {
  const cdn = /** @type {ImportMap} */ (await readJson('importmap.json'));
  const local = /** @type {ImportMap} */ (await readJson(join(dir, 'vendor', 'importmap.json')));
  /** @type {Map<string, string>} the CDN's address → the copy's file */
  const files = new Map(
    Object.entries(cdn.imports).map(([name, url]) => [url, join(dir, `${local.imports[name]}`)]),
  );
  const keys = await mkdtemp(join(tmpdir(), 'cdn-copies-'));
  const host = new URL(/** @type {string} */ (Object.values(cdn.imports)[0])).hostname;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
    ],
    { stdio: 'ignore', cwd: keys, input: '' },
  );
  /** @type {string[]} */
  const answered = [];
  /** @type {string[]} */
  const unanswered = [];
  const server = createServer(
    {
      key: await readFile(join(keys, 'key.pem')),
      cert: await readFile(join(keys, 'cert.pem')),
    },
    async (req, res) => {
      const url = `https://${host}${req.url}`;
      const file = files.get(url);
      if (!file) {
        unanswered.push(url);
        return res.writeHead(404).end();
      }
      answered.push(url);
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      res.end(await readFile(file));
    },
  );
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    answered,
    unanswered,
    /** Chromium's switches that send the CDN's host here and take this certificate. */
    chromiumArgs: [
      `--host-resolver-rules=MAP ${host} 127.0.0.1:${port}`,
      '--ignore-certificate-errors',
    ],
    close: () => server.close(),
  };
}
