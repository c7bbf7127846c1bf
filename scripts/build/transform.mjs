// Build step "transform": src/**/*.ts(x) → **/*.js, one esbuild transform per file (no
// bundling of our code: import paths stay as written); src's stylesheets and public/ (pictures,
// documents) copied as they are.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { copyInto, listFiles } from '../files.mjs';

/** @param {string} outDir @param {string} [publicDir] */
export async function transform(outDir, publicDir = 'public') {
  const files = await listFiles('src');
  // src/content/ holds the schemas, which only the build runs: the content itself arrives as
  // modules made by the content step. src/sw/, the offline worker, is one bundle (offline.mjs).
  const code = files.filter(
    (f) =>
      /\.tsx?$/.test(f) &&
      !f.endsWith('.d.ts') &&
      !f.startsWith('content/') &&
      !f.startsWith('sw/'),
  );
  await esbuild.build({
    entryPoints: code.map((f) => join('src', f)),
    outdir: outDir,
    outbase: 'src',
    bundle: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    logLevel: 'warning',
  });
  const assets = files.filter((f) => !/\.tsx?$/.test(f));
  await Promise.all(assets.map((f) => copyInto(join('src', f), join(outDir, f))));
  await Promise.all(
    (await listFiles(publicDir)).map((f) => copyInto(join(publicDir, f), join(outDir, f))),
  );
}
