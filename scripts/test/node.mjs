// The Node tests: every test/**/*.node.test.ts (or the files named), run once by Node's own
// test runner, TypeScript through tsx (Node 20 cannot strip types, and its --test takes no globs,
// hence this list). Prints Node's report; with --tap=FILE also writes TAP there, for the summary.
// Usage: node scripts/test/node.mjs [--tap=FILE] [test/x.node.test.ts …]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { listFiles } from '../files.mjs';

const args = process.argv.slice(2);
const tap = args.find((a) => a.startsWith('--tap='))?.slice('--tap='.length);
const named = args.filter((a) => !a.startsWith('--'));
const files = named.length ? named : (await listFiles('test')).filter((f) => f.endsWith('.node.test.ts')).map((f) => join('test', f));

const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
if (tap) reporters.push('--test-reporter=tap', `--test-reporter-destination=${tap}`);
const { status } = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...reporters, ...files], { stdio: 'inherit' });
process.exit(status ?? 1);
