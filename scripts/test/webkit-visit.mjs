// Visits of a built page in WebKit, which has no puppeteer, for Node's tests of the site as built
// (test/built-site-engines.site.test.ts): a MiniBrowser of its own, driven through WebKitWebDriver
// (scripts/test/webkit.mjs). WebDriver classic can't read the console, so each page reaches it
// through a proxy that adds one script at the top of <head> (before the page's
// Content-Security-Policy, so the policy is untouched) recording what would reach the console:
// console.error and console.warn calls, script and resource errors, unhandled rejections, CSP
// violations.
import { createServer, request } from 'node:http';
import { describePage, hydrated } from './describe-page.mjs';
import { patience } from './engines.mjs';
import { openWebKit } from './webkit.mjs';

function recordProblems() {
  /** @type {string[]} */
  const problems = (window.__problems = []);
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    const original = console[level];
    console[level] = (...args) => {
      problems.push(`${level}: ${args.map(String).join(' ')}`);
      original.apply(console, args);
    };
  }
  const failed = (/** @type {ErrorEvent} */ e) => {
    const target = /** @type {{ src?: string, href?: string } | null} */ (e.target);
    return e.message ? `pageerror: ${e.message}` : `failed to load ${target?.src || target?.href}`;
  };
  addEventListener('error', (e) => problems.push(failed(e)), true);
  addEventListener('unhandledrejection', (e) => problems.push(`unhandled rejection: ${e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
  );
}
const probe = `<script>(${recordProblems})()</script>`;

/** A proxy in front of a built site's server; remembers the status of each page it served.
 * @param {string} target the server's origin */
async function startProxy(target) {
  /** @type {Map<string, number>} */
  const statuses = new Map();
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(target).host };
    delete headers['accept-encoding']; // plain text, to add the probe
    const path = req.url ?? '/';
    const upstream = request(target + path, { method: req.method, headers }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      const status = answer.statusCode ?? 502;
      if (!type.startsWith('text/html')) {
        res.writeHead(status, answer.headers);
        return answer.pipe(res);
      }
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () => {
        statuses.set(path.split('?')[0] ?? path, status);
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head[^>]*>/, (head) => head + probe);
        res.writeHead(status, { 'content-type': type });
        res.end(html);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, statuses, origin: `http://127.0.0.1:${port}` };
}

/** WebKit, opened on the first visit; `stop` ends it and the proxies. */
export function webKitVisitor() {
  /** @type {ReturnType<typeof openWebKit> | undefined} */
  let opened;
  /** @type {Map<string, ReturnType<typeof startProxy>>} */
  const proxies = new Map();

  /** Opens `path` under `origin` + `base` in WebKit (after a tap on the link `clickLink`, if
   * given), and reads the page once it has settled.
   * @param {{ origin: string, base: string }} site @param {string} path
   * @param {string} [clickLink] */
  async function visit({ origin, base }, path, clickLink) {
    const { driver } = await (opened ??= openWebKit());
    if (!proxies.has(origin)) proxies.set(origin, startProxy(origin));
    const proxy = await /** @type {ReturnType<typeof startProxy>} */ (proxies.get(origin));
    /** Waits until `check` holds, or until patience runs out (the test then says what it saw).
     * @param {() => Promise<unknown>} check */
    const until = (check) =>
      driver.waitUntil(check, { timeout: patience, interval: 100 }).catch(() => {});
    await driver.url(proxy.origin + base + path);
    // The root and the page's heading are React's (the page's own code has run).
    await until(() => driver.execute(hydrated));
    if (clickLink) {
      // Tapped as a visitor would, once the page has woken up: its menu is React's and no module
      // is still arriving. A tap while parts still wake up makes React draw them afresh, which
      // it reports as a hydration error.
      await until(() =>
        driver.execute(() => Boolean(document.querySelector('.site-nav__toggle[data-live]'))),
      );
      let loaded = -1;
      await until(async () => {
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
          [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === name)?.click(),
        clickLink,
      );
      await until(
        async () =>
          (await driver.execute(() => document.querySelector('h1')?.textContent)) !== before,
      );
    }
    // Errors logged during hydration arrive a moment after the page is on show.
    await until(() => driver.execute(() => !document.querySelector('.page-loading')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = await driver.execute(describePage);
    const extra = await driver.execute(() => ({
      problems: /** @type {string[]} */ (window.__problems ?? ['the problem recorder did not run']),
      sameDocument: window.__sameDocument === true,
      otherHosts: performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => new URL(n).origin !== location.origin),
    }));
    return {
      ...page,
      status: proxy.statuses.get(new URL(proxy.origin + base + path).pathname) ?? 0,
      // WebKit's WebDriver does not report a response's headers.
      headers: /** @type {Record<string, string> | null} */ (null),
      sameDocument: clickLink ? extra.sameDocument : null,
      problems: extra.problems,
      otherHostRequests: extra.otherHosts,
    };
  }

  async function stop() {
    await (await opened)?.stop();
    for (const proxy of proxies.values()) (await proxy).server.close();
  }
  return { visit, stop };
}
