// A plain static server for dist/ that behaves like GitHub Pages and most static hosts:
// the file itself, else the folder's index.html, else 404.html with status 404; and, like
// Netlify and Cloudflare Pages, with the headers dist/_headers names (the file itself unserved).
// Usage: npm run serve, or node scripts/serve.mjs [--dir=dist] [--port=8080] [--base=/sub-path]
// (the sub-path defaults to the built site's own, from its address).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeaders, policyHeader } from './build/headers.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const isFile = (path) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/** Finds what a host would send for a URL path: [status, file].
 * @returns {Promise<[number, string]>} */
export async function resolveFile(dir, base, urlPath) {
  let path = decodeURIComponent(urlPath.split('?')[0]);
  if (base && (path === base || path.startsWith(base + '/'))) path = path.slice(base.length) || '/';
  else if (base) return [404, join(dir, '404.html')];
  const file = normalize(join(dir, path));
  if (!file.startsWith(normalize(dir)) || path === '/_headers') return [404, join(dir, '404.html')];
  if (await isFile(file)) return [200, file];
  if (await isFile(join(file, 'index.html'))) return [200, join(file, 'index.html')];
  return [404, join(dir, '404.html')];
}

/** The rules of dir/_headers, read again whenever a build has replaced the file: each build has
 * its own Content-Security-Policy (its pages' hashes), and an old one blocks the new pages. */
function headerRules(dir) {
  const file = join(dir, '_headers');
  let read = { stamp: null, rules: [] };
  return async () => {
    const stamp = await stat(file).then(
      (s) => `${s.ino} ${s.mtimeMs}`,
      () => '',
    );
    if (stamp !== read.stamp)
      read = { stamp, rules: parseHeaders(await readFile(file, 'utf8').catch(() => '')) };
    return read.rules;
  };
}

/**
 * What the host answers for a URL path, given the rules of the site's _headers: status, headers,
 * body.
 */
export async function respond(dir, base, rules, urlPath, html = (text) => text) {
  const [status, file] = await resolveFile(dir, base, urlPath);
  const type = types[extname(file)] ?? 'application/octet-stream';
  const body = type.startsWith('text/html')
    ? Buffer.from(html(await readFile(file, 'utf8')))
    : await readFile(file);
  const path = new URL(urlPath, 'http://host').pathname.slice(base.length) || '/';
  return { status, headers: { ...headersFor(rules, path), 'content-type': type }, body };
}

/** A page drawn on request (the preview's): the host's headers for its path, with the policy of
 * the page's own <meta> tag, as the build's _headers would give it. */
function drawnAnswer({ status, html: text }, base, rules, urlPath, html) {
  const path = new URL(urlPath, 'http://host').pathname.slice(base.length) || '/';
  const headers = {
    ...headersFor(rules, path),
    'content-security-policy': policyHeader([text]),
    'content-type': types['.html'],
  };
  return { status, headers, body: Buffer.from(html(text)) };
}

export const readHeaderRules = async (dir) =>
  parseHeaders(await readFile(join(dir, '_headers'), 'utf8').catch(() => ''));

/** `answer(req, res)` may answer a request itself (returning true); `html(text)` may change pages
 * served; `fresh` tells browsers to keep nothing (a preview, where any file may change); `nextFree`
 * takes the next free port when `port` is taken; `draw(urlPath)` may give a page's HTML and status,
 * drawn for the request (the preview), instead of a file.
 * @param {{ dir?: string, port?: number, base?: string, answer?: (req:
 * import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean |
 * Promise<boolean>, html?: (text: string) => string, fresh?: boolean, nextFree?: boolean, draw?:
 * (urlPath: string) => Promise<{ status: number, html: string } | null> }} [options] */
export async function startServer({
  dir = 'dist',
  port = 8080,
  base = '',
  answer = () => false,
  html = (text) => text,
  fresh = false,
  nextFree = false,
  draw,
} = {}) {
  const rules = headerRules(dir);
  const server = createServer(async (req, res) => {
    if (await answer(req, res)) return;
    try {
      const url = req.url ?? '/';
      const drawn = await draw?.(url);
      const answer = drawn
        ? drawnAnswer(drawn, base, await rules(), url, html)
        : await respond(dir, base, await rules(), url, html);
      const { status, body } = answer;
      const headers = { ...answer.headers, ...(fresh && { 'cache-control': 'no-store' }) };
      // Compress text, as real hosts do, so measured sizes are the ones visitors download.
      if (
        /text|javascript|json|svg|xml/.test(headers['content-type']) &&
        /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
      ) {
        res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(gzipSync(body));
      } else {
        res.writeHead(status, headers);
        res.end(body);
      }
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  return listenFrom(server, port, nextFree);
}

/** Listens on `port`; when it is taken and `nextFree`, on the next free one of the 20 after it
 * (a second copy of the site, or another program, may hold 8080). */
function listenFrom(server, port, nextFree) {
  return new Promise((resolve, reject) => {
    let tried = port;
    server.on('error', (error) => {
      if (error.code !== 'EADDRINUSE' || !nextFree || tried >= port + 20 || port === 0)
        return reject(error);
      server.listen(++tried, '127.0.0.1');
    });
    server.on('listening', () => resolve(server));
    server.listen(port, '127.0.0.1');
  });
}

/** "Port 8080 was taken, so …" when the server took another port than the one asked for. */
export const portNote = (asked, server) =>
  server.address().port === asked || asked === 0
    ? ''
    : `Port ${asked} is taken (another server?), so this one uses ${server.address().port}. `;

/** The sub-path the site in `dir` was built for ('' at a domain's root), from its build-info. */
export async function builtBase(dir) {
  const info = await readFile(join(dir, 'lib', 'build-info.js'), 'utf8').catch(() => '');
  const siteUrl = /"siteUrl":"([^"]+)"/.exec(info)?.[1];
  return siteUrl ? new URL(siteUrl).pathname.replace(/\/$/, '') : '';
}

/** What to say when the built pages take their libraries from a CDN this computer cannot reach
 * (`reach(origin)` says whether it can): without them pages show their words but never wake up. */
export async function librariesNote(dir, reach) {
  const html = await readFile(join(dir, 'index.html'), 'utf8').catch(() => '');
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const cdn = Object.values(map ? JSON.parse(map).imports : {}).find((url) =>
    url.startsWith('https://'),
  );
  if (!cdn || (await reach(new URL(cdn).origin))) return '';
  return `The pages take their libraries from ${new URL(cdn).host}, which this computer cannot reach: they show their words, but menus and forms work only once you are online (as they will for visitors). To try them now, build with local copies: SITE_MODULES=self-hosted npm run build, then npm run serve.`;
}

const reachable = (origin) =>
  fetch(origin, { method: 'HEAD', signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const dir = arg('dir', 'dist');
  if (!(await isFile(join(dir, 'index.html')))) {
    console.error(`There is no built site in ${dir}/: run npm run build first.`);
    process.exit(1);
  }
  const options = {
    dir,
    port: Number(arg('port', process.env.PORT ?? 8080)),
    base: arg('base', await builtBase(dir)),
    nextFree: true,
  };
  const server = await startServer(options).catch((error) => {
    console.error(
      `Could not serve the site: ${error.message}. Try another port: PORT=9000 npm run serve`,
    );
    process.exit(1);
  });
  const { port } = server.address();
  console.log(
    `${portNote(options.port, server)}Serving ${options.dir}/ as the host will, at http://127.0.0.1:${port}${options.base}/  (Ctrl+C to stop)`,
  );
  const note = await librariesNote(dir, reachable);
  if (note) console.log(note);
}
