// Built-site visits in WebKit, which has no puppeteer: a MiniBrowser of its own, driven through
// WebKitWebDriver. WebDriver classic can't read the console, so each page reaches it through a
// proxy that adds one script at the top of <head> (before the page's Content-Security-Policy,
// so the policy is untouched) recording what would reach the console: console.error and
// console.warn calls, script and resource errors, unhandled rejections, CSP violations.
import { createServer, request } from 'node:http';
import { remote } from 'webdriverio';
import { patience, webKitCapabilities, startWebKitDriver } from './engines.mjs';

function recordProblems() {
  const problems = (window.__problems = []);
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => {
      problems.push(`${level}: ${args.map(String).join(' ')}`);
      original.apply(console, args);
    };
  }
  const failed = (e) =>
    e.message ? `pageerror: ${e.message}` : `failed to load ${e.target?.src || e.target?.href}`;
  addEventListener('error', (e) => problems.push(failed(e)), true);
  addEventListener('unhandledrejection', (e) => problems.push(`unhandled rejection: ${e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
  );
}
const probe = `<script>(${recordProblems})()</script>`;

/** A proxy in front of a built site's server; remembers the status of each page it served. */
function startProxy(target) {
  const statuses = new Map();
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(target).host };
    delete headers['accept-encoding']; // plain text, to add the probe
    const upstream = request(target + req.url, { method: req.method, headers }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode, answer.headers);
        return answer.pipe(res);
      }
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () => {
        statuses.set(req.url.split('?')[0], answer.statusCode);
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head[^>]*>/, (head) => head + probe);
        res.writeHead(answer.statusCode, { 'content-type': type });
        res.end(html);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        statuses,
        origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
      }),
    ),
  );
}

export function webKitVisitor() {
  let driver;
  let stopDriver;
  const proxies = new Map();
  const proxyFor = async (origin) => {
    if (!proxies.has(origin)) proxies.set(origin, await startProxy(origin));
    return proxies.get(origin);
  };

  /** Opens origin+path in WebKit; `describe` is run in the page once it has settled. */
  async function visit({ origin, url, clickLink, describe }) {
    if (!driver) {
      const started = await startWebKitDriver();
      stopDriver = started.stop;
      driver = await remote({
        hostname: '127.0.0.1',
        port: started.port,
        logLevel: 'error',
        capabilities: webKitCapabilities,
      });
    }
    const proxy = await proxyFor(origin);
    const address = proxy.origin + url.slice(origin.length);
    await driver.url(address);
    // The root and the page's heading are React's (the page's own code has run).
    const hydrated = () =>
      driver.execute(() =>
        [document.getElementById('root'), document.querySelector('main h1')].every((el) =>
          Object.keys(el ?? {}).some((k) => /^__react(Container|Fiber)/.test(k)),
        ),
      );
    await driver.waitUntil(hydrated, { timeout: patience, interval: 100 }).catch(() => {});
    if (clickLink) {
      // Tapped as a visitor would, once the page has woken up: its menu is React's and no module
      // is still arriving. A tap while parts still wake up makes React draw them afresh, which
      // it reports as a hydration error.
      const wait = (check) =>
        driver.waitUntil(check, { timeout: patience, interval: 100 }).catch(() => {});
      await wait(() =>
        driver.execute(() => Boolean(document.querySelector('.site-nav__toggle[data-live]'))),
      );
      let loaded = -1;
      await wait(async () => {
        const now = await driver.execute(() => performance.getEntriesByType('resource').length);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return loaded === (loaded = now);
      });
      const before = await driver.execute(() => {
        window.__sameDocument = true;
        return document.querySelector('h1')?.textContent;
      });
      await driver.execute(
        (name) =>
          [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === name)?.click(),
        clickLink,
      );
      await driver.waitUntil(
        async () =>
          (await driver.execute(() => document.querySelector('h1')?.textContent)) !== before,
        {
          timeout: patience,
          interval: 100,
        },
      );
    }
    // Errors logged during hydration arrive a moment after the page is on show.
    await driver
      .waitUntil(() => driver.execute(() => !document.querySelector('.page-loading')), {
        timeout: patience,
        interval: 100,
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const result = await driver.execute(describe);
    const extra = await driver.execute(() => ({
      problems: window.__problems ?? ['the problem recorder did not run'],
      sameDocument: window.__sameDocument === true,
      otherHosts: performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => new URL(n).origin !== location.origin),
    }));
    const status = proxy.statuses.get(new URL(address).pathname) ?? 0;
    return {
      status,
      ...result,
      sameDocument: clickLink ? extra.sameDocument : null,
      problems: extra.problems,
      otherHostRequests: extra.otherHosts,
    };
  }

  async function stop() {
    await driver?.deleteSession().catch(() => {});
    stopDriver?.();
    for (const { server } of proxies.values()) server.close();
  }
  return { visit, stop };
}
