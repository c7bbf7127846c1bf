// The `viewport` command for test/helpers/viewport.ts. @web/test-runner-commands' setViewport
// works with puppeteer only; under WebDriver (WebKit) this sets the window size instead.
// MiniBrowser's toolbar keeps its window at least 447 px wide, so a 375 px request gets 447 px
// there: still the phone layout (below 56rem).
export const webKitMinWidth = 447;

/** @returns {import('@web/test-runner-core').TestRunnerPlugin} */
export function viewportPlugin() {
  return {
    name: 'viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'viewport') return undefined;
      const size = /** @type {{ width: number, height: number }} */ (payload);
      if (session.browser.type === 'puppeteer') {
        const chrome = /** @type {import('@web/test-runner-chrome').ChromeLauncher} */ (
          session.browser
        );
        await chrome.getPage(session.id).setViewport(size);
        return true;
      }
      // The launcher keeps its driver to itself; WebKit's (runner-browsers.mjs) is webdriverio's.
      const { driver } = /** @type {{ driver: WebdriverIO.Browser }} */ (
        /** @type {unknown} */ (session.browser)
      );
      await driver.setWindowSize(size.width, size.height);
      const width = Math.max(size.width, webKitMinWidth);
      // The window manager may take a moment: wait until the page has the new width.
      await driver.waitUntil(
        async () => Math.abs((await driver.execute(() => window.innerWidth)) - width) < 20,
        { timeout: 3000 },
      );
      return true;
    },
  };
}
