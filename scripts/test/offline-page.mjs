// What the offline tests (test/offline.site.test.ts) run inside the page in each engine's tab:
// each function is sent to the page as it is, so it uses nothing from outside itself (and is
// JavaScript: tsx would wrap a TypeScript file's inner functions in a helper the page lacks).

/** @typedef {{
 *   title: string, h1: string | null, note: string | null, noteRole: string | null,
 *   notes: number, notices: string[], savedLinks: string[], todaySquads: number,
 *   picturesMissing: string[], build: string | null,
 * }} Look */
/** @typedef {{
 *   active: boolean, installing: boolean, waiting: boolean, stores: string[],
 * }} Worker */

/** The page in the tab as a visitor sees it, once its scripts have woken it up (or not). */
/** @returns {Promise<Look>} */
export async function describeTab() {
  const text = (/** @type {Element | null | undefined} */ el) =>
    el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const eager = [...document.images]
    .filter((img) => img.loading !== 'lazy')
    .map((img) => img.currentSrc || img.src);
  const arrived = await Promise.all(
    eager.map((src) =>
      fetch(src).then(
        (r) => r.ok,
        () => false,
      ),
    ),
  );
  const note = document.querySelector('.saved-copy');
  const role = note?.getAttribute('role') ?? note?.closest('[role]')?.getAttribute('role') ?? null;
  return {
    title: document.title,
    h1: text(document.querySelector('h1')),
    note: text(note),
    noteRole: role,
    notes: document.querySelectorAll('.saved-copy').length,
    notices: [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.notice'))]
      .filter((n) => !n.hidden)
      .map((n) => text(n) ?? ''),
    savedLinks: [...document.querySelectorAll('main nav a')].map(
      (a) => a.getAttribute('href') ?? '',
    ),
    todaySquads: document.querySelectorAll('#today li').length,
    picturesMissing: eager.filter((_, i) => !arrived[i]),
    build: document.querySelector('meta[name="build"]')?.getAttribute('content') ?? null,
  };
}

/** Types into the contact form's boxes (by their labels) as a visitor does, and presses Submit. */
/** @param {string} json */
export function sendMessage(json) {
  /** @type {Record<string, string>} */
  const typed = JSON.parse(json);
  for (const [label, value] of Object.entries(typed)) {
    const box = /** @type {HTMLInputElement} */ (
      [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)?.control
    );
    // React hears typing through the value setter and an input event.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')?.set?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  /** @type {HTMLButtonElement} */ (document.querySelector('form button[type="submit"]')).click();
}

/** What the form's alert says, and its mail link; null until it says something. */
export function formAlert() {
  const alert = document.querySelector('form [role="alert"]');
  return alert?.textContent
    ? {
        alert: alert.textContent.replace(/\s+/g, ' ').trim(),
        mail: alert.querySelector('a')?.getAttribute('href'),
      }
    : null;
}

/** What each labelled box of the form holds. */
export const formValues = () =>
  Object.fromEntries(
    [...document.querySelectorAll('form label')].map((label) => [
      label.textContent?.trim(),
      /** @type {HTMLInputElement | null} */ (/** @type {HTMLLabelElement} */ (label).control)
        ?.value ?? null,
    ]),
  );

/** The worker for `scope` ('/' or '/club/') and the builds it keeps, seen from the tab. */
/** @param {string} scope @returns {Promise<Worker>} */
export async function workerState(scope) {
  // The visitor switches to another app and back: the page's own signal to register its worker
  // now (App.tsx's whenSettled) rather than 10 s after load, which a busy machine can stretch.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (/** @type {{ visibilityState?: string }} */ (document).visibilityState);
  document.dispatchEvent(new Event('visibilitychange'));
  const registration = await navigator.serviceWorker.getRegistration(scope);
  const prefix = `offline ${new URL(scope, location.href).href} `;
  const stores = (await caches.keys())
    .filter((name) => name.startsWith(prefix) && name !== `${prefix}pages`)
    .map((name) => name.slice(prefix.length));
  return {
    active: Boolean(registration?.active),
    installing: Boolean(registration?.installing),
    waiting: Boolean(registration?.waiting),
    stores,
  };
}

/** Taps the link with these words as a visitor does (the page drawn in the browser). */
/** @param {string} words */
export function tapLink(words) {
  [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === words)?.click();
}

/** Where the page's scripts are: React has woken the page and its heading ('woken'), they gave
 * up (the page drops its scripts-running styles), there is nothing to wake (the offline page),
 * or still 'waiting'. */
export const scriptsState = () => {
  const root = document.getElementById('root');
  if (!root) return 'nothing to wake';
  if (
    [root, document.querySelector('main h1')].every((el) =>
      Object.keys(el ?? {}).some((key) => /^__react(Container|Fiber)/.test(key)),
    )
  )
    return 'woken';
  return document.documentElement.dataset.js === 'on' ? 'waiting' : 'gave up';
};
