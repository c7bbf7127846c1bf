// offline.html: what the service worker shows, with no connection, for an address it never
// saved, instead of the browser's error. Plain HTML with no scripts (nothing to wake up, at any
// address): the site's name and links to the pages saved on the phone; its words are
// content/offline.yaml's `page`.
/** @import { Content } from './types.js' */
/** @import { LogoFiles } from './page-html.mjs' */
/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (/** @type {string} */ text) => String(text).replace(/[&<>"]/g, (c) => entities[c]);

/** `favicons`: the tab icons the other pages name (the logo step's, logo-files.mjs).
 * @param {{ content: Content, base: string, saved: string[], policy: string, build: string,
 * favicons: LogoFiles['favicons'] }} args */
export function offlinePage({ content, base, saved, policy, build, favicons }) {
  const titles = new Map(content.navigation.map((item) => [item.path, item.title]));
  const link = (/** @type {string} */ path) => {
    const title = titles.get(path) ?? path.slice(1).replace(/^./, (c) => c.toUpperCase());
    return `<li><a href="${base}${path === '/' ? '/' : path}">${escape(title)}</a></li>`;
  };
  const iconTag = (/** @type {LogoFiles['favicons'][number]} */ icon) =>
    `<link rel="icon" href="${base}/${icon.href}" type="${icon.type}"` +
    `${icon.sizes ? ` sizes="${icon.sizes}"` : ''}>`;
  const name = content.site.name;
  const words = content.offline.page;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8"><meta name="build" content="${build}">
    <meta http-equiv="Content-Security-Policy" content="${policy}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escape(words.title)} | ${escape(content.site.shortName ?? name)}</title>
    ${favicons.map(iconTag).join('')}
    <link rel="stylesheet" href="${base}/styles/site.css">
  </head>
  <body>
    <header class="offline-page__header"><a href="${base}/">${escape(name)}</a></header>
    <main class="offline-page">
      <h1>${escape(words.title)}</h1>
      <p>${escape(words.message)}</p>
      <nav aria-label="${escape(words.savedPages)}"><ul>${saved.map(link).join('')}</ul></nav>
      <p>${escape(words.retry)}</p>
    </main>
  </body>
</html>
`;
}
