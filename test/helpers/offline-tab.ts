// Reading an engine's tab in the offline tests (test/offline.site.test.ts): a function run in the
// page (scripts/test/offline-page.mjs), read again until done, and the page once its scripts are.
import { after, afterEach, before } from 'node:test';
import type { Engine } from '../../scripts/test/engines.mjs';
import { offlineSites } from '../../scripts/test/offline-sites.mjs';
import { puppeteerTab, webKitTab, type Tab } from '../../scripts/test/offline-tabs.mjs';
import { describeTab, scriptsState, type Worker } from '../../scripts/test/offline-page.mjs';

/** Reads (each read quick) until `done`, for up to 4 minutes (a busy machine can take two): past
 * that it fails with what it last read, rather than hang. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const giveUp = Date.now() + 4 * 60 * 1000;
  for (let value = await read(); ; value = await read()) {
    if (done(value)) return value;
    if (Date.now() > giveUp)
      throw new Error(
        `still not done after 4 minutes (${String(done).slice(0, 80)}); ` +
          `last read: ${JSON.stringify(value)}`,
      );
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** The worker has saved one build and nothing is waiting to take over. */
export const settled = (w: Worker) =>
  w.active && !w.installing && !w.waiting && w.stores.length === 1;

export function reader(tab: Tab) {
  const inTab = async <T>(fn: (arg: string) => T | Promise<T>, arg = '') => ({
    result: await tab.run(fn, arg),
    problems: [...tab.problems],
  });
  const inTabUntil = <T>(fn: (arg: string) => T | Promise<T>, done: (v: T) => boolean, arg = '') =>
    until(async () => (await inTab(fn, arg)).result as T, done);
  /** The page in the tab once its scripts are done, and what reached its console since it was
   * opened (not in WebKit, whose WebDriver can't read it). */
  async function look() {
    const scripts = await inTabUntil(scriptsState, (state) => state !== 'waiting');
    const { result, problems } = await inTab(describeTab);
    return { ...result, hydrated: scripts === 'woken', problems };
  }
  return { inTab, inTabUntil, look };
}

export const engineNames = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

/** An engine's tab and sites for the tests of one `describe`: opened before them, the tab closed
 * and the network back after each, all stopped after the last. */
export function engineTab(engine: Engine) {
  const tab = engine === 'webkit' ? webKitTab() : puppeteerTab(engine);
  let served: Awaited<ReturnType<typeof offlineSites>>;
  const sites = () => served;
  before(async () => (served = await offlineSites(engine)));
  after(async () => {
    await tab.stop();
    await Promise.all([served.root.stop(), served.subPath.stop()]);
  });
  afterEach(async () => {
    await tab.close();
    await Promise.all([served.root.start(), served.subPath.start()]);
    served.root.notice = null;
  });
  const open = (path: string, name: 'root' | 'subPath' = 'root') =>
    tab.open(served[name].origin + path);
  return { tab, sites, open, ...reader(tab) };
}
