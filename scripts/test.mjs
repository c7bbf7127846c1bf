// `npm test`: everything, in order, with one summary at the end. Stops at the first step that
// fails, as a failed build leaves nothing to test.
//   setup     the Debian browsers and drivers (scripts/test/setup.mjs)
//   types     npm run typecheck (the content types made from the schemas, then tsc --noEmit)
//   build     npm run build (dist/), then the test sites (scripts/test/built-sites.mjs), once
//   node      Node's test runner: test/**/*.node.test.ts (scripts/test/node.mjs)
//   browsers  web-test-runner: the other tests, in each engine of BROWSERS (default: all three);
//             options after `npm test --` go to it (`--port 8010`: two runs on one machine)
//   lint      npm run lint and npm run format:check (oxlint, oxfmt), after the rest, whatever it said
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { buildSite, sites } from './test/built-sites.mjs';

const results = '.cache/test-results';
await rm(results, { recursive: true, force: true });
await mkdir(results, { recursive: true });
// node_modules/.bin on the PATH, as npm gives it, so `node scripts/test.mjs` works as well.
const env = { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}`, TEST_SITES_BUILT: '1', TEST_RESULTS: results };
const summary = [];

function step(name, command, args) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  summary.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

async function buildSites() {
  const started = Date.now();
  let ok = true;
  // One after another: builds share the photo cache (.cache/images).
  for (const name of Object.keys(sites)) {
    if (ok) ok = await buildSite(name).then(() => true, (error) => (console.error(`${error.stdout ?? ''}${error.stderr ?? error}`), false));
  }
  summary.push({ name: 'test sites', ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

const node = process.execPath;
const ok =
  step('setup', node, ['scripts/test/setup.mjs']) &&
  step('types', 'npm', ['run', '--silent', 'typecheck']) &&
  step('build', node, ['scripts/build.mjs']) &&
  (await buildSites()) &&
  // Both test runners run even if the first fails: one summary of everything that was tried.
  [step('node tests', node, ['scripts/test/node.mjs', `--tap=${results}/node.tap`]), step('browser tests', 'web-test-runner', process.argv.slice(2))].every(Boolean);
const tidy = [step('lint', 'npm', ['run', '--silent', 'lint']), step('format', 'npm', ['run', '--silent', 'format:check'])].every(Boolean);

// Counts: Node's from its TAP summary, each engine's from scripts/test/engine-report.mjs.
const tap = await readFile(`${results}/node.tap`, 'utf8').catch(() => '');
const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
const engines = JSON.parse(await readFile(`${results}/engines.json`, 'utf8').catch(() => '{}'));
const parts = summary.map(({ name, ok, seconds }) => {
  let counts = '';
  if (name === 'node tests' && tap) counts = ` ${count('pass')} passed, ${count('fail')} failed, ${count('skipped') + count('todo')} skipped,`;
  if (name === 'browser tests')
    counts = Object.entries(engines)
      .map(([engine, c]) => ` ${engine} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped;`)
      .join('');
  return `${name}:${counts} ${ok ? 'ok' : 'FAILED'} (${Math.round(seconds)} s)`;
});
console.log(`\n${ok && tidy ? 'All tests passed' : 'Tests FAILED'}. ${parts.join(' · ')}`);
process.exit(ok && tidy ? 0 : 1);
