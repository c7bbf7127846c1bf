// `npm test`: everything, with one summary at the end (docs/testing.md). check     Node, the Debian
// browsers and drivers (installed or updated when this user may), their versions types     npm run
// typecheck;  build  npm run build, then the test sites (built-sites.mjs) node      Node's runner,
// two files at a time, both its tiers in one pool: test/**/*.site.test.ts (whole sites in Chromium,
// a new club's copy) and test/**/*.node.test.ts (units, the built files); then browsers  the other
// tests in web-test-runner, in each engine of BROWSERS (default: all three) lint      npm run lint
// and npm run format:check (oxlint, oxfmt), whatever the rest said `npm run test:quick` (--quick),
// the edit–test loop: types, the Node tests that need no built site (scripts/test/node.mjs
// --quick), the browser tests in test/components, test/pages and test/lib in Chromium alone, lint
// and format; no build. `npm test -- test/App.test.tsx test/content/messages.node.test.ts` runs
// only those files (no type check or build first); other options after `--` go to web-test-runner
// (`--port 9510`).
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { buildSite, sites } from './test/built-sites.mjs';
import { changedTests } from './test/changed.mjs';
import { chosenEngines, machineProblems, missingPackages, oldFirefox } from './test/engines.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
if (quick) process.env.BROWSERS = 'chromium';
const files = args.filter((a) => /\.test\.tsx?$/.test(a));
const nodeTest = (f) => /\.(node|site)\.test\.ts$/.test(f);
const nodeFiles = files.filter(nodeTest);
const browserFiles = files.filter((f) => !nodeTest(f));
const wtrArgs = args.filter((a) => !files.includes(a) && a !== '--quick');
const results = '.cache/test-results';
await rm(results, { recursive: true, force: true });
await mkdir(results, { recursive: true });
const env = {
  ...process.env,
  PATH: `node_modules/.bin:${process.env.PATH}`,
  TEST_RESULTS: results,
};
const summary = [];

// Before any test: what this machine lacks, one line each. Missing Debian packages (and a Firefox
// ESR too old for puppeteer) are installed when this user may (root, or sudo without a password),
// as on a fresh CI machine: README's one test command does all the set-up.
const engines = files.length && !browserFiles.length ? [] : chosenEngines();
const packages = [...missingPackages(engines), ...(oldFirefox(engines) ? ['firefox-esr'] : [])];
if (packages.length) {
  const install = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const root = process.getuid?.() === 0;
  const sudo = !root && canRun('sudo', ['-n', 'true']);
  if (!root && !sudo)
    fail(
      `The browser tests need the Debian packages ${packages.join(', ')}: sudo sh -c '${install}' (or BROWSERS=… npm test for the engines you have).`,
    );
  console.log(`Installing ${packages.join(', ')} from Debian…`);
  execFileSync(root ? 'sh' : 'sudo', root ? ['-c', install] : ['sh', '-c', install], {
    stdio: 'inherit',
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
const problems = machineProblems(engines);
if (problems.length) fail(problems.join('\n'));

// Stopped (Ctrl-C, or a CI time limit's SIGTERM): each running step's whole process group stops
// too, with its browsers, drivers and virtual displays.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) process.kill(-child.pid, signal);
    process.exit(1);
  });

/** Runs a command as one step of the summary; resolves to whether it passed. */
function step(name, command, commandArgs, stepEnv = env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: stepEnv, detached: true });
    running.add(child);
    child.on('close', (code) => {
      running.delete(child);
      summary.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
      resolve(code === 0);
    });
  });
}

