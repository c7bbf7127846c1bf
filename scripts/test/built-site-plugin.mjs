// A web-test-runner plugin for tests of the site as built: it builds copies of dist/, serves
// each with scripts/serve.mjs (a host like GitHub Pages that also sends the headers in the
// build's _headers, as Netlify and Cloudflare Pages do), and gives tests one command,
// visit-built-page, that opens a page in a fresh tab of the test's own engine (Chromium and
// Firefox through puppeteer, WebKit through scripts/built-site-webkit.mjs) and reports what a
// visitor got.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { listFiles } from '../files.mjs';
import { resolveFile, startServer } from '../serve.mjs';
import { webKitVisitor } from './built-site-webkit.mjs';

const run = promisify(execFile);

// Each copy is a real build with one of the settings a club may choose.
const sites = {
  cdn: { dir: '.cache/site-cdn', base: '', args: [] },
  selfHosted: { dir: '.cache/site', base: '', args: ['--self-hosted'] },
  subPath: { dir: '.cache/site-sub', base: '/club', args: ['--self-hosted'], siteUrl: 'https://example.github.io/club/' },
};

async function buildAndServe() {
  const origins = {};
  for (const [name, site] of Object.entries(sites)) {
    const env = { ...process.env, ...(site.siteUrl ? { SITE_URL: site.siteUrl } : {}) };
    await run(process.execPath, ['scripts/build.mjs', `--out=${site.dir}`, ...site.args], { env });
    const server = await startServer({ dir: site.dir, port: 0, base: site.base });
    origins[name] = { origin: `http://127.0.0.1:${server.address().port}`, base: site.base, server };
  }
  return origins;
}

const builtPages = async (dir) => (await listFiles(dir)).filter((f) => f.endsWith('.html'));

/** html-validate's recommended rules over every built page, less the rules about React's own
 * markup style (`<img/>`, `maxLength`, `required=""`), which browsers read the same. */
async function validateHtml(dir) {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: { 'void-style': 'off', 'doctype-style': 'off', 'attr-case': 'off', 'attribute-boolean-style': 'off' },
  });
  const errors = [];
  for (const page of await builtPages(dir)) {
    const report = await validator.validateFile(join(dir, page));
    for (const result of report.results) {
      for (const m of result.messages) errors.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  return errors;
}

/** Every link, picture and script a built page points at: internal ones must exist on the
 * host, external ones must be well-formed https (not fetched: tests stay offline). */
async function checkLinks(dir, base) {
  const problems = [];
  let checked = 0;
  for (const page of await builtPages(dir)) {
    const html = await readFile(join(dir, page), 'utf8');
    const pageUrl = new URL(`http://site${base}/${page.replace(/index\.html$/, '')}`);
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    const targets = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    for (const srcset of html.matchAll(/\ssrcset="([^"]+)"/g)) targets.push(...srcset[1].split(',').map((c) => c.trim().split(/\s+/)[0]));
    for (const target of targets) {
      checked++;
      // webcal:// is the club calendar for calendar apps; its https twin beside it is checked.
      if (/^(mailto|tel|webcal):/.test(target)) continue;
      if (target.startsWith('#')) {
        if (!ids.has(target.slice(1))) problems.push(`${page}: no element with id ${target}`);
        continue;
      }
      const url = new URL(target, pageUrl);
      if (url.origin !== 'http://site') {
        if (url.protocol !== 'https:' || !url.hostname.includes('.')) problems.push(`${page}: external link not https: ${target}`);
        continue;
      }
      const [status] = await resolveFile(dir, base, url.pathname);
      if (status !== 200) problems.push(`${page}: broken link ${target}`);
    }
  }
  return { problems, checked };
}

/** Drops a generated JPEG into public/images/ as a volunteer would, builds twice, and reports
 * the copies made each time and the files in the build for it (the photo and its cached copies
 * are removed after). */
async function buildWithPhoto() {
  const sharp = (await import('sharp')).default;
  const name = `test-photo-${process.pid}`;
  const photo = join('public', 'images', `${name}.jpg`);
  const dir = '.cache/site-photo';
  const made = async () => {
    const { stdout } = await run(process.execPath, ['scripts/build.mjs', `--out=${dir}`]);
    return Number(stdout.match(/(\d+) photo copies made/)?.[1]);
  };
  const { readdir, rm } = await import('node:fs/promises');
  // The photo is new to the cache (the time is written into its pixels), so only its own copies
  // are made: redoing every photo in public/ could outlast the test server's 20 s per command.
  const cache = join('.cache', 'images');
  const cachedBefore = new Set(await readdir(cache).catch(() => []));
  try {
    const pixels = Buffer.alloc(1200 * 800 * 3, 0).map((_, i) => (i * 7) % 256); // not one flat colour
    pixels.write(`${process.pid} ${Date.now()}`);
    await sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } }).jpeg().toFile(photo);
    const firstBuild = await made();
    const secondBuild = await made();
    const files = (await listFiles(join(dir, 'images'))).filter((f) => f.startsWith(name)).map((f) => f.slice(name.length));
    return { firstBuild, secondBuild, files };
  } finally {
    await rm(photo, { force: true });
    for (const file of await readdir(cache).catch(() => [])) if (!cachedBefore.has(file)) await rm(join(cache, file), { force: true });
  }
}

