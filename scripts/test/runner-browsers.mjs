// The browser runner's launchers (web-test-runner.config.mjs), one per engine of
// scripts/test/engines.mjs: Chromium and Firefox through puppeteer, WebKit through WebDriver.
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import puppeteer from 'puppeteer';
import { chromiumArgs, engines } from './engines.mjs';
import { focusWindow, startWebKitDriver, webKitCapabilities } from './webkit.mjs';

/** Test sessions opened again after a WebDriver hiccup ({ id, message }), for the summary.
 * @type {{ id: string, message: string }[]} */
export const hiccups = [];

// A test page may take longer than puppeteer's 30 s to load on a busy machine: no limit
// (web-test-runner's browserStartTimeout and testsStartTimeout still end a hang).
/** @type {NonNullable<import('@web/test-runner-chrome').ChromeLauncherArgs['createPage']>} */
const createPage = async ({ context }) => {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(0);
  return page;
};

function chromium() {
  const launcher = chromeLauncher({
    createPage,
    launchOptions: {
      executablePath: engines.chromium.files[0],
      headless: true,
      args: chromiumArgs,
    },
  });
  launcher.name = 'Chromium';
  return launcher;
}

function firefox() {
  return chromeLauncher({
    createPage,
    // @web/test-runner-chrome types the puppeteer-core it depends on; this is puppeteer's own.
    puppeteer: /** @type {any} */ (puppeteer),
    launchOptions: { browser: 'firefox', executablePath: engines.firefox.files[0], headless: true },
  });
}

async function webkit() {
  const { port, display } = await startWebKitDriver();
  // Patched below (one window, a page opened again on error), its private parts included: typed
  // loosely.
  const launcher = /** @type {any} */ (
    webdriverLauncher({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: webKitCapabilities,
      // WebKit answers "open this test page" only once the page has loaded; the slowest whole
      // file takes 75 s beside a second run. A WebKit that hangs on a page (opening it, or
      // leaving it when the file is done) is given up after 3 minutes, not after undici's own
      // 5 (a paired run lost 10 so), and the file runs again (below, scripts/test.mjs).
      connectionRetryTimeout: 180000,
      connectionRetryCount: 0,
    })
  );
  // One test file at a time, in one window: the launcher's only mode with keyboard and mouse.
  const initialize = launcher.initialize.bind(launcher);
  /** @param {object} config @param {string[]} files */
  launcher.initialize = async (config, files) => {
    await initialize({ ...config, concurrency: 1 }, files);
    launcher.name = 'WebKit';
  };
  // The launcher's own startSession does not wait for the page to open, so a WebKitWebDriver
  // hiccup on a busy machine ("unknown error … session has been deleted") became an uncaught
  // exception that stopped the whole run. Here it is awaited; on a hiccup the file is opened
  // once more in a new session, and the hiccup noted for the summary.
  /** @param {string} id @param {string} url */
  launcher.startSession = async (id, url) => {
    await launcher.ensureManagerInitialized();
    await launcher.driverManager.startSession(id, url).catch(async (/** @type {Error} */ error) => {
      hiccups.push({ id, message: String(error.message).split('\n')[0] });
      await launcher.stop();
      // stop() keeps them if the session is gone
      Object.assign(launcher, { driver: undefined, driverManager: undefined });
      await launcher.ensureManagerInitialized();
      await launcher.driverManager.startSession(id, url);
    });
    focusWindow(display);
  };
  // When a page's connection drops, web-test-runner asks where the page was; while the session
  // above is made anew there is none, and the launcher's "Not initialized" stopped the whole run.
  // No address: the file is failed as interrupted, and runs once more (scripts/test.mjs).
  /** @param {string} id */
  launcher.getBrowserUrl = async (id) => launcher.driverManager?.getBrowserUrl(id);
  launcher.name = 'WebKit';
  launcher.concurrency = 1;
  return launcher;
}

const launchers = { chromium, firefox, webkit };

/** @param {import('./engines.mjs').Engine[]} names */
export const browserLaunchers = (names) => Promise.all(names.map((name) => launchers[name]()));
