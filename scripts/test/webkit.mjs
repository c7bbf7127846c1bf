// WebKit (Safari's engine, as WebKitGTK's MiniBrowser), driven through WebKitWebDriver on a
// virtual X display (Xvfb): for the browser runner (scripts/test/runner-browsers.mjs) and for
// Node's tests of the built site (scripts/test/webkit-visit.mjs, offline-tabs.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { remote } from 'webdriverio';
import { freePort, miniBrowser } from './engines.mjs';

export const webKitCapabilities = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true, // WebKitWebDriver has no BiDi
  'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
};

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
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, display: `:${display}`, stop };
}

/** A WebKit session of its own, for a test driving it from Node; `stop` ends it and its driver. */
export async function openWebKit() {
  const started = await startWebKitDriver();
  const driver = await remote({
    hostname: '127.0.0.1',
    port: started.port,
    logLevel: 'error',
    capabilities: webKitCapabilities,
  });
  const stop = async () => {
    await driver.deleteSession().catch(() => {});
    started.stop();
  };
  return { driver, stop };
}

/** With no window manager on the virtual display, nothing gives MiniBrowser's window the
 * keyboard focus, so :focus never matches: give it the focus as a window manager would.
 * @param {string} display */
export function focusWindow(display) {
  try {
    execFileSync('xdotool', ['search', '--onlyvisible', '--class', 'MiniBrowser', 'windowfocus'], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
  } catch {
    // not mapped yet: the next test file's start tries again
  }
}
