// A plain static server for dist/ that behaves like GitHub Pages and most static hosts:
// the file itself, else the folder's index.html, else 404.html with status 404; and, like
// Netlify and Cloudflare Pages, with the headers dist/_headers names (host.mjs answers).
// Usage: npm run serve, or node scripts/serve.mjs [--dir=dist] [--port=8080] [--base=/sub-path]
// (the sub-path defaults to the built site's own, from its address).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { drawnAnswer, headerRules, isFile, respond } from './host.mjs';

/** @import { Server } from 'node:http' */
/** @import { AddressInfo } from 'node:net' */
/** @typedef {{ address(): AddressInfo } & Server} Listening a server listening on a TCP port */

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
      /** @type {Record<string, string>} */
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
 * (a second copy of the site, or another program, may hold 8080).
 * @param {Server} server @param {number} port @param {boolean} nextFree
 * @returns {Promise<Listening>} */
function listenFrom(server, port, nextFree) {
  return new Promise((resolve, reject) => {
    let tried = port;
    server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code !== 'EADDRINUSE' || !nextFree || tried >= port + 20 || port === 0)
        return reject(error);
      server.listen(++tried, '127.0.0.1');
    });
    server.on('listening', () => resolve(/** @type {Listening} */ (server)));
    server.listen(port, '127.0.0.1');
  });
}

/** "Port 8080 was taken, so …" when the server took another port than the one asked for.
 * @param {number} asked @param {Listening} server */
export const portNote = (asked, server) =>
  server.address().port === asked || asked === 0
    ? ''
    : `Port ${asked} is taken (another server?), so this one uses ${server.address().port}. `;

/** The sub-path the site in `dir` was built for ('' at a domain's root), from its build-info.
 * @param {string} dir */
export async function builtBase(dir) {
  const info = await readFile(join(dir, 'lib', 'build-info.js'), 'utf8').catch(() => '');
  const siteUrl = /"siteUrl":"([^"]+)"/.exec(info)?.[1];
  return siteUrl ? new URL(siteUrl).pathname.replace(/\/$/, '') : '';
}

/** What to say when the built pages take their libraries from a CDN this computer cannot reach
 * (`reach(origin)` says whether it can): without them pages show their words but never wake up.
 * @param {string} dir @param {(origin: string) => Promise<boolean>} reach */
export async function librariesNote(dir, reach) {
  const html = await readFile(join(dir, 'index.html'), 'utf8').catch(() => '');
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
  /** @type {string[]} */
  const addresses = Object.values(map ? JSON.parse(map).imports : {});
  const cdn = addresses.find((url) => url.startsWith('https://'));
  if (!cdn || (await reach(new URL(cdn).origin))) return '';
  return (
    `The pages take their libraries from ${new URL(cdn).host}, which this computer cannot ` +
    'reach: they show their words, but menus and forms work only once you are online (as they ' +
    'will for visitors). To try them now, build with local copies: SITE_MODULES=self-hosted ' +
    'npm run build, then npm run serve.'
  );
}

const reachable = (/** @type {string} */ origin) =>
  fetch(origin, { method: 'HEAD', signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (/** @type {string} */ name, /** @type {string} */ fallback) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const dir = arg('dir', 'dist');
  if (!(await isFile(join(dir, 'index.html')))) {
    console.error(`There is no built site in ${dir}/: run npm run build first.`);
    process.exit(1);
  }
  const options = {
    dir,
    port: Number(arg('port', process.env.PORT ?? '8080')),
    base: arg('base', await builtBase(dir)),
    nextFree: true,
  };
  const server = await startServer(options).catch((error) => {
    console.error(
      `Could not serve the site: ${error.message}. Try another port: PORT=9000 npm run serve`,
    );
    process.exit(1);
  });
  const address = `http://127.0.0.1:${server.address().port}${options.base}/`;
  console.log(
    `${portNote(options.port, server)}Serving ${options.dir}/ as the host will, at ${address}` +
      '  (Ctrl+C to stop)',
  );
  const note = await librariesNote(dir, reachable);
  if (note) console.log(note);
}
