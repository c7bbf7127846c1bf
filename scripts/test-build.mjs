// Prepares the browser tests: src/ and test/ transformed one file at a time into
// .cache/test-build/ (same layout, so relative imports keep working), and development
// copies of the libraries (React's warnings on) for the tests' import map.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { listFiles } from './files.mjs';
import { buildVendor, testOnlySpecifiers } from './vendor.mjs';

export async function transformForTests() {
  const out = join('.cache', 'test-build');
  await rm(out, { recursive: true, force: true });
  const files = [...(await listFiles('src')).map((f) => join('src', f)), ...(await listFiles('test')).map((f) => join('test', f))];
  await esbuild.build({
    entryPoints: files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')),
    outdir: out,
    outbase: '.',
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return buildVendor({ outDir: join('.cache', 'vendor-dev'), urlPrefix: '/.cache/vendor-dev/', dev: true, extra: testOnlySpecifiers });
}
