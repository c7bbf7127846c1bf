import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '/work/main/scripts/serve.mjs';
const [dir, path, runs = '3'] = process.argv.slice(2);
const s = await startServer({ dir, port: 0 });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (let i = 0; i < Number(runs); i++) {
  const { lhr } = await lighthouse(`http://127.0.0.1:${s.address().port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log('TBT', Math.round(a['total-blocking-time'].numericValue), 'TTI', Math.round(a.interactive.numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue));
  for (const t of a['long-tasks'].details?.items ?? []) console.log(`   start ${Math.round(t.startTime)} dur ${Math.round(t.duration)} ${String(t.url).replace(/.*127.0.0.1:\d+/, '')}`);
}
await chrome.kill(); s.close();
