import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '/work/main/scripts/serve.mjs';
const [path, runs, ...dirs] = process.argv.slice(2);
const servers = await Promise.all(dirs.map((dir) => startServer({ dir, port: 0 })));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const res = dirs.map(() => []);
for (let i = 0; i < Number(runs); i++) for (const [k, s] of servers.entries()) {
  const { lhr } = await lighthouse(`http://127.0.0.1:${s.address().port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  res[k].push(Math.round(lhr.audits['total-blocking-time'].numericValue));
}
dirs.forEach((d, k) => console.log(path, d, res[k].join(' '), 'median', [...res[k]].sort((a, b) => a - b)[Math.floor(res[k].length / 2)]));
await chrome.kill(); servers.forEach((s) => s.close());
