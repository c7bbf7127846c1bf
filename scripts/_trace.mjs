// node trace.mjs DIR PATH : loads PATH under LH-like throttling, prints main-thread tasks > 30 ms with what ran in them
import puppeteer from 'puppeteer-core';
import { startServer } from '/work/main/scripts/serve.mjs';
const [dir, path, wait = '8000'] = process.argv.slice(2);
const server = await startServer({ dir, port: 0 });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, isMobile: true });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
await cdp.send('Network.enable');
if (process.env.NET !== '0') await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
await page.tracing.start({ categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'v8'] });
await page.goto(`http://127.0.0.1:${server.address().port}${path}`);
await new Promise((r) => setTimeout(r, Number(wait)));
const buf = await page.tracing.stop();
const { traceEvents } = JSON.parse(Buffer.from(buf).toString());
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const evOf = (m) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid);
const ev = mains.map(evOf).find((list) => list.some((e) => e.name === 'ParseHTML' && /127\.0\.0\.1/.test(e.args?.beginData?.url ?? '')));
const t0 = ev.find((e) => e.name === 'ResourceSendRequest')?.ts ?? ev[0].ts;
console.log("events", ev.length, "tasks>10ms", ev.filter((e) => e.name === "RunTask" && e.dur > 10000).length);
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 30) * 1000);
for (const t of tasks) {
  const inside = ev.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && (e.dur > 3000 || /compile|evaluate/i.test(e.name)) && !/RunTask|GC|ParseHTML/.test(e.name));
  console.log(`task at ${Math.round((t.ts - t0) / 1000)} ms: ${Math.round(t.dur / 1000)} ms`);
  for (const e of inside.slice(0, 40)) console.log(`   ${e.name} ${Math.round(e.dur / 1000)} ms ${(e.args?.data?.url || e.args?.data?.functionName || e.args?.fileName || JSON.stringify(e.args ?? {}).slice(0, 120)).toString().slice(0, 100).replace(/.*127.0.0.1:\d+/, '')}`);
}
await browser.close(); server.close();
