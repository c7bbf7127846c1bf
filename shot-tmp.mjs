import puppeteer from 'puppeteer';
const [url, selector, out, width = '375'] = process.argv.slice(2);
const browser = await puppeteer.launch({ browser: 'chrome', executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: Number(width), height: 1400 });
await page.goto(url, { waitUntil: 'networkidle0' });
if (selector !== 'top') await page.evaluate((s) => document.querySelector(s).scrollIntoView(), selector);
await page.screenshot({ path: out });
await browser.close();
