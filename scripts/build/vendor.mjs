// Local ES-module copies of the libraries named in importmap.json, made from node_modules,
// so the site runs with no CDN (this machine, CI, a volunteer on a train).
// One file per library, as the CDN serves them: each bundles its own code and imports the
// others by name (the import map finds them), so there is one React and no wrapper modules.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import { madeAside, readJson } from '../files.mjs';
/** @import { Plugin } from 'esbuild' */
/** @import { ImportMap } from './types.js' */

// Specifiers the tests need on top of the site's own: wouter's in-memory location, and
// Testing Library to find elements by role, label and text as a visitor would.
export const testOnlySpecifiers = [
  'wouter/memory-location',
  '@testing-library/dom',
  '@testing-library/user-event',
];

// Every library reaches esbuild as an ES module (React's files by the rewrite below), so each
// entry re-exports it whole; the default export too when Node sees one.
/** @param {string} specifier */
async function entrySource(specifier) {
  const mod = await import(specifier);
  // Node gives every CommonJS module a default; one compiled from ESM (__esModule) has a real
  // default only if it exported one.
  const hasDefault =
    '__esModule' in mod ? Object.hasOwn(Object(mod.default), 'default') : 'default' in mod;
  const lines = [`export * from ${JSON.stringify(specifier)};`];
  if (hasDefault) lines.push(`export { default } from ${JSON.stringify(specifier)};`);
  return lines.join('\n') + '\n';
}

// React, ReactDOM, the scheduler and wouter's useSyncExternalStore shim ship as CommonJS only.
// esbuild would wrap each file in a function, which V8 skims when the file arrives and parses
// again when it is called: ~20 ms of blocked main thread on a phone. Rewritten as plain ES
// modules (require → import, exports → named exports), V8 compiles them once. Their only
// requires are each other.
const commonJsPackages = 'react|react-dom|scheduler|use-sync-external-store';
const reactPackage = new RegExp(
  `^(${commonJsPackages})(/client|/jsx-runtime|/shim(/index\\.js)?)?$`,
);
const reactFile = new RegExp(`[\\\\/](${commonJsPackages})[\\\\/]cjs[\\\\/][\\w.-]+\\.js$`);
const require = createRequire(import.meta.url);

/** @param {'development' | 'production'} mode @returns {Plugin} */
function reactAsModules(mode) {
  return {
    name: 'react-as-modules',
    setup(build) {
      build.onResolve({ filter: reactPackage }, ({ path }) => {
        const folder = dirname(require.resolve(`${path.split('/')[0]}/package.json`));
        return {
          path: join(
            folder,
            'cjs',
            `${path.replace(/\/index\.js$/, '').replace('/', '-')}.${mode}.js`,
          ),
        };
      });
      build.onLoad({ filter: reactFile }, async ({ path }) => {
        /** @type {string[]} */
        const imports = [];
        const body = (await readFile(path, 'utf8')).replace(
          /\brequire\("([^"]+)"\)/g,
          (_, /** @type {string} */ specifier) => {
            imports.push(`import required${imports.length} from ${JSON.stringify(specifier)};`);
            return `required${imports.length - 1}`;
          },
        );
        if (/\brequire\(|\bmodule\.exports\b/.test(body))
          throw new Error(`${path}: a require or module.exports this rewrite does not handle`);
        const names = [
          ...new Set(Array.from(body.matchAll(/\bexports\.([A-Za-z_$][\w$]*)\s*=/g), (m) => m[1])),
        ];
        // Aliases: the file's own top-level names (function Component…) would clash.
        const exported = names.map((name, i) => [
          `${name}: exported${i}`,
          `exported${i} as ${name}`,
        ]);
        return {
          contents: [
            ...imports,
            'const exports = {};',
            body,
            'export default exports;',
            `const { ${exported.map(([from]) => from).join(', ')} } = exports;`,
            `export { ${exported.map(([, as]) => as).join(', ')} };`,
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}

// The libraries every page runs in full as it hydrates.
const eagerlyCompiled = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'scheduler',
  'wouter',
]);

const fileName = (/** @type {string} */ specifier) =>
  specifier.replace(/^@/, '').replace(/[/]/g, '-') + '.js';

/**
 * Writes one ES module per specifier into outDir and returns the import map pointing at them.
 * @param {{ outDir: string, urlPrefix: string, dev?: boolean, extra?: string[] }} options
 */
export async function buildVendor({ outDir, urlPrefix, dev = false, extra = [] }) {
  const specifiers = [...Object.keys((await readJson('importmap.json')).imports), ...extra];
  // A folder of this process's own: two builds at once (the tests run two) never share one.
  const entryDir = join('.cache', `vendor-entries-${process.pid}`);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(entryDir, { recursive: true });
  // Each library built on its own, the others left as imports, as esm.sh does with ?external.
  /** @param {string} own @returns {Plugin} */
  const others = (own) => ({
    name: 'other-libraries',
    setup(build) {
      build.onResolve({ filter: /.*/ }, ({ path }) =>
        path !== own && specifiers.includes(path) ? { path, external: true } : undefined,
      );
    },
  });
  await Promise.all(
    specifiers.map(async (specifier) => {
      const file = join(entryDir, fileName(specifier));
      await writeFile(file, await entrySource(specifier));
      await esbuild.build({
        entryPoints: { [fileName(specifier).slice(0, -3)]: file },
        outdir: outDir,
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        minify: !dev,
        // The libraries' licence notices go into a .LEGAL.txt file beside each copy, which says
        // where: kept, but not downloaded by every visitor.
        legalComments: dev ? 'inline' : 'linked',
        // V8's compile hint: the page calls nearly every function of these files while it wakes up,
        // so V8 compiles them as the file streams in, off the main thread, instead of one by one
        // on first call in the middle of hydration (v8.dev/blog/explicit-compile-hints).
        banner: { js: eagerlyCompiled.has(specifier) ? '//# allFunctionsCalledOnLoad' : '' },
        define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
        logLevel: 'warning',
        plugins: [others(specifier), reactAsModules(dev ? 'development' : 'production')],
      });
    }),
  );
  await rm(entryDir, { recursive: true, force: true });
  const imports = Object.fromEntries(specifiers.map((s) => [s, urlPrefix + fileName(s)]));
  return { imports };
}

/** buildVendor, made once per set of library versions and kept in .cache/vendor-build/: a
 * rebuild while editing (npm start) only copies it.
 * @param {Parameters<typeof buildVendor>[0]} options @returns {Promise<ImportMap>} */
export async function cachedVendor(options) {
  const { createHash } = await import('node:crypto');
  const { cp, stat } = await import('node:fs/promises');
  const key = createHash('sha256');
  for (const file of ['package-lock.json', 'importmap.json', 'scripts/build/vendor.mjs'])
    key.update(await readFile(file));
  key.update(JSON.stringify({ ...options, outDir: '' }));
  const cached = join('.cache', 'vendor-build', key.digest('hex').slice(0, 16));
  if (!(await stat(join(cached, 'importmap.json')).catch(() => null))) {
    await madeAside(cached, async (partial) => {
      const map = await buildVendor({ ...options, outDir: partial });
      await writeFile(join(partial, 'importmap.json'), JSON.stringify(map, null, 2) + '\n');
    });
  }
  await rm(options.outDir, { recursive: true, force: true });
  await cp(cached, options.outDir, { recursive: true });
  return readJson(join(cached, 'importmap.json'));
}
