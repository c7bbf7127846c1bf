import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'best-practices', 'seo', 'performance'] });
  console.log(url, Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, v.score])));
  for (const [k, a] of Object.entries(lhr.audits)) if (a.score !== null && a.score < 1 && ['accessibility', 'best-practices', 'seo'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === k && r.weight > 0))) console.log('  ', k, a.title);
}
await chrome.kill();
