import puppeteer from 'puppeteer';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.text()));
await page.goto('http://127.0.0.1:8061/README.md');
console.log(await page.evaluate(async (u) => { try { const m = await import(u); return Object.keys(m).join(); } catch (e) { return 'ERR ' + e.message; } }, process.argv[2]));
await browser.close();
