// Prepares the browser tests: src/ and test/ transformed one file at a time into .cache/test-build/
// (same layout, so relative imports keep working), the content modules made from the test club
// (scripts/test/fixture-clubs.mjs) and from each fixture set in test/fixtures/, and development
// copies of the libraries (React's warnings on) for the tests' import map.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { listFiles } from '../files.mjs';
import { loadContent } from '../build/content.mjs';
import { writeContentModules } from '../build/content-modules.mjs';
import { loadSchemas } from '../build/schemas.mjs';
import { brandColours, brandCss } from '../build/brand-palette.mjs';
import { formatProblem } from '../build/content-messages.mjs';
import { buildVendor, testOnlySpecifiers } from '../build/vendor.mjs';
import { testContent, testPublic } from './fixture-clubs.mjs';

const out = join('.cache', 'test-build');

// A fixture set is a small content folder of its own (only the files it needs), checked by
// the same schemas as content/, so tests render the real pages with it. Its colours, when it
// has a brand.yaml, go into styles/brand.css beside its modules, as the build puts them at the
// head of the site's stylesheet.
/** @param {string} contentDir @param {string} moduleDir @param {boolean} partial */
async function makeContent(contentDir, moduleDir, partial) {
  const { content, modules, problems } = await loadContent({
    contentDir,
    publicDir: testPublic,
    partial,
  });
  if (problems.length)
    throw new Error(
      `Content for the tests has problems:\n${problems.map(formatProblem).join('\n')}`,
    );
  // A page the test club leaves out (one being added) still loads, for its own test to give it
  // content.
  if (!partial) {
    const { collections, moduleName } = await loadSchemas();
    for (const name of Object.keys(collections))
      modules[moduleName(name)] ??= { [name]: undefined };
  }
  await writeContentModules(modules, moduleDir);
  if (content.brand) {
    await mkdir(join(moduleDir, 'styles'), { recursive: true });
    await writeFile(join(moduleDir, 'styles', 'brand.css'), brandCss(brandColours(content.brand)));
  }
}

export async function transformForTests() {
  await rm(out, { recursive: true, force: true });
  const files = [
    ...(await listFiles('src')).map((f) => join('src', f)),
    ...(await listFiles('test')).map((f) => join('test', f)),
  ];
  await esbuild.build({
    // src/content/ holds the schemas, which run in Node only (the content step). The Node tests
    // (*.node.test.ts, *.site.test.ts) run in Node, from their sources (scripts/test/node.mjs).
    entryPoints: files.filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !f.endsWith('.d.ts') &&
        !/\.(node|site)\.test\.ts$/.test(f) &&
        !f.startsWith(join('src', 'content')),
    ),
    outdir: out,
    outbase: '.',
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  await makeContent(testContent, join(out, 'src'), false);
  // base/ is the test club, above; clubs/ holds clubs the tests build as sites (built-sites.mjs).
  for (const set of (await readdir(join('test', 'fixtures'))).filter(
    (name) => !['base', 'clubs'].includes(name),
  )) {
    await makeContent(join('test', 'fixtures', set), join(out, 'test', 'fixtures', set), true);
  }
  return buildVendor({
    outDir: join('.cache', 'vendor-dev'),
    urlPrefix: '/.cache/vendor-dev/',
    dev: true,
    extra: testOnlySpecifiers,
  });
}
