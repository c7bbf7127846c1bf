// The offline worker (docs/architecture.md, "Offline"), served as sw.js from the site's root, so
// it covers the whole site, sub-folder included. A classic script with no imports (module
// workers are not in every engine yet); the build puts this build's list above it (OFFLINE).
// - Pages: from the network first; its saved copy if the network fails or has not answered in
//   3 s, marked as a saved copy with the time it was saved; an address never saved gets
//   offline.html. Offline is found by trying the network, never from navigator.onLine.
// - Everything else a page of this build asks for: from this build's store first (one store
//   per build, so a page never mixes two builds' modules), else the network, then kept.
// - No skipWaiting(): a new build's worker takes over once no page of the old one is open (in
//   Chromium, taking over open pages at once sometimes left one hanging). Until then the old
//   worker passes pages of the newer build, and all they ask for, to the network.
// - Only GET is handled: sending the contact form is never stored or replayed.

declare const OFFLINE: { build: string; pages: string[]; files: string[]; cdn: string[] };
type Waiting = Event & { waitUntil(work: Promise<unknown>): void };
type Fetching = Waiting & { request: Request; clientId: string; resultingClientId: string; respondWith(answer: Promise<Response>): void };
type Told = Waiting & { data: { save?: string[]; build?: string } };
type WorkerScope = { registration: { scope: string }; addEventListener(type: string, listener: (event: never) => void): void };

