// node _tapprof.mjs DIR FROM TO : taps the menu link TO on page FROM (CPU 4x), prints tap ms + JS self time by function
import puppeteer from 'puppeteer';
import { startServer } from '/work/main/scripts/serve.mjs';
const [dir, from, to, runs = '3'] = process.argv.slice(2);
const server = await startServer({ dir, port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
for (let r = 0; r < Number(runs); r++) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 });
  await page.goto(origin + from, { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 1000 });
  await page.evaluate(() => new Promise((d) => requestIdleCallback(d, { timeout: 2000 })));
  const tap = async (sel) => {
    const box = await page.$eval(sel, (el) => { el.scrollIntoView({ block: 'nearest' }); const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; });
    await page.touchscreen.tap(box.x, box.y);
  };
  await tap('.site-nav__toggle');
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.evaluate(() => {
    const before = document.querySelector('main h1').textContent;
    addEventListener('pointerup', (e) => (window.__tapAt = e.timeStamp), { capture: true, once: true });
    window.__arrived = new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (h1 && h1.textContent !== before) { mo.disconnect(); window.__commitAt = performance.now(); requestAnimationFrame(() => { window.__rafAt = performance.now(); setTimeout(() => resolve(performance.now())); }); }
      });
      mo.observe(document, { subtree: true, childList: true, characterData: true });
    });
  });
  const tracing = process.env.TRACE === '1';
  const plain = process.env.PLAIN === '1';
  if (plain) {} else if (tracing) await page.tracing.start({ categories: ['devtools.timeline', 'blink.user_timing'] });
  else { await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start'); }
  await tap(`#site-menu a[href="${to}"]`);
  const t = await page.evaluate(() => window.__arrived.then((end) => ({ total: end - window.__tapAt, commit: window.__commitAt - window.__tapAt, raf: window.__rafAt - window.__tapAt })));
  await new Promise((r) => setTimeout(r, 300));
  if (plain) { console.log(`run ${r}: →after frame ${Math.round(t.total)} (mutation ${Math.round(t.commit)})`); await context.close(); continue; }
  if (tracing) {
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
    const ev = mains.map((m) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid)).sort((a, b) => b.length - a.length)[0];
    const click = ev.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    const pu = ev.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup'); if (pu && click) console.log('pointerup→click', Math.round((click.ts - pu.ts) / 1000), 'ms');
    const t0 = click?.ts ?? ev[0].ts;
    console.log(`run ${r}: tap→mutation ${Math.round(t.commit)} ms, →rAF ${Math.round(t.raf)}, →after frame ${Math.round(t.total)}`);
    for (const e of ev.filter((e) => e.ts >= t0 - Number(process.env.BEFORE ?? 5) * 1000 && e.ts < t0 + 600000 && e.dur >= 2000 && /RunTask|EventDispatch|UpdateLayoutTree|Layout|Paint|FunctionCall|RunMicrotasks|FireAnimationFrame|TimerFire|Commit|PrePaint|HitTest|v8.|Recalc|Layerize/.test(e.name)))
      console.log(`  +${Math.round((e.ts - t0) / 1000)} ${e.name} ${Math.round(e.dur / 1000)} ms ${e.args?.data?.type ?? ''} ${e.args?.elementCount ?? ''} ${e.args?.beginData?.dirtyObjects ?? ''}`);
    await context.close();
    continue;
  }
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`run ${r}: tap→mutation ${Math.round(t.commit)} ms, →rAF ${Math.round(t.raf)}, →after frame ${Math.round(t.total)}`);
  if (r === Number(runs) - 1) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id); const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*127.0.0.1:\d+/, '')}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
    });
    const top = [...self].filter(([k]) => !/\(idle\)|\(program\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log('idle', Math.round(self.get('(idle) :-1') ?? 0), 'program', Math.round(self.get('(program) :-1') ?? 0), 'gc', Math.round(self.get('(garbage collector) :-1') ?? 0));
    for (const [k, v] of top) console.log(`  ${v.toFixed(1).padStart(6)} ms  ${k}`);
  }
  await context.close();
}
await browser.close(); server.close();
