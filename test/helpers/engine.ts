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

/** A test of the site as built that Chromium runs from Node, in the sites tier (`file`, with
 * Chromium's tools besides): here it runs in Firefox and WebKit only, as engines differ in
 * hydration and `Intl`. */
export function itBeyondChromium(title: string, file: string, fn: Mocha.Func | Mocha.AsyncFunc) {
  const named = `${title} (Firefox and WebKit only: Chromium's is ${file})`;
  return engine === 'chromium' ? it.skip(named, fn) : it(named, fn);
}