async function buildSites() {
  const started = Date.now();
  let ok = true;
  // Two at a time, one a CPU (builds are mostly one thread).
  const waiting = Object.keys(sites);
  const builder = async () => {
    while (ok && waiting.length)
      ok = await buildSite(waiting.shift()).then(
        () => ok,
        (error) => (console.error(`${error.stdout ?? ''}${error.stderr ?? error}`), false),
      );
  };
  await Promise.all([builder(), builder()]);
  summary.push({ name: 'test sites', ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

const node = process.execPath;
const whole = !files.length && !quick;
const built =
  !whole ||
  ((await step('types', 'npm', ['run', '--silent', 'typecheck'])) &&
    (await step('build', node, ['scripts/build.mjs'])) &&
    (await buildSites()));
let ok = built;
if (quick) {
  // The edit–test loop: the test files for what changed (scripts/test/changed.mjs), Node's and
  // Chromium's, beside types, lint and format; `npm test` runs everything.
  const changed = await changedTests();
  const changedNode = changed.filter(nodeTest);
  const changedBrowser = changed.filter((f) => !nodeTest(f)).map(testBuildPath);
  console.log(`Tests for what changed: ${changed.join(' ') || 'none'}`);
  ok = await step('types', 'npm', ['run', '--silent', 'typecheck']);
  if (changedNode.length)
    ok =
      (await step('node tests', node, [
        'scripts/test/node.mjs',
        `--tap=${results}/node.tap`,
        ...changedNode,
      ])) && ok;
  if (changedBrowser.length)
    ok = (await browserTests({ ...env, TEST_FILES: changedBrowser.join(' ') })) && ok;
} else if (built) {
  const sitesBuilt = whole
    ? { ...env, TEST_SITES_BUILT: '1' }
    : { ...env, TEST_FILES: browserFiles.map(testBuildPath).join(' ') };
  // One runner after the other, each with the whole machine (both keep the two CPUs busy):
  // beside the three engines, the Node tests took the run from 549 s to 680 s (docs/testing.md).
  // Both run whatever the first said.
  const nodeArgs = whole ? ['--all'] : nodeFiles;
  const nodeOk =
    !(whole || nodeFiles.length) ||
    (await step(
      'node tests',
      node,
      ['scripts/test/node.mjs', `--tap=${results}/node.tap`, ...nodeArgs],
      sitesBuilt,
    ));
  const browsersOk = !(whole || browserFiles.length) || (await browserTests(sitesBuilt));
  ok = nodeOk && browsersOk;
}
if (whole || quick)
  ok =
    [
      await step('lint', 'npm', ['run', '--silent', 'lint']),
      await step('format', 'npm', ['run', '--silent', 'format:check']),
    ].every(Boolean) && ok;

/** web-test-runner; test files that failed in WebKit on a WebDriver error run once more there. */
async function browserTests(stepEnv) {
  let passed = await step('browser tests', 'web-test-runner', wtrArgs, stepEnv);
  const { hiccupFiles = [], failedElsewhere = 0 } = await readJson(`${results}/engines.json`);
  if (passed || !hiccupFiles.length) return passed;
  console.log(
    `\nWebKit lost its WebDriver session in ${hiccupFiles.join(', ')}: running ${hiccupFiles.length > 1 ? 'them' : 'it'} once more.`,
  );
  await mkdir(`${results}/retry`, { recursive: true });
  passed = await step(
    `WebKit again (${hiccupFiles.length} file${hiccupFiles.length > 1 ? 's' : ''})`,
    'web-test-runner',
    wtrArgs,
    {
      ...stepEnv,
      BROWSERS: 'webkit',
      TEST_FILES: hiccupFiles.join(' '),
      TEST_RESULTS: `${results}/retry`,
    },
  );
  // The files lost to WebDriver passed this time: with nothing else failed, the browser tests
  // pass, with the hiccup named.
  passed &&= !failedElsewhere;
  if (passed)
    Object.assign(
      summary.find((s) => s.name === 'browser tests'),
      { ok: true, note: ` (WebKit lost its session in ${hiccupFiles.join(', ')}; passed again)` },
    );
  return passed;
}

// Counts: Node's from its TAP summary, each engine's from scripts/test/engine-report.mjs.
const tap = await readFile(`${results}/node.tap`, 'utf8').catch(() => '');
const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
const { counts = {}, retried = [] } = await readJson(`${results}/engines.json`);
const parts = summary.map(({ name, ok, seconds, note = '' }) => {
  let detail = '';
  if (name === 'node tests' && tap)
    detail = ` ${count('pass')} passed, ${count('fail')} failed, ${count('skipped') + count('todo')} skipped,`;
  if (name === 'browser tests')
    detail = Object.entries(counts)
      .map(
        ([engine, c]) =>
          ` ${engine} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (${c.seconds} s);`,
      )
      .join('');
  return `${name}:${detail} ${ok ? 'ok' : 'FAILED'}${note} (${Math.round(seconds)} s)`;
});
const hiccups = retried.length
  ? `\nOpened again after a WebDriver hiccup: ${retried.join('; ')}`
  : '';
console.log(`\n${ok ? 'All tests passed' : 'Tests FAILED'}. ${parts.join(' · ')}${hiccups}`);
process.exit(ok ? 0 : 1);

function testBuildPath(file) {
  return `.cache/test-build/${file.replace(/\.tsx?$/, '.js')}`;
}

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
}

function canRun(file, commandArgs) {
  try {
    execFileSync(file, commandArgs, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
