// The three browser engines the tests run in, all from Debian packages (nothing is downloaded):
// Chromium and Firefox through puppeteer (Firefox over WebDriver BiDi), WebKit (Safari's
// engine, as WebKitGTK's MiniBrowser) through its WebDriver on a virtual X display.
// BROWSERS=chromium,firefox picks some of them; docs/testing.md has the facts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, * as puppeteerModule from 'puppeteer';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';

const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Each engine: the files it needs and the Debian packages that provide them. */
export const engines = {
  chromium: { files: [process.env.CHROME_PATH ?? '/usr/bin/chromium'], packages: ['chromium'] },
  firefox: { files: ['/usr/bin/firefox-esr'], packages: ['firefox-esr'] },
  webkit: {
    files: ['/usr/bin/WebKitWebDriver', miniBrowser, '/usr/bin/Xvfb', '/usr/bin/xdotool'],
    packages: ['webkit2gtk-driver', 'xvfb', 'xdotool'],
  },
};

/** The engines asked for in BROWSERS (comma-separated), or all three. */
export function chosenEngines() {
  const names = (process.env.BROWSERS ?? Object.keys(engines).join(','))
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !engines[n]);
  if (unknown.length)
    throw new Error(
      `BROWSERS: unknown engine ${unknown.join(', ')} (choose from ${Object.keys(engines).join(', ')})`,
    );
  return names;
}

export const missingPackages = (names) =>
  names.flatMap((name) =>
    engines[name].files.every((f) => existsSync(f)) ? [] : engines[name].packages,
  );

/** Firefox ESR installed but older than puppeteer's WebDriver BiDi needs (a machine that installed
 * it without `apt-get update` gets an old one): its version, or undefined when fine or absent. */
export function oldFirefox(names) {
  if (!names.includes('firefox') || !existsSync(engines.firefox.files[0])) return undefined;
  const needed = Number(
    /\d+/.exec(/** @type {any} */ (puppeteerModule).PUPPETEER_REVISIONS.firefox)[0],
  );
  const version = Number(
    /(\d+)\./.exec(
      execFileSync(engines.firefox.files[0], ['--version'], { encoding: 'utf8' }),
    )?.[1],
  );
  return version < needed ? { version, needed } : undefined;
}

/** What this machine lacks for the tests, one line each, naming what to install or upgrade:
 * Node older than package.json's engines, a Firefox older than the one puppeteer drives over
 * BiDi (older ones fail every test with "emulation.setScreenOrientationOverride"). */
export function machineProblems(names) {
  const problems = [];
  const node = Number(
    />=\s*(\d+)/.exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node)[1],
  );
  if (Number(process.versions.node.split('.')[0]) < node)
    problems.push(
      `Node ${process.versions.node} is too old for the tests: install Node ${node} or newer.`,
    );
  const old = oldFirefox(names);
  if (old)
    problems.push(
      `Firefox ${old.version} is too old for puppeteer's WebDriver BiDi: upgrade the Debian package firefox-esr to ${old.needed} or newer (apt-get update && apt-get install --only-upgrade firefox-esr), or leave it out: BROWSERS=chromium,webkit.`,
    );
  return problems;
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A test page may take longer than puppeteer's 30 s to load on a busy machine: no limit
// (web-test-runner's browserStartTimeout and testsStartTimeout still end a hang).
async function createPage({ context }) {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(0);
  return page;
}

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
    puppeteer: /** @type {any} */ (puppeteer),
    launchOptions: { browser: 'firefox', executablePath: engines.firefox.files[0], headless: true },
  });
}

/** The longest a page visit waits for something it expects (hydration, a form ready), before the
 * test is told it never came: a page took 20 s at load average 20. */
export const patience = 120000;

/** Test sessions opened again after a WebDriver hiccup ({ id, message }), for the summary. */
export const hiccups = [];

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Xvfb on a free display, and WebKitWebDriver on it; both stop with this process. */
export async function startWebKitDriver() {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1920x2200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const display = await new Promise((resolve) =>
    xvfb.stdout.once('data', (d) => resolve(String(d).trim())),
  );
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: `:${display}` },
    stdio: 'ignore',
  });
  const stop = () => {
    driver.kill();
    xvfb.kill();
  };
  process.on('exit', stop);
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, display: `:${display}`, stop };
}

// With no window manager on the virtual display, nothing gives MiniBrowser's window the
// keyboard focus, so :focus never matches: give it the focus as a window manager would.
function focusWindow(display) {
  try {
    execFileSync('xdotool', ['search', '--onlyvisible', '--class', 'MiniBrowser', 'windowfocus'], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
  } catch {
    // not mapped yet: the next test file's start tries again
  }
}

export const webKitCapabilities = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true, // WebKitWebDriver has no BiDi
  'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
};

async function webkit() {
  const { port, display } = await startWebKitDriver();
  // Patched below (one window, a page opened again on error): typed loosely.
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
  launcher.initialize = async (config, files) => {
    await initialize({ ...config, concurrency: 1 }, files);
    launcher.name = 'WebKit';
  };
  // The launcher's own startSession does not wait for the page to open, so a WebKitWebDriver
  // hiccup on a busy machine ("unknown error … session has been deleted") became an uncaught
  // exception that stopped the whole run. Here it is awaited; on a hiccup the file is opened
  // once more in a new session, and the hiccup noted for the summary.
  launcher.startSession = async (id, url) => {
    await launcher.ensureManagerInitialized();
    await launcher.driverManager.startSession(id, url).catch(async (error) => {
      hiccups.push({ id, message: String(error.message).split('\n')[0] });
      await launcher.stop();
      Object.assign(launcher, { driver: undefined, driverManager: undefined }); // stop() keeps them if the session is gone
      await launcher.ensureManagerInitialized();
      await launcher.driverManager.startSession(id, url);
    });
    focusWindow(display);
  };
  // When a page's connection drops, web-test-runner asks where the page was; while the session
  // above is made anew there is none, and the launcher's "Not initialized" stopped the whole run.
  // No address: the file is failed as interrupted, and runs once more (scripts/test.mjs).
  launcher.getBrowserUrl = async (id) => launcher.driverManager?.getBrowserUrl(id);
  launcher.name = 'WebKit';
  launcher.concurrency = 1;
  return launcher;
}

const launchers = { chromium, firefox, webkit };

export const browserLaunchers = (names) => Promise.all(names.map((name) => launchers[name]()));
