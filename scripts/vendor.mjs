// Local ES-module copies of the libraries named in importmap.json, made from node_modules,
// so the site runs with no CDN (this machine, CI, a volunteer on a train).
// One esbuild build with code splitting: every copy shares one chunk holding one React.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { readJson } from './files.mjs';

// Specifiers the tests need on top of the site's own: wouter's in-memory location, and
// Testing Library to find elements by role, label and text as a visitor would.
export const testOnlySpecifiers = ['wouter/memory-location', '@testing-library/dom', '@testing-library/user-event'];

// React and friends are CommonJS: esbuild gives them a default export only, so each entry
// re-exports the names Node sees at build time.
async function entrySource(specifier) {
  const mod = await import(specifier);
  const names = Object.keys(mod).filter((n) => n !== '__esModule');
  const named = names.filter((n) => n !== 'default');
  // Node gives every CommonJS module a default; one compiled from ESM (__esModule) has a real
  // default only if it exported one.
  const hasDefault = '__esModule' in mod ? Object.hasOwn(Object(mod.default), 'default') : names.includes('default');
  const lines = [`import * as ns from ${JSON.stringify(specifier)};`];
  if (hasDefault) lines.push('export default ns.default;');
  if (named.length) lines.push(`export const { ${named.join(', ')} } = ns;`);
  return lines.join('\n') + '\n';
}

const fileName = (specifier) => specifier.replace(/^@/, '').replace(/[/]/g, '-') + '.js';

/**
 * Writes one ES module per specifier into outDir and returns the import map pointing at them.
 * @param {{ outDir: string, urlPrefix: string, dev?: boolean, extra?: string[] }} options
 */
export async function buildVendor({ outDir, urlPrefix, dev = false, extra = [] }) {
  const specifiers = [...Object.keys((await readJson('importmap.json')).imports), ...extra];
  const entryDir = join('.cache', dev ? 'vendor-entries-dev' : 'vendor-entries');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(entryDir, { recursive: true });
  const entryPoints = {};
  for (const specifier of specifiers) {
    const file = join(entryDir, fileName(specifier));
    await writeFile(file, await entrySource(specifier));
    entryPoints[fileName(specifier).slice(0, -3)] = file;
  }
  await esbuild.build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: !dev,
    chunkNames: 'chunk-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  });
  const imports = Object.fromEntries(specifiers.map((s) => [s, urlPrefix + fileName(s)]));
  return { imports };
}
