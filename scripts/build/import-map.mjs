// Build step "libraries": local ES-module copies of the libraries in dist/vendor/ (vendor.mjs),
// and the import map every page carries: the CDN's (importmap.json), or, self-hosted, the local
// copies', with every script file's hash so the browser refuses a file changed on the host.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles, readJson, sha256 } from '../files.mjs';
import { cachedVendor } from './vendor.mjs';
/** @import { ImportMap } from './types.js' */

/** The import map with the hash of each of `files` (every script under outDir when not given)
 * taken afresh, beside those it had. The content modules' hashes are given (`versions`:
 * content-modules.mjs): opening years of galas' modules again costs more than hashing them.
 * @param {ImportMap} importMap @param {string} outDir @param {string} base
 * @param {string[]} [files] @param {Map<string, string>} [versions] @returns {Promise<ImportMap>}
 */
export async function withIntegrity(importMap, outDir, base, files, versions = new Map()) {
  /** @type {Record<string, string>} */
  const integrity = { ...importMap.integrity };
  const scripts = files ?? (await listFiles(outDir)).filter((f) => f.endsWith('.js'));
  // SHA-256 (as strong as SRI needs): 20 characters shorter per file than SHA-384, which with
  // ~90 files kept the home page's HTML over what a connection's first round trip carries.
  const hashes = await Promise.all(
    scripts.map(async (file) => versions.get(file) ?? sha256(await readFile(join(outDir, file)))),
  );
  scripts.forEach((file, i) => (integrity[`${base}/${file}`] = `sha256-${hashes[i]}`));
  return { ...importMap, integrity };
}

/** Runs after every step that writes scripts (the hashes cover all of them); returns the import
 * map.
 * @param {{ outDir: string, base: string, selfHosted: boolean, versions?: Map<string, string> }}
 * options @returns {Promise<ImportMap>} */
export async function libraries({ outDir, base, selfHosted, versions }) {
  const local = await cachedVendor({
    outDir: join(outDir, 'vendor'),
    urlPrefix: `${base}/vendor/`,
  });
  return selfHosted
    ? withIntegrity(local, outDir, base, undefined, versions)
    : readJson('importmap.json');
}
