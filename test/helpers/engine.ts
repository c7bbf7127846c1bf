// Which engine runs the tests, for the few tests that need a tool only Chromium has: they are
// listed as skipped in the other engines (the run's last lines name them), never left out.
const agent = navigator.userAgent;
export const engine = /Firefox\//.test(agent)
  ? 'firefox'
  : /Chrome\//.test(agent)
    ? 'chromium'
    : 'webkit';

/** A test that runs in Chromium only; `tool` says what the others lack. */
export function itInChromium(title: string, tool: string, fn: Mocha.Func | Mocha.AsyncFunc) {
  const named = `${title} (Chromium only: ${tool})`;
  return engine === 'chromium' ? it(named, fn) : it.skip(named, fn);
}
