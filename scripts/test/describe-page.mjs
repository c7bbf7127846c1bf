// What a visitor got, read inside a built page by the tests that drive it from Node (puppeteer's
// Chromium and Firefox, scripts/test/visit-page.mjs; WebKit's, scripts/test/webkit-visit.mjs).
// Each function runs in the page, so it uses nothing from outside itself.

// React marks the elements it has woken up: the root, and (once its code has run) the page's
// heading.
export const hydrated = () =>
  [document.getElementById('root'), document.querySelector('main h1')].every((el) =>
    Object.keys(el ?? {}).some((key) => /^__react(Container|Fiber)/.test(key)),
  );

/** Everything a test may want to know about the page as the visitor sees it. */
export function describePage() {
  const text = (/** @type {Element | null} */ el) =>
    el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const attr = (/** @type {string} */ selector, /** @type {string} */ name) =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const nav = document.querySelector('nav');
  return {
    url: location.href,
    title: document.title,
    h1: [...document.querySelectorAll('h1')].map((h1) => text(h1) ?? ''),
    mainText: text(document.querySelector('main')) ?? '',
    headings: [...document.querySelectorAll('main :is(h1, h2, h3, h4)')].map((h) => text(h) ?? ''),
    footerText: text(document.querySelector('footer')) ?? '',
    navLinks: [...(nav?.querySelectorAll('ul a') ?? [])].map((a) => ({
      text: text(a),
      href: a.getAttribute('href'),
      current: a.getAttribute('aria-current'),
      visible: a.getBoundingClientRect().height > 0,
    })),
    links: [...document.querySelectorAll('a[href]')].map(
      (a) => /** @type {HTMLAnchorElement} */ (a).href,
    ),
    images: [...document.querySelectorAll('img')].map((img) => ({
      src: img.currentSrc || img.src,
      alt: img.getAttribute('alt'),
    })),
    focused: text(document.activeElement),
    // What each labelled box of a form holds, by its label.
    formValues: Object.fromEntries(
      [...document.querySelectorAll('form label')].map((label) => {
        const box = /** @type {HTMLLabelElement} */ (label).control;
        return [text(label), box && 'value' in box ? String(box.value) : null];
      }),
    ),
    scrollY: window.scrollY,
    // React marks the element it hydrated; the stylesheet's cue for scripts is data-js.
    scriptsRan: Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
    jsStyles: document.documentElement.dataset.js === 'on',
    head: {
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogDescription: attr('meta[property="og:description"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
      manifest: attr('link[rel="manifest"]', 'href'),
      jsonLd: text(document.querySelector('script[type="application/ld+json"]')),
      preloads: /** @type {string[]} */ (
        window.__ownPreloads ??
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
          l.getAttribute('href'),
        )
      ),
    },
  };
}