// React marks the element it hydrated.
const hydrated = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));

/** Everything a test may want to know about the page as the visitor sees it. */
function describePage() {
  const text = (el) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const attr = (selector, name) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const nav = document.querySelector('nav');
  return {
    url: location.href,
    title: document.title,
    h1: [...document.querySelectorAll('h1')].map(text),
    mainText: text(document.querySelector('main')),
    footerText: text(document.querySelector('footer')),
    navLinks: [...(nav?.querySelectorAll('ul a') ?? [])].map((a) => ({
      text: text(a),
      href: a.getAttribute('href'),
      current: a.getAttribute('aria-current'),
      visible: a.getBoundingClientRect().height > 0,
    })),
    links: [...document.querySelectorAll('a[href]')].map((a) => a.href),
    images: [...document.querySelectorAll('img')].map((img) => ({ src: img.currentSrc || img.src, alt: img.getAttribute('alt') })),
    focused: text(document.activeElement),
    // What each labelled box of a form holds, by its label.
    formValues: Object.fromEntries([...document.querySelectorAll('form label')].map((label) => [text(label), label.control?.value ?? null])),
    scrollY: window.scrollY,
    // React marks the element it hydrated; the stylesheet's cue for scripts is data-js.
    scriptsRan: Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    jsStyles: document.documentElement.dataset.js === 'on',
    head: {
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogDescription: attr('meta[property="og:description"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
      manifest: attr('link[rel="manifest"]', 'href'),
      jsonLd: text(document.querySelector('script[type="application/ld+json"]')),
      preloads: window.__ownPreloads ?? [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    },
  };
}

async function visit(browser, origins, payload) {
  const { site = 'selfHosted', path = '/', javaScript = true, blockOtherHosts = false, width = 1280, clickLink, typeThenReload, saveData = false, settle = false } = payload;
  const { origin, base } = origins[site];
  const page = await browser.newPage();
  const isChromium = !(await browser.version()).toLowerCase().includes('firefox');
  const problems = [];
  const otherHostRequests = [];
  const scripts = [];
  const imagesLoadedBeforeScripts = []; // pictures that had fully arrived before the first script was asked for
  try {
    await page.setViewport({ width, height: 900 });
    if (!javaScript) await page.setJavaScriptEnabled(false); // Chromium only (CDP)
    await page.setRequestInterception(true);
    // Request types are known in Chromium only (Firefox's WebDriver BiDi doesn't say).
    const typeOf = (request) => (isChromium ? request.resourceType() : null);
    page.on('requestfinished', (request) => {
      if (typeOf(request) === 'image' && !scripts.length) imagesLoadedBeforeScripts.push(new URL(request.url()).pathname);
    });
    page.on('request', (request) => {
      if (typeOf(request) === 'script') scripts.push(new URL(request.url()).pathname);
      // No test may touch the network: requests to any other host are answered here, refused.
      if (new URL(request.url()).origin === origin || request.url().startsWith('data:')) return request.continue();
      otherHostRequests.push(request.url());
      return blockOtherHosts ? request.abort('blockedbyclient') : request.respond({ status: 503, body: '' });
    });
    page.on('console', (message) => {
      // A 404 page is loaded with status 404 on purpose; Chrome logs that as an error.
      if (message.location()?.url === page.url() && /status of 404/.test(message.text())) return;
      if (['error', 'warn', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
    });
    // A phone's data-saver setting, as Chromium tells pages (navigator.connection.saveData).
    if (saveData) await page.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    // Any Content-Security-Policy violation counts as a problem, reported or only logged.
    await page.evaluateOnNewDocument(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
      ),
    );
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // The modules the page itself lists (prefetching adds other pages' later, in steps).
    await page.evaluateOnNewDocument(() =>
      addEventListener('DOMContentLoaded', () => {
        const listed = [...document.querySelectorAll('link[rel="modulepreload"]'), ...(document.getElementById('start-modules')?.content.children ?? [])];
        window.__ownPreloads = listed.map((link) => link.getAttribute('href'));
      }),
    );
    // Layout shifts as Lighthouse counts them (CLS), where the engine reports them (Chromium).
    await page.evaluateOnNewDocument(() => {
      window.__layoutShift = 0;
      window.__layoutShifts = [];
      if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift'))
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries()) {
            if (shift.hadRecentInput) continue;
            window.__layoutShift += shift.value;
            // What moved, for the test's message: element, class, and its top before → after.
            for (const { node, previousRect, currentRect } of shift.sources)
              window.__layoutShifts.push(`${node?.nodeName ?? '?'}.${node?.className?.baseVal ?? node?.className ?? ''} top ${Math.round(previousRect.top)}→${Math.round(currentRect.top)} at ${Math.round(shift.startTime)} ms`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
    });
    let response = await page.goto(origin + base + path, { waitUntil: 'networkidle0' });
    if (typeThenReload) {
      // Real key presses into the boxes with these labels, once the form works; then a reload,
      // waiting until the form works again (its scripts have hydrated it and run its effects).
      const formWorks = () => page.waitForFunction(() => document.querySelector('form button[type="submit"]:not([disabled])'), { timeout: 5000 });
      await formWorks();
      for (const { label, text } of typeThenReload) {
        const id = await page.evaluate((name) => [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === name)?.htmlFor, label);
        await page.type(`#${id}`, text);
      }
      response = await page.reload({ waitUntil: 'networkidle0' });
      await formWorks();
    }
    // Settled: hydrated, then an idle moment (when prefetching starts), then the network quiet again.
    if (settle) {
      await page.waitForFunction(() => document.querySelector('.site-nav__toggle[data-live]'));
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle())));
      await page.waitForNetworkIdle({ idleTime: 500 });
    }
    // On a busy machine hydration may finish after the network has gone quiet.
    if (javaScript && !blockOtherHosts) await page.waitForFunction(hydrated, { timeout: 10000 }).catch(() => {});
    // Firefox over BiDi sometimes reports no response: the page's own navigation entry knows.
    const status = response ? response.status() : await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.responseStatus);
    if (clickLink) {
      await page.evaluate(() => (window.__sameDocument = true));
      const h1Before = await page.$eval('h1', (h1) => h1.textContent);
      await page.evaluate((name) => [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === name)?.click(), clickLink);
      await page.waitForFunction(
        (before) => {
          const h1 = document.querySelector('h1');
          return h1 && h1.textContent !== before; // the new page has arrived (it may load on demand)
        },
        { timeout: 5000 },
        h1Before,
      );
      // The focus follows a moment later (lib/arrival.ts may still be on its way).
      await page.waitForFunction(() => document.activeElement?.matches('h1'), { timeout: 3000 }).catch(() => undefined);
    }
    const result = { ...(await page.evaluate(describePage)), ...(await page.evaluate(() => ({ layoutShift: window.__layoutShift, layoutShifts: window.__layoutShifts }))) };
    if (typeThenReload) await page.evaluate(() => localStorage.clear()); // no draft left for later visits
    const sameDocument = clickLink ? await page.evaluate(() => window.__sameDocument === true) : null;
    return { status, headers: response?.headers() ?? {}, ...result, sameDocument, problems, otherHostRequests, scripts: [...new Set(scripts)], imagesLoadedBeforeScripts };
  } finally {
    await page.close();
  }
}

