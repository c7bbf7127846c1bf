// A web-test-runner plugin for browser tests of the site as built in Firefox and WebKit
// (test/built-site.test.ts; Chromium's are driven from Node, test/built-site.site.test.ts): it
// serves each test build (scripts/test/built-sites.mjs) with scripts/serve.mjs (a host like GitHub
// Pages that also sends the headers in the build's _headers, as Netlify and Cloudflare Pages do),
// and gives tests one command, visit-built-page: the page opened in a fresh tab of the test's own
// engine (puppeteer's, scripts/test/visit-page.mjs; WebKit's, scripts/test/built-site-webkit.mjs),
// and what a visitor got.
import { startServer } from '../serve.mjs';
import { builtSites } from './built-sites.mjs';
import { patient } from './patient-commands.mjs';
import { webKitVisitor } from './built-site-webkit.mjs';
import { describePage, visit } from './visit-page.mjs';

async function buildAndServe() {
  const origins = {};
  for (const [name, site] of Object.entries(await builtSites(['selfHosted', 'subPath']))) {
    const server = await startServer({ dir: site.dir, port: 0, base: site.base });
    origins[name] = {
      origin: `http://127.0.0.1:${server.address().port}`,
      base: site.base,
      server,
    };
  }
  return origins;
}

export function builtSitePlugin() {
  let served; // built (unless npm test has) and served when a test first asks, not for other files
  let origins;
  const webKit = webKitVisitor();
  return {
    name: 'built-site',
    async serverStop() {
      for (const { server } of Object.values(origins ?? {})) server.close();
      await webKit.stop();
    },
    executeCommand: patient(
      (command) => command === 'visit-built-page',
      async ({ payload, session }) => {
        served ??= buildAndServe();
        origins = await served;
        const { site = 'selfHosted', path = '/', clickLink } = payload ?? {};
        if (session.browser.type !== 'webdriver')
          return visit(session.browser.getPage(session.id).browser(), origins, {
            site,
            path,
            clickLink,
          });
        const { origin, base } = origins[site];
        return webKit.visit({
          origin,
          url: origin + base + path,
          clickLink,
          describe: describePage,
        });
      },
    ),
  };
}
