// npm start: builds the site into .cache/preview/ (never dist/, so `npm run build` and `npm test`
// can't replace what it serves), serves it with the local library copies, and rebuilds when
// content/, public/, src/ or index.html change. The open tab reloads itself after a good build;
// after a content mistake it shows the message over the page, and the last good build stays.
// Built without the offline worker (--no-offline), so an edit shows at once, never a saved copy.
import { execFile } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { portNote, startServer } from './serve.mjs';

// --content=DIR, --public=DIR and --out=DIR (inside this folder) let a test preview a copy of the content.
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const contentDir = arg('content', 'content');
const publicDir = arg('public', 'public');
const out = arg('out', '.cache/preview');
const port = Number(process.env.PORT ?? 8080);
const watched = [contentDir, publicDir, 'src', 'index.html', 'importmap.json'];
const listeners = new Set();
let problems = null; // what the last build said was wrong, or null after a good build

const send = (event, data) => {
  for (const res of listeners) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
};

// One build at a time; a save during a build asks for one more afterwards.
let building = null;
let again = false;
function build() {
  if (building) return void (again = true);
  const started = Date.now();
  building = new Promise((/** @type {(value?: unknown) => void} */ done) => {
    // Production React renders the same HTML, twice as fast.
    // The site's own address here, so it works whatever sub-folder the real one is in.
    const env = { ...process.env, NODE_ENV: 'production', GITHUB_ACTIONS: '', SITE_URL: `http://127.0.0.1:${port}/` };
    execFile(
      'node',
      ['scripts/build.mjs', '--self-hosted', '--no-offline', `--out=${out}`, `--content=${contentDir}`, `--public=${publicDir}`],
      { env },
      (error, stdout, stderr) => {
        if (error) {
          problems = (stderr || stdout).trim();
          console.error(`\n${problems}\n(The last good version is still served.)`);
          send('problems', problems);
        } else {
          problems = null;
          console.log(`Rebuilt in ${Date.now() - started} ms: the open page reloads.`);
          send('reload', '');
        }
        done();
      },
    );
  }).then(() => {
    building = null;
    if (again) {
      again = false;
      build();
    }
  });
  return building;
}

const liveScript = await readFile(new URL('./preview/live.js', import.meta.url), 'utf8');
await build();
const server = await startServer({
  dir: out,
  port,
  nextFree: true,
  fresh: true, // a picture replaced under the same name shows at once
  html: (text) => text.replace('</body>', '<script type="module" src="/__preview/live.js"></script></body>'),
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
    } else if (problems && !existsSync(`${out}/index.html`) && !extname(req.url ?? '')) {
      // Nothing good built yet: the problems are the page.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><meta charset="utf-8"><title>Content problems</title><body><script type="module" src="/__preview/live.js"></script></body>');
    } else return false;
    return true;
  },
}).catch((error) => {
  console.error(`Could not serve the site: ${error.message}. Try another port: PORT=9000 npm start`);
  process.exit(1);
});
console.log(`${portNote(port, server)}The site is at http://127.0.0.1:${server.address().port}/ and changes as you save (Ctrl+C to stop).`);

let timer;
for (const path of watched) {
  watch(path, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(build, 100); // editors often write a file in several steps
  });
}
