import puppeteer from 'puppeteer';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'], headless: true });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('requestfailed', (r) => console.log('failed', r.url()));
await page.goto(process.argv[2] ?? 'http://127.0.0.1:8060/about', { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1000));
console.log(await page.evaluate(() => [document.title, !!document.querySelector('.site-nav__toggle[data-live]'), document.querySelector('h1')?.textContent]));
if (process.argv[3]) { await page.evaluate((h) => document.querySelector(`nav a[href="${h}"]`).click(), process.argv[3]); await new Promise((r) => setTimeout(r, 1500)); console.log(await page.evaluate(() => [location.pathname, document.title, document.querySelector('h1')?.textContent, document.activeElement?.tagName])); }
await browser.close();
