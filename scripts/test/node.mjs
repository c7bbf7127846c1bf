// The tests Node's own runner runs, in two tiers by file name: every test/**/*.node.test.ts (the
// Node tier: units and the built files, npm run test:node); with --sites every
// test/**/*.site.test.ts (the sites tier: whole sites driven in each engine, a new club's copy;
// npm run test:sites); with --all both, in one pool (npm test: no tier waits for the other's last
// file); or the files named. TypeScript goes through tsx (Node 20 cannot strip types, and its
// --test takes no globs, hence this list). Prints Node's report; with --tap=FILE also writes TAP
// there, for the summary. Each file runs in a process of its own: for a whole run the test sites
// the tier reads are built here first, once, rather than by each file that reads them.
// Usage: node scripts/test/node.mjs [--tap=FILE] [--sites | --all] [test/<name>.node.test.ts …]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../files.mjs';
import { builtSites, tierSites } from './built-sites.mjs';

const args = process.argv.slice(2);
const tap = args.find((a) => a.startsWith('--tap='))?.slice('--tap='.length);
const named = args.filter((a) => !a.startsWith('--'));
/** @type {('sites' | 'node')[]} */
const tiers = args.includes('--all')
  ? ['sites', 'node']
  : args.includes('--sites')
    ? ['sites']
    : ['node'];
const needsSites = (/** @type {string} */ file) =>
  /built-sites|built-files|site-build|child_process/.test(readFileSync(file, 'utf8'));
const found = (await listFiles('test')).map((f) => join('test', f));
const tierFiles = (/** @type {'sites' | 'node'} */ tier) =>
  found.filter((f) => f.endsWith(tier === 'sites' ? '.site.test.ts' : '.node.test.ts'));
// The longest files first (the sites tier's, then those that read the test sites, build or start
// a process: importing scripts/test/built-sites.mjs, test/helpers/built-files.ts or
// test/helpers/site-build.ts), so that no long file is left to end the run alone on one CPU.
const slow = tiers.flatMap((tier) =>
  tierFiles(tier).filter((f) => tier === 'sites' || needsSites(f)),
);
const files = named.length
  ? named
  : [...slow, ...tierFiles('node').filter((f) => tiers.includes('node') && !needsSites(f))];

if (!named.length && !process.env.TEST_SITES_BUILT) {
  await builtSites([...new Set(tiers.flatMap((tier) => tierSites(tier)))]);
  process.env.TEST_SITES_BUILT = '1';
}

const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
if (tap) reporters.push('--test-reporter=tap', `--test-reporter-destination=${tap}`);
// Two files at a time: most wait on a build or a browser (Node's default here, cores − 1, is
// one).
// Tests wait for what they expect with no time limit of their own, as a busy machine can take
// minutes; 15 min only ends a test that hangs.
const { status } = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-timeout=900000',
    ...reporters,
    ...files,
  ],
  {
    stdio: 'inherit',
  },
);
process.exit(status ?? 1);