{
  const worker = self as unknown as WorkerScope;
  const scope = worker.registration.scope;
  // Several sites may share an origin (GitHub Pages project sites): stores are named by scope.
  const prefix = `offline ${scope} `;
  const mine = OFFLINE.build;
  const cdnOrigins = OFFLINE.cdn.map((url) => new URL(url).origin);
  const clientStore = `${prefix}pages`; // which build each open page is
  const waitMs = 3000;
  const giveUpMs = 15000;

  const store = (build: string) => caches.open(prefix + build);
  // One key per page: /club/training, /club/training/ and /club/training/index.html alike.
  const pageKey = (url: URL) => url.origin + url.pathname.replace(/index\.html$/, '').replace(/\/*$/, '/');
  /** A response's headers for a body the worker has read as text (no longer compressed). */
  const plainHeaders = (response: Response) => {
    const headers = new Headers(response.headers);
    for (const name of ['content-encoding', 'content-length']) headers.delete(name);
    return headers;
  };
  const buildOf = (html: string) => /<meta name="build" content="([^"]+)"/.exec(html)?.[1];

  /** A page as saved: its HTML with the moment it was saved. */
  const stamped = (html: string, response: Response) => {
    const headers = plainHeaders(response);
    headers.set('x-saved', new Date().toISOString());
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  };

  const savedMoment = (iso: string) => {
    // In the club's time, as everywhere on the site.
    const options = { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const parts = new Intl.DateTimeFormat('en-GB', options).formatToParts(new Date(iso));
    const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
    return `${part.weekday} ${part.day} ${part.month} at ${part.hour}:${part.minute}`;
  };

  /** A saved page, saying so at the top (outside what React wakes up, like the notices). */
  async function asSavedCopy(copy: Response) {
    const note =
      `<p class="saved-copy" role="status">You're offline: this is a copy saved on ${savedMoment(copy.headers.get('x-saved') ?? '')}; ` +
      'notices and times may have changed.</p>';
    const html = (await copy.text()).replace(/<body[^>]*>/, (body) => body + note);
    return new Response(html, { headers: copy.headers });
  }

  const pageBuilds = new Map<string, string>();
  function remember(clientId: string, build: string) {
    if (!clientId) return;
    pageBuilds.set(clientId, build);
    return caches.open(clientStore).then((c) => c.put(`/${clientId}`, new Response(build)));
  }
  /** The build of the page asking: remembered (the worker may have been stopped in between), else this one. */
  async function buildFor(clientId: string) {
    // (caches.match with a cacheName not made yet rejects in Firefox: open makes it.)
    const known = pageBuilds.get(clientId) ?? (await (await (await caches.open(clientStore)).match(`/${clientId}`))?.text());
    return known && (known === 'network' || (await caches.has(prefix + known))) ? known : mine;
  }

  async function savePage(url: string, cache: Cache) {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(pageKey(new URL(url)), stamped(await response.text(), response));
  }

  async function install() {
    const cache = await store(mine);
    await cache.addAll(OFFLINE.files.map((file) => new Request(new URL(file, scope), { cache: 'no-cache' })));
    await Promise.all(OFFLINE.pages.map((page) => savePage(new URL(page, scope).href, cache)));
    // Libraries from the CDN as CORS responses (their integrity still checks); best effort.
    await Promise.all(OFFLINE.cdn.map((url) => fetch(url, { mode: 'cors' }).then((r) => (r.ok ? cache.put(url, r) : undefined)).catch(() => undefined)));
  }

  /** Once no page of an older build is open: only this build's store is left. */
  async function activate() {
    for (const name of await caches.keys()) if (name.startsWith(prefix) && name !== prefix + mine) await caches.delete(name);
  }

  async function navigate(event: Fetching) {
    const cache = await store(mine);
    const key = pageKey(new URL(event.request.url));
    const network = fetch(event.request).then(async (response) => {
      if (response.status >= 500) throw new Error(`${response.status}`); // a host in trouble: as offline
      // A redirect (GitHub Pages: /training → /training/), a PDF, a calendar: passed on as it is.
      if (!response.headers.get('content-type')?.startsWith('text/html')) return { response, build: undefined };
      const html = await response.text();
      const build = buildOf(html);
      if (build === mine && response.ok) await cache.put(key, stamped(html, response));
      return { html, response, build: build === mine ? mine : 'network' } as const;
    });
    event.waitUntil(network.catch(() => undefined)); // a late answer still refreshes the copy
    const timer = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));
    const fresh = (answer: Awaited<typeof network>) => {
      if (!('html' in answer) || !answer.build) return answer.response;
      remember(event.resultingClientId, answer.build);
      const { status, statusText } = answer.response;
      return new Response(answer.html, { status, statusText, headers: plainHeaders(answer.response) });
    };
    const first = await Promise.race([network.catch(() => undefined), timer(waitMs)]);
    if (first) return fresh(first);
    const copy = await cache.match(key, { ignoreVary: true });
    remember(event.resultingClientId, mine);
    if (copy) return asSavedCopy(copy);
    const late = await Promise.race([network.catch(() => undefined), timer(giveUpMs - waitMs)]);
    if (late) return fresh(late);
    return (await cache.match(new URL('offline.html', scope).href, { ignoreVary: true })) ?? Response.error();
  }

  async function other(event: Fetching) {
    const build = await buildFor(event.clientId).catch(() => mine);
    if (build === 'network') return fetch(event.request).catch(async () => (await caches.match(event.request, { ignoreSearch: true, ignoreVary: true })) ?? Response.error());
    const cache = await store(build);
    // ignoreSearch: a module asked for again under a new address (load-module.ts's Retry).
    const kept = await cache.match(event.request, { ignoreSearch: true, ignoreVary: true });
    if (kept) return kept;
    const response = await fetch(event.request);
    if (response.ok && (response.type === 'basic' || response.type === 'cors')) cache.put(event.request, response.clone()).catch(() => undefined);
    return response;
  }

  /** What a page of this build used before the worker ran (its pictures at this screen's size,
   * the CDN's modules, the page itself), sent by lib/offline.ts: kept too. */
  async function keep(urls: string[]) {
    const cache = await store(mine);
    for (const url of urls) {
      if ((await cache.match(url, { ignoreSearch: true, ignoreVary: true })) || !handles(new URL(url))) continue;
      const isPage = url.startsWith(scope) && !/\.[a-z0-9]+$/i.test(new URL(url).pathname);
      await (isPage ? savePage(url, cache) : cache.add(new Request(url, { mode: 'cors' }))).catch(() => undefined);
    }
  }

  const handles = (url: URL) => url.href.startsWith(scope) || cdnOrigins.includes(url.origin);

  worker.addEventListener('install', (event: Waiting) => event.waitUntil(install()));
  worker.addEventListener('activate', (event: Waiting) => event.waitUntil(activate()));
  worker.addEventListener('message', (event: Told) => {
    if (event.data.build === mine && event.data.save) event.waitUntil(keep(event.data.save));
  });
  worker.addEventListener('fetch', (event: Fetching) => {
    const url = new URL(event.request.url);
    // Not the worker itself, nor a stream (the preview's reload signal) that never ends.
    const stream = event.request.headers.get('accept') === 'text/event-stream';
    if (event.request.method !== 'GET' || stream || !handles(url) || url.href === new URL('sw.js', scope).href) return;
    event.respondWith(event.request.mode === 'navigate' ? navigate(event) : other(event));
  });
}