/** Opens a page on a phone-sized screen with main.js held back, so React can't hydrate; taps
 * the menu button (a click event, as a tap makes), then lets main.js through and reports the
 * menu's state before and after React took over, and after one more tap. */
async function tapMenuBeforeScripts(browser, origins, { site = 'selfHosted', path = '/' }) {
  const { origin, base } = origins[site];
  const page = await browser.newPage();
  const problems = [];
  let releaseMain;
  const mainAsked = new Promise((asked) => (releaseMain = asked));
  try {
    await page.setViewport({ width: 375, height: 800 });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `${base}/main.js`) return releaseMain(() => request.continue());
      return request.continue();
    });
    page.on('console', (m) => ['error', 'warn', 'warning'].includes(m.type()) && problems.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(origin + base + path, { waitUntil: 'load' });
    const release = await mainAsked;
    const menuState = () => {
      const toggle = document.querySelector('.site-nav__toggle');
      return {
        hydrated: Object.keys(document.getElementById('root')).some((key) => key.startsWith('__reactContainer')),
        expanded: toggle.getAttribute('aria-expanded'),
        menuShown: document.getElementById(toggle.getAttribute('aria-controls')).getBoundingClientRect().height > 0,
        // Buttons that can't act yet must look it: disabled.
        idleButtons: [...document.querySelectorAll('main button')].filter((b) => !b.disabled).map((b) => b.textContent || b.getAttribute('aria-label')),
        expandedHistory: window.__expandedHistory ?? [],
      };
    };
    const beforeTap = await page.evaluate(menuState);
    await page.evaluate(() => {
      const toggle = document.querySelector('.site-nav__toggle');
      // Every value aria-expanded takes from here on, to see that React's arrival changes nothing.
      window.__expandedHistory = [];
      new MutationObserver((records) => window.__expandedHistory.push(...records.map((r) => r.oldValue))).observe(toggle, {
        attributeFilter: ['aria-expanded'],
        attributeOldValue: true,
      });
      toggle.click();
    });
    const afterTap = await page.evaluate(menuState);
    release();
    await page.waitForFunction(() => document.querySelector('.site-nav__toggle[data-live]'));
    const afterHydration = await page.evaluate(menuState);
    await page.evaluate(() => document.querySelector('.site-nav__toggle').click());
    const afterSecondTap = await page.evaluate(menuState);
    return { beforeTap, afterTap, afterHydration, afterSecondTap, problems };
  } finally {
    await page.close();
  }
}

