// The three browser engines the tests run in, all from Debian packages (nothing is downloaded):
// Chromium and Firefox through puppeteer (Firefox over WebDriver BiDi), WebKit (Safari's
// engine, as WebKitGTK's MiniBrowser) through its WebDriver on a virtual X display.
// BROWSERS=chromium,firefox picks some of them; docs/testing.md has the facts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, * as puppeteerModule from 'puppeteer';

export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */

/** Each engine: the files it needs and the Debian packages that provide them. */
export const engines = {
  chromium: { files: [process.env.CHROME_PATH ?? '/usr/bin/chromium'], packages: ['chromium'] },
  firefox: { files: ['/usr/bin/firefox-esr'], packages: ['firefox-esr'] },
  webkit: {
    files: ['/usr/bin/WebKitWebDriver', miniBrowser, '/usr/bin/Xvfb', '/usr/bin/xdotool'],
    packages: ['webkit2gtk-driver', 'xvfb', 'xdotool'],
  },
};

/** @param {string} name @returns {name is Engine} */
const isEngine = (name) => Object.hasOwn(engines, name);

/** The engines asked for in BROWSERS (comma-separated), or all three. @returns {Engine[]} */
export function chosenEngines() {
  const names = (process.env.BROWSERS ?? Object.keys(engines).join(','))
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !isEngine(n));
  if (unknown.length)
    throw new Error(
      `BROWSERS: unknown engine ${unknown.join(', ')} ` +
        `(choose from ${Object.keys(engines).join(', ')})`,
    );
  return names.filter(isEngine);
}

/** The Debian packages these engines need that this machine lacks. @param {Engine[]} names */
export const missingPackages = (names) =>
  names.flatMap((name) =>
    engines[name].files.every((f) => existsSync(f)) ? [] : engines[name].packages,
  );

/** Firefox ESR installed but older than puppeteer's WebDriver BiDi needs (a machine that installed
 * it without `apt-get update` gets an old one): its version, or undefined when fine or absent.
 * @param {Engine[]} names */
export function oldFirefox(names) {
  if (!names.includes('firefox') || !existsSync(engines.firefox.files[0])) return undefined;
  // Exported by puppeteer, though its types leave it out.
  const { PUPPETEER_REVISIONS } = /** @type {{ PUPPETEER_REVISIONS: { firefox: string } }} */ (
    /** @type {unknown} */ (puppeteerModule)
  );
  const needed = Number(/\d+/.exec(PUPPETEER_REVISIONS.firefox)?.[0]);
  const version = Number(
    /(\d+)\./.exec(
      execFileSync(engines.firefox.files[0], ['--version'], { encoding: 'utf8' }),
    )?.[1],
  );
  return version < needed ? { version, needed } : undefined;
}

/** What this machine lacks for the tests, one line each, naming what to install or upgrade:
 * Node older than package.json's engines, a Firefox older than the one puppeteer drives over
 * BiDi (older ones fail every test with "emulation.setScreenOrientationOverride").
 * @param {Engine[]} names */
export function machineProblems(names) {
  const problems = [];
  const node = Number(
    />=\s*(\d+)/.exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node)?.[1],
  );
  if (Number(process.versions.node.split('.')[0]) < node)
    problems.push(
      `Node ${process.versions.node} is too old for the tests: install Node ${node} or newer.`,
    );
  const old = oldFirefox(names);
  if (old)
    problems.push(
      `Firefox ${old.version} is too old for puppeteer's WebDriver BiDi: upgrade the Debian ` +
        `package firefox-esr to ${old.needed} or newer (apt-get update && apt-get install ` +
        '--only-upgrade firefox-esr), or leave it out: BROWSERS=chromium,webkit.',
    );
  return problems;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The longest a page visit waits for something it expects (hydration, a form ready), before the
 * test is told it never came: a page took 20 s at load average 20. */
export const patience = 120000;

/** A free port on this machine. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Chromium or Firefox ESR through puppeteer, for a test that drives it from Node. No time limit
 * on a call to the browser (puppeteer's is 3 min): a busy machine can take longer.
 * @param {'chromium' | 'firefox'} name @param {string[]} [args] Chromium's switches besides */
export function launchBrowser(name, args = []) {
  return puppeteer.launch({
    browser: name === 'firefox' ? 'firefox' : 'chrome',
    executablePath: engines[name].files[0],
    args: name === 'firefox' ? [] : ['--no-sandbox', ...args],
    headless: true,
    protocolTimeout: 0,
  });
}
