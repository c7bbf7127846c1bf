// Browser tests in headless Chromium. Before the run, the app and the tests are transformed
// file by file (as the build does) into .cache/test-build/, and development copies of the
// libraries are made in .cache/vendor-dev/, so every test runs offline against one React.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromeLauncher } from '@web/test-runner-chrome';
import { transformForTests } from './scripts/test-build.mjs';
import { fakeEmailService } from './scripts/fake-email-service.mjs';
import { builtSitePlugin } from './scripts/built-site-plugin.mjs';
import { contentCheckPlugin } from './scripts/content-check-plugin.mjs';
import { defaultReporter } from '@web/test-runner';
import { notLoadedReporter } from './scripts/test-reporter.mjs';
import { whatsOnTestPlugin } from './scripts/whats-on-test-plugin.mjs';
import { trainingTestPlugin } from './scripts/training-test-plugin.mjs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Install Debian's: apt-get install -y chromium, ` +
      'or set CHROME_PATH to a Chrome or Chromium binary.',
  );
  process.exit(1);
}

const importMap = await transformForTests();

// The site's libraries come from the development copies, for every module the tests load
// (pages loaded on demand included), so there is one React; anything else (the test helpers
// @open-wc/testing and chai) is found in node_modules.
function libraryCopies({ imports }) {
  return {
    name: 'library-copies',
    resolveImport: ({ source }) => imports[source],
  };
}

export default {
  files: '.cache/test-build/test/**/*.test.js',
  nodeResolve: true,
  // The built-site tests (three builds, dozens of page visits) need more than 3 minutes when other
  // test runs share this 2-CPU machine.
  testsFinishTimeout: 600000,
  testFramework: { config: { timeout: 10000 } },
  // The site's pictures and documents are served from the site root, as in dist/.
  middleware: [
    (ctx, next) => {
      if (/^\/(images|documents)\//.test(ctx.url)) ctx.url = '/public' + ctx.url;
      return next();
    },
    // /slow-module/…: a module that arrives after a second, for time-out tests.
    async (ctx, next) => {
      if (!ctx.path.includes('/slow-module/')) return next();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ctx.type = 'text/javascript';
      ctx.body = 'export const late = true;';
    },
    // /raw/dist/about/index.html: a built page exactly as built, before the test server's
    // import-map plugin rewrites the HTML it serves.
    async (ctx, next) => {
      if (!ctx.path.startsWith('/raw/dist/')) return next();
      ctx.type = 'text/plain';
      ctx.body = await readFile(ctx.path.slice('/raw/'.length)).catch(() => '');
      if (!ctx.body) ctx.status = 404;
    },
  ],
  reporters: [defaultReporter(), notLoadedReporter()],
  plugins: [libraryCopies(importMap), fakeEmailService(), builtSitePlugin(), contentCheckPlugin(), whatsOnTestPlugin(), trainingTestPlugin()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chrome,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
};