export function builtSitePlugin() {
  let origins;
  // The photo build is started by one command and collected by the next, a while at a time:
  // the test server waits at most 20 s for a command, and two builds can take longer on busy CPUs.
  let photoBuild;
  const webKit = webKitVisitor();
  return {
    name: 'built-site',
    async serverStart() {
      origins = await buildAndServe();
    },
    async serverStop() {
      for (const { server } of Object.values(origins ?? {})) server.close();
      await webKit.stop();
    },
    async executeCommand({ command, payload, session }) {
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
      // The build's _headers file as written (the server applies it but never serves it).
      if (command === 'read-built-headers') return readFile(join(sites[payload?.site ?? 'selfHosted'].dir, '_headers'), 'utf8');
      if (command === 'build-with-photo') return Boolean((photoBuild = buildWithPhoto()));
      if (command === 'build-with-photo-result') return Promise.race([photoBuild, new Promise((r) => setTimeout(r, 10000, { pending: true }))]);
      if (command === 'validate-built-html') return validateHtml(sites[payload?.site ?? 'selfHosted'].dir);
      if (command === 'check-built-links') {
        const site = sites[payload?.site ?? 'selfHosted'];
        return checkLinks(site.dir, site.base);
      }
      if (session.browser.type === 'webdriver') {
        if (command !== 'visit-built-page') return undefined;
        const { site = 'selfHosted', path = '/', clickLink, javaScript = true, blockOtherHosts = false } = payload ?? {};
        if (!javaScript || blockOtherHosts) throw new Error('WebKit visits cannot switch JavaScript off or block hosts');
        const { origin, base } = origins[site];
        return webKit.visit({ origin, url: origin + base + path, clickLink, describe: describePage });
      }
      const browser = session.browser.getPage(session.id).browser();
      if (command === 'tap-menu-before-scripts') return tapMenuBeforeScripts(browser, origins, payload ?? {});
      if (command !== 'visit-built-page') return undefined;
      return visit(browser, origins, payload ?? {});
    },
  };
}
