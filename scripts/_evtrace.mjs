import puppeteer from 'puppeteer-core';
import { startServer } from '/work/main/scripts/serve.mjs';
const [dir, path, wait = '6000'] = process.argv.slice(2);
const server = await startServer({ dir, port: 0 });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, isMobile: true });
await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile'] });
await page.goto(`http://127.0.0.1:${server.address().port}${path}`);
await new Promise((r) => setTimeout(r, Number(wait)));
const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const ev = mains.map((m) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid)).find((l) => l.some((e) => e.name === 'ParseHTML' && /127\.0\.0\.1/.test(e.args?.beginData?.url ?? '')));
console.log('events', ev?.length); const t0 = ev.find((e) => e.name === 'ParseHTML').ts;
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 4000);
for (const t of tasks) {
  const inside = ev.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t);
  const sum = (re) => inside.filter((e) => re.test(e.name)).reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
  const urls = [...new Set(inside.filter((e) => /compile/i.test(e.name)).map((e) => (e.args?.data?.url ?? e.args?.fileName ?? '').replace(/.*127.0.0.1:\d+/, '')))].filter(Boolean);
  console.log(`+${Math.round((t.ts - t0) / 1000)} task ${(t.dur / 1000).toFixed(1)} ms: evaluateModule ${sum(/^v8.evaluateModule$/).toFixed(1)} compileModule ${sum(/^v8.compileModule$/).toFixed(1)} compile(lazy) ${sum(/^V8.CompileLazy|v8.compile$/).toFixed(1)} layout ${sum(/^Layout$|UpdateLayoutTree/).toFixed(1)} ${urls.slice(0, 6).join(' ')}`);
}
await browser.close(); server.close();
