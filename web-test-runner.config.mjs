// Browser tests in Chromium, Firefox and WebKit (scripts/test/engines.mjs; BROWSERS=firefox
// for one); the Node tests (*.node.test.ts, *.site.test.ts) are scripts/test/node.mjs's. Before
// the run, the app and the tests are transformed file by file (as the build does) into
// .cache/test-build/, and development copies of the libraries are made in .cache/vendor-dev/, so
// every test runs offline against one React.
import { defaultReporter } from '@web/test-runner';
import { chosenEngines, freePort } from './scripts/test/engines.mjs';
import { browserLaunchers } from './scripts/test/runner-browsers.mjs';
import { engineReport } from './scripts/test/engine-report.mjs';
import { viewportPlugin } from './scripts/test/viewport-plugin.mjs';
import { transformForTests } from './scripts/test/transform.mjs';
import { fakeEmailService } from './scripts/test/fake-email-service.mjs';
import { testPublic } from './scripts/test/fixture-clubs.mjs';

// SIGTERM ends the run as Ctrl-C does, so its 'exit' handlers stop the browsers, WebKit's driver
// and Xvfb.
process.once('SIGTERM', () => process.exit(143));

const importMap = await transformForTests();

// The site's libraries come from the development copies, for every module the tests load
// (pages loaded on demand included), so there is one React; anything else (the test helpers
// @open-wc/testing and chai) is found in node_modules.
/** @param {{ imports: Record<string, string> }} importMap
 * @returns {import('@web/test-runner-core').TestRunnerPlugin} */
function libraryCopies({ imports }) {
  return {
    name: 'library-copies',
    resolveImport: ({ source }) => imports[source],
  };
}

const failOnce = new Set();

// A test that asks for a missing module on purpose names it NoSuch…: not worth a 404 warning.
/** @param {import('@web/test-runner-core').Reporter} reporter
 * @returns {import('@web/test-runner-core').Reporter} */
function quiet404s(reporter) {
  const unexpected = (/** @type {string} */ url) => !/\/NoSuch\w*\.js/.test(url);
  return {
    ...reporter,
    reportTestFileResults: (args) =>
      reporter.reportTestFileResults?.({
        ...args,
        sessionsForTestFile: args.sessionsForTestFile.map((s) => ({
          ...s,
          request404s: s.request404s.filter(unexpected),
        })),
      }),
  };
}

// Files named *.drawn.test.ts(x) test only what a page or component draws from content (nothing
// a visitor does, no browser feature engines differ in), and the sweeps over every page (axe at
// two widths): they run in one engine, Chromium if chosen. Every other file runs in each; each
// kind of page still hydrates in all three (test/built-site*.site.test.ts).
const drawn = (/** @type {string} */ file) => /\.drawn\.test\.js$/.test(file);
// scripts/test.mjs names the files to run in TEST_FILES, or all of them (*.node.test.ts and
// *.site.test.ts are Node's: scripts/test/node.mjs).
const named = process.env.TEST_FILES?.split(' ');
const all = '.cache/test-build/test/**/*';
const everyEngine = named
  ? named.filter((f) => !drawn(f))
  : [`${all}.test.js`, `!${all}.node.test.js`, `!${all}.site.test.js`, `!${all}.drawn.test.js`];
const oneEngine = named ? named.filter(drawn) : [`${all}.drawn.test.js`];
const engineNames = chosenEngines();
const browsers = await browserLaunchers(engineNames);

const firstChoice = browsers[Math.max(0, engineNames.indexOf('chromium'))];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: everyEngine.length ? everyEngine : undefined,
  groups: oneEngine.length
    ? [{ name: 'one engine', files: oneEngine, browsers: firstChoice ? [firstChoice] : [] }]
    : [],
  nodeResolve: true,
  // A free port of this run's own (--port overrides it): two runs on one machine never clash.
  port: await freePort(),
  // @open-wc/testing loads lit's development build, which says so once per test file.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // Ends a file that hangs (and again its closing): three engines share the CPUs, and the
  // slowest file takes under 3 minutes at load 24 beside a second run.
  testsFinishTimeout: 600000,
  // No time limit per test: three engines share two CPUs, and a busy machine can stretch a page
  // visit or an axe check to minutes; testsFinishTimeout ends a file that hangs.
  testFramework: { config: { timeout: 0 } },
  // A test file's page and its imports, with three engines opening files at once on a busy
  // machine.
  testsStartTimeout: 600000,
  // Opening a test page took over the default 30 s once, at load average 15.
  browserStartTimeout: 120000,
  // The test club's pictures and documents are served from the site root, as in dist/.
  middleware: [
    (ctx, next) => {
      if (/^\/(images|documents)\//.test(ctx.url)) ctx.url = `/${testPublic}${ctx.url}`;
      return next();
    },
    // /slow-module/…: a module that arrives after a second, for time-out tests.
    async (ctx, next) => {
      if (!ctx.path.includes('/slow-module/')) return next();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ctx.type = 'text/javascript';
      ctx.body = 'export const late = true;';
    },
    // POST /fail-once?page=Name: this browser's next request for that page's module gets a 503,
    // later ones a page saying 'Flaky page arrived' (Retry must really ask again).
    async (ctx, next) => {
      const page =
        ctx.path === '/fail-once'
          ? String(ctx.query.page)
          : ctx.path.match(/\/src\/pages\/(Flaky\w*)\.js$/)?.[1];
      if (!page) return next();
      const key = `${ctx.get('user-agent')} ${page}`;
      if (ctx.path === '/fail-once') {
        failOnce.add(key);
        ctx.status = 204;
      } else if (failOnce.delete(key)) {
        ctx.status = 503;
      } else {
        ctx.type = 'text/javascript';
        ctx.body = `export const ${page} = () => 'Flaky page arrived';`;
      }
    },
  ],
  plugins: [viewportPlugin(), libraryCopies(importMap), fakeEmailService()],
  browsers,
  concurrentBrowsers: 3, // all engines at once (the default, 2, left WebKit waiting for Firefox)
  // Progress only where it redraws in place: in a log it would be a block every 10 s.
  reporters: [
    quiet404s(defaultReporter({ reportTestProgress: Boolean(process.stdout.isTTY) })),
    engineReport(),
  ],
};
