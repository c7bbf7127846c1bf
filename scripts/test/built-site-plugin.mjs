// A web-test-runner plugin for browser tests of the site as built: it serves each test build
// (scripts/test/built-sites.mjs) with scripts/serve.mjs (a host like GitHub Pages that also sends
// the headers in the build's _headers, as Netlify and Cloudflare Pages do), and gives tests
// commands: visit-built-page opens a page in a fresh tab of the test's own engine (Chromium and
// Firefox through puppeteer, scripts/test/visit-page.mjs; WebKit through
// scripts/test/built-site-webkit.mjs) and reports what a visitor got; tap-menu-before-scripts;
// fetch-built-file, what the host answers for a path.
import { startServer } from '../serve.mjs';
import { builtSites } from './built-sites.mjs';
import { patient } from './patient-commands.mjs';
import { webKitVisitor } from './built-site-webkit.mjs';
import { tapMenuBeforeScripts } from './tap-before-scripts.mjs';
import { describePage, visit } from './visit-page.mjs';

async function buildAndServe() {
  const origins = {};
  for (const [name, site] of Object.entries(await builtSites())) {
    const server = await startServer({ dir: site.dir, port: 0, base: site.base });
    origins[name] = { origin: `http://127.0.0.1:${server.address().port}`, base: site.base, server };
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
      (command) => ['fetch-built-file', 'visit-built-page', 'tap-menu-before-scripts'].includes(command),
      async ({ command, payload, session }) => {
        served ??= buildAndServe();
        origins = await served;
        if (command === 'fetch-built-file') {
          // What the host answers for a path: status, type and body text.
          const { origin, base } = origins[payload.site ?? 'selfHosted'];
          const response = await fetch(origin + base + payload.path);
          return {
            status: response.status,
            type: response.headers.get('content-type'),
            headers: Object.fromEntries(response.headers),
            text: await response.text(),
          };
        }
        if (session.browser.type === 'webdriver') {
          if (command !== 'visit-built-page') throw new Error(`${command} needs puppeteer`);
          const { site = 'selfHosted', path = '/', clickLink, javaScript = true, blockOtherHosts = false } = payload ?? {};
          if (!javaScript || blockOtherHosts) throw new Error('WebKit visits cannot switch JavaScript off or block hosts');
          const { origin, base } = origins[site];
          return webKit.visit({ origin, url: origin + base + path, clickLink, describe: describePage });
        }
        const browser = session.browser.getPage(session.id).browser();
        if (command === 'tap-menu-before-scripts') return tapMenuBeforeScripts(browser, origins, payload ?? {});
        return visit(browser, origins, payload ?? {});
      },
    ),
  };
}
