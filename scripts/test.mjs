// `npm test`: everything, with one summary at the end (docs/testing.md):
//   check    Node, the Debian browsers and drivers (installed when this user may: machine.mjs)
//   types    npm run typecheck; build: npm run build, then the test sites (built-sites.mjs)
//   node     Node's runner, two files at a time, both its tiers in one pool:
//            test/**/*.site.test.ts (whole sites, driven in each engine) and
//            test/**/*.node.test.ts (units, the built files)
//   browsers the other tests in web-test-runner, in each engine of BROWSERS (default: all three)
//   lint     npm run lint and npm run format:check (oxlint, oxfmt), whatever the rest said
// `npm run test:quick` (--quick), the edit–test loop: types, lint, format and the test files for
// what changed (scripts/test/changed.mjs), in Node and Chromium; no build.
// `npm test -- test/App.test.tsx test/content/messages.node.test.ts` runs only those files (no
// type check or build first); other options after `--` go to web-test-runner (`--port 9510`).
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { buildSite, sites } from './test/built-sites.mjs';
import { changedTests } from './test/changed.mjs';
import { chosenEngines } from './test/engines.mjs';
import { prepareMachine } from './test/machine.mjs';
import { engineResults, summaryLine } from './test/summary.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
if (quick) process.env.BROWSERS = 'chromium';
const files = args.filter((a) => /\.test\.tsx?$/.test(a));
const nodeTest = (/** @type {string} */ f) => /\.(node|site)\.test\.ts$/.test(f);
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
/** @type {import('./test/summary.mjs').Step[]} */
const summary = [];

prepareMachine(files.length && !browserFiles.length ? [] : chosenEngines());

// Stopped (Ctrl-C, or a CI time limit's SIGTERM): each running step's whole process group stops
// too, with its browsers, drivers and virtual displays.
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) if (child.pid) process.kill(-child.pid, signal);
    process.exit(1);
  });

/** Runs a command as one step of the summary; resolves to whether it passed.
 * @param {string} name @param {string} command @param {string[]} commandArgs
 * @param {NodeJS.ProcessEnv} [stepEnv] @returns {Promise<boolean>} */
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
    for (let name = waiting.shift(); ok && name; name = waiting.shift())
      ok = await buildSite(name).then(
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

/** web-test-runner; test files that failed in WebKit on a WebDriver error run once more there.
 * @param {NodeJS.ProcessEnv} stepEnv */
async function browserTests(stepEnv) {
  let passed = await step('browser tests', 'web-test-runner', wtrArgs, stepEnv);
  const { hiccupFiles = [], failedElsewhere = 0 } = await engineResults(results);
  if (passed || !hiccupFiles.length) return passed;
  console.log(
    `\nWebKit lost its WebDriver session in ${hiccupFiles.join(', ')}: ` +
      `running ${hiccupFiles.length > 1 ? 'them' : 'it'} once more.`,
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
  const first = summary.find((s) => s.name === 'browser tests');
  if (passed && first)
    Object.assign(first, {
      ok: true,
      note: ` (WebKit lost its session in ${hiccupFiles.join(', ')}; passed again)`,
    });
  return passed;
}

console.log(await summaryLine(summary, results, ok));
process.exit(ok ? 0 : 1);

/** @param {string} file */
function testBuildPath(file) {
  return `.cache/test-build/${file.replace(/\.tsx?$/, '.js')}`;
}
