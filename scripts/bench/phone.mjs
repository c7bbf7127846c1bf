// For the bench's taps (taps.mjs): the throttled phone they are made on (Chromium's applied
// throttling over CDP: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU slowed), a finger's
// tap, and waiting for the page to settle.
import { watchPage } from './watch-page.mjs';
/** @import { BrowserContext, Page } from 'puppeteer' */

const phone = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};
// Issue 14 sets 4×. The same 4× is a faster phone on a faster machine, so TAP_CPU=8 (say) shows
// what a machine half as fast would measure; bench/results.md names the rate used.
export const cpuRate = Number(process.env.TAP_CPU ?? 4);

/** A finger's tap on the middle of an element. @param {Page} page @param {string} selector */
export async function tapElement(page, selector) {
  const box = await page.$eval(selector, (el) => {
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.touchscreen.tap(box.x, box.y);
}

/** Waits until the network is quiet, then for an idle moment. @param {Page} page */
export async function settle(page) {
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60000 }).catch(() => undefined);
  await page.evaluate(() => {
    const later = window.requestIdleCallback ?? setTimeout;
    const idle = /** @type {typeof requestIdleCallback} */ (later);
    return new Promise((done) => idle(done, { timeout: 2000 }));
  });
}

/** A new page on the throttled phone, watched (watch-page.mjs). @param {BrowserContext} context */
export async function throttled(context) {
  const page = await context.newPage();
  await page.setViewport(phone);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.evaluateOnNewDocument(watchPage);
  return page;
}
