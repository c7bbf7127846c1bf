// npm start: builds the site into .cache/preview/ (never dist/, so `npm run build` and `npm test`
// can't replace what it serves), serves it with the local library copies, and shows each save.
// A save to content/ runs the content steps here (preview/update.mjs) and starts a new version
// of the pages, each drawn when it is asked for (preview/renderer.mjs); a save to public/, src/,
// index.html or importmap.json builds the whole site again first. The open tab reloads itself
// after a good build; after a content mistake it shows the message over the page, and the last
// good version stays. Built without the offline worker (--no-offline), so an edit shows at once.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { watch as chokidarWatch } from 'chokidar';
import { portNote, startServer } from './serve.mjs';
import { updateContent } from './preview/update.mjs';
import { startRenderer } from './preview/renderer.mjs';
/** @import { ServerResponse } from 'node:http' */

// --content=DIR, --public=DIR and --out=DIR (inside this folder) let a test preview a copy of the
// content.
const arg = (/** @type {string} */ name, /** @type {string} */ fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const contentDir = arg('content', 'content');
const publicDir = arg('public', 'public');
const out = arg('out', '.cache/preview');
const port = Number(process.env.PORT ?? 8080);
const watched = [contentDir, publicDir, 'src', 'index.html', 'importmap.json'];
/** @type {Set<ServerResponse>} */
const listeners = new Set();
// Production React renders the same HTML, twice as fast (the workers take this environment).
process.env.NODE_ENV = 'production';
/** @type {string | null} what the last build said was wrong, or null after a good build */
let problems = null;
/** @type {ReturnType<typeof startRenderer> | null} the version shown */
let renderer = null;
/** @type {Parameters<typeof updateContent>[0]['kept']} what one content update leaves for the
 * next (update.mjs) */
let kept = {};

const send = (/** @type {string} */ event, /** @type {unknown} */ data) => {
  for (const res of listeners) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
};

/** The whole build, into `out`: false, with the problems said, when it failed.
 * @returns {Promise<boolean>} */
const buildAll = () =>
  new Promise((done) => {
    const env = { ...process.env, GITHUB_ACTIONS: '' };
    const args = [
      'scripts/build.mjs',
      '--self-hosted',
      '--no-offline',
      `--out=${out}`,
      `--content=${contentDir}`,
      `--public=${publicDir}`,
    ];
    execFile('node', args, { env }, (error, stdout, stderr) => {
      if (error) problems = (stderr || stdout).trim();
      else kept = {}; // the build replaced every file
      done(!error);
    });
  });

/** The content steps, then the new version in place of the old: false if nothing changed. */
async function showContent() {
  const made = await updateContent({
    contentDir,
    publicDir,
    outDir: out,
    siteUrl: new URL(process.env.SITE_URL ?? ''),
    kept,
  });
  if (made.problems) return void (problems = made.problems);
  if (!made.pages) return false;
  const next = startRenderer(made.pages);
  await next.ready;
  const old = renderer;
  renderer = next;
  problems = null;
  old?.stop();
  return true;
}

// One build at a time; saves during one ask for one more afterwards, whole if any needs it.
/** @typedef {'content' | 'all'} Kind */
/** @type {Promise<void> | null} */
let running = null;
/** @type {Kind | null} */
let wanted = null;
/** @param {Kind} kind */
async function rebuild(kind) {
  wanted = wanted === 'all' ? 'all' : kind;
  if (running) return running;
  running = (async () => {
    while (wanted) {
      const started = Date.now();
      const whole = wanted === 'all';
      wanted = null;
      const putRight = problems !== null; // the tab shows the problems until it reloads
      problems = null;
      const shown =
        (!whole || (await buildAll())) &&
        (await showContent().catch((error) => void (problems = String(error?.stack ?? error))));
      if (problems) {
        console.error(`\n${problems}\n(The last good version is still served.)`);
        send('problems', problems);
      } else if (shown || putRight) {
        console.log(
          `${whole ? 'Rebuilt' : 'Updated'} in ${Date.now() - started} ms: the open page reloads.`,
        );
        send('reload', '');
      }
    }
    running = null;
  })();
  return running;
}

/**
 * A page's address from a request's ("/about/", "/about/index.html" → "/about"), or null for a
 * file.
 * @param {string} url
 */
function pagePath(url) {
  const path = decodeURIComponent(new URL(url, 'http://host').pathname);
  if (extname(path) && !path.endsWith('.html')) return null;
  return path.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
}

const liveScript = await readFile(new URL('./preview/live.js', import.meta.url), 'utf8');
const server = await startServer({
  dir: out,
  port,
  nextFree: true,
  fresh: true, // a picture replaced under the same name shows at once
  html: (text) =>
    text.replace('</body>', '<script type="module" src="/__preview/live.js"></script></body>'),
  draw: async (url) => {
    const path = pagePath(url);
    return path && renderer ? renderer.page(path) : null;
  },
  answer(req, res) {
    if (req.url === '/__preview/live.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(liveScript);
    } else if (req.url === '/__preview/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': connected\n\n');
      if (problems) res.write(`event: problems\ndata: ${JSON.stringify(problems)}\n\n`);
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
    } else if (!renderer && pagePath(req.url ?? '/')) {
      // Nothing good built yet: the problems are the page, or the first build is under way.
      const title = problems ? 'Content problems' : 'Building the site…';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><meta charset="utf-8"><title>${title}</title>` +
          `<body><p>${title}</p><script type="module" src="/__preview/live.js"></script></body>`,
      );
    } else return false;
    return true;
  },
}).catch((error) => {
  console.error(
    `Could not serve the site: ${error.message}. Try another port: PORT=9000 npm start`,
  );
  process.exit(1);
});
// The site's own address here, for the builds in this process and the whole ones, so a club's
// site made for a sub-folder works at the top of this one.
process.env.SITE_URL = `http://127.0.0.1:${server.address().port}/`;
await rebuild('all');
console.log(
  `${portNote(port, server)}The site is at ${process.env.SITE_URL} and changes as you save ` +
    `(Ctrl+C to stop).`,
);

// chokidar, not fs.watch: Node 20's recursive watch on Linux loses a file an editor saves by
// writing a new one and renaming it over the old (vim, gedit): the first save shows, no later one.
/** @type {Partial<Record<Kind, NodeJS.Timeout>>} */
const timers = {};
const contentFolder = resolve(contentDir);
chokidarWatch(watched, { ignoreInitial: true }).on('all', (_, path) => {
  /** @type {Kind} */
  const kind = resolve(path).startsWith(contentFolder + sep) ? 'content' : 'all';
  clearTimeout(timers[kind]);
  // Editors often write a file in several steps.
  timers[kind] = setTimeout(() => rebuild(kind), 100);
});
