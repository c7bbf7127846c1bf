// The `viewport` command for test/helpers/viewport.ts. @web/test-runner-commands' setViewport
// works with puppeteer only; under WebDriver (WebKit) this sets the window size instead.
// MiniBrowser's toolbar keeps its window at least 447 px wide, so a 375 px request gets 447 px
// there: still the phone layout (below 56rem).
export const webKitMinWidth = 447;

export function viewportPlugin() {
  return {
    name: 'viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'viewport') return undefined;
      if (session.browser.type === 'puppeteer') {
        await session.browser.getPage(session.id).setViewport(payload);
        return true;
      }
      const { driver } = session.browser;
      await driver.setWindowSize(payload.width, payload.height);
      const width = Math.max(payload.width, webKitMinWidth);
      // The window manager may take a moment: wait until the page has the new width.
      await driver.waitUntil(
        async () => Math.abs((await driver.execute(() => window.innerWidth)) - width) < 20,
        { timeout: 3000 },
      );
      return true;
    },
  };
}
