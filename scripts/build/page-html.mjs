// One page's HTML: index.html (what every page shares) with the page's own parts put into its
// {{placeholders}}. The tags that differ from page to page, in the head and the start-module
// list, come from the React elements below, rendered with renderToStaticMarkup: React escapes
// every value, so no value is pasted into a tag by hand.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { decodeHTMLAttribute } from 'entities';
import { contentSecurityPolicy } from './security-policy.mjs';
/** @import { ReactElement } from 'react' */
/** @import { Picture } from '../../src/content/schema/fields.js' */
/** @import { Site } from '../../src/content/schema/site.js' */
/** @import { AppPage, ImportMap } from './types.js' */
/** @typedef {Awaited<ReturnType<typeof import('./logo-files.mjs').makeLogoFiles>>} LogoFiles */

/**
 * @typedef {{ shell: string, site: Site, siteUrl: URL, base: string, themeColour: string,
 * logoFiles: LogoFiles, importMap: ImportMap, emailOrigin?: string, icons: string, notices:
 * string }} Shared what every page has
 */

// What search engines read about the club (schema.org), on the home page. Inside <script>, only
// "<" could end it early (</script>): JSON has its own escape for it.
/** @param {Site} site @param {URL} siteUrl */
function clubJsonLd(site, siteUrl) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: site.name,
    alternateName: site.shortName,
    sport: 'Swimming',
    url: siteUrl.href,
    logo: new URL(site.logo.src, siteUrl).href,
    email: site.contacts.general.email,
    areaServed: [site.town, site.county].map((name) => ({ '@type': 'Place', name })),
    sameAs: site.socialMedia.length ? site.socialMedia.map((link) => link.url) : undefined,
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

// Link previews (Facebook, WhatsApp, X) show PNG and JPEG pictures, never SVG.
/** @param {Picture | undefined} picture @returns {picture is Picture} */
const previewable = (picture) => /\.(png|jpe?g)$/i.test(picture?.src ?? '');

/** The picture a link to the page shows: a news post's own, when previews can show it, else
 * the site's (the logo step's card, or site.yaml's shareImage).
 * @param {AppPage} page @param {LogoFiles} logoFiles @param {URL} siteUrl */
function previewTags(page, logoFiles, siteUrl) {
  const picture = previewable(page.picture) ? page.picture : logoFiles.shareImage;
  const image = new URL(picture.src, siteUrl).href;
  const type = picture.src.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return [
    h('meta', { property: 'og:image', content: image }),
    h('meta', { property: 'og:image:type', content: type }),
    h('meta', { property: 'og:image:width', content: picture.width }),
    h('meta', { property: 'og:image:height', content: picture.height }),
    picture.alt && h('meta', { property: 'og:image:alt', content: picture.alt }),
    h('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    h('meta', { name: 'twitter:image', content: image }),
    picture.alt && h('meta', { name: 'twitter:image:alt', content: picture.alt }),
  ];
}

/** The head's tags for one page: its title, the first screen's main picture (fetched before
 * anything else), its description and address, the link previews, the theme and the icons.
 * @param {Shared & { page: AppPage, mainPicture?: string }} args */
function headTags({ page, mainPicture, site, siteUrl, base, themeColour, logoFiles }) {
  const url = new URL(page.path === '/' ? '.' : page.path.slice(1), siteUrl).href;
  return [
    h('title', null, page.title),
    mainPicture &&
      h('link', { rel: 'preload', as: 'image', href: mainPicture, fetchPriority: 'high' }),
    h('meta', { name: 'description', content: page.description }),
    h('link', { rel: 'canonical', href: url }),
    h('meta', { property: 'og:type', content: 'website' }),
    h('meta', { property: 'og:site_name', content: site.name }),
    h('meta', { property: 'og:title', content: page.title }),
    h('meta', { property: 'og:description', content: page.description }),
    h('meta', { property: 'og:url', content: url }),
    h('meta', { name: 'twitter:title', content: page.title }),
    h('meta', { name: 'twitter:description', content: page.description }),
    ...previewTags(page, logoFiles, siteUrl),
    h('meta', { name: 'theme-color', content: themeColour }),
    ...logoFiles.favicons.map((icon) =>
      h('link', { rel: 'icon', href: `${base}/${icon.href}`, type: icon.type, sizes: icon.sizes }),
    ),
    h('link', { rel: 'manifest', href: `${base}/site.webmanifest` }),
    h('link', { rel: 'apple-touch-icon', href: `${base}/icons/apple-touch-icon.png` }),
    page.path === '/' &&
      h('script', {
        type: 'application/ld+json',
        dangerouslySetInnerHTML: { __html: clubJsonLd(site, siteUrl) },
      }),
  ];
}

/** The import map every page carries: self-hosted, the hashes of every script but the entries'
 * modules (a news post's, a gala's, a swimmer's: the site's own content from its own origin),
 * which would put hundreds of hashes on every page. One map for all pages, so one inline-script
 * hash in the Content-Security-Policy (headers.mjs).
 * @param {ImportMap} importMap @param {string[]} entryModules @returns {ImportMap} */
export function pageImportMap(importMap, entryModules) {
  if (!importMap.integrity) return importMap;
  const entries = new Set(entryModules);
  return {
    ...importMap,
    integrity: Object.fromEntries(
      Object.entries(importMap.integrity).filter(([url]) => !entries.has(url)),
    ),
  };
}

/** The page's start modules (module-graph.mjs), each with its hash when the import map has one. */
/** @param {string[]} urls @param {ImportMap} importMap */
const moduleTags = (urls, importMap) =>
  urls.map((url) =>
    h('link', { rel: 'modulepreload', href: url, integrity: importMap.integrity?.[url] }),
  );

// Most tags are on every page (a module, an icon): each is rendered once. (Rendered together,
// React 19 would move the head's tags about, as it does for a page's <title> and <meta>.)
/** @type {Map<string, string>} */
const drawn = new Map();
/** @param {ReactElement} tag @returns {string} */
const tagHtml = (tag) => {
  const key = JSON.stringify([tag.type, tag.props]);
  if (!drawn.has(key)) {
    if (drawn.size > 10_000) drawn.clear(); // the preview runs for hours
    drawn.set(key, renderToStaticMarkup(tag));
  }
  return /** @type {string} */ (drawn.get(key));
};

// One tag a line, as in index.html.
/** @param {(ReactElement | false | undefined | '')[]} tags */
const markup = (tags) =>
  /** @type {ReactElement[]} */ (tags.filter(Boolean)).map(tagHtml).join('\n    ');

/**
 * `page`: { path, title, description, picture? }; `app`: its rendered app; `modules`: its start
 * modules; `notFound`: the 404 page. `shared`: what every page has: the shell (index.html), the
 * site, its address and base path, the theme colour, the logo step's files, the pages' import map
 * (pageImportMap), the e-mail service's origin, and the HTML of the icon sprite and the notices.
 * @param {{ page: AppPage, app: string, modules: string[], notFound?: boolean }} drawn
 * @param {Shared} shared
 */
export function pageHtml({ page, app, modules, notFound = false }, shared) {
  const { shell, importMap, emailOrigin, base, icons, notices } = shared;
  // The first screen's main picture is the one the app marks fetchpriority="high".
  const src = app.match(/<img[^>]*fetchpriority="high"[^>]*>/i)?.[0].match(/src="([^"]+)"/)?.[1];
  const mainPicture = src && decodeHTMLAttribute(src);
  /** @type {Record<string, string>} */
  const values = {
    base,
    head: markup(headTags({ ...shared, page, mainPicture })),
    importmap: JSON.stringify(importMap),
    preload: markup(moduleTags(modules, importMap)),
    icons,
    notices,
    app,
  };
  // Each of the shell's placeholders filled once, in one pass: a value is never searched for
  // another's placeholder (nor copied again for each: a gala's page is 100 KB).
  let html = shellParts(shell)
    .map((part, i) => (i % 2 ? (values[part] ?? `{{${part}}}`) : part))
    .join('');
  // Marked, so the app keeps it "not found" at whatever address the host served it for.
  if (notFound) html = html.replace('<div id="root">', '<div id="root" data-not-found>');
  // The policy's placeholder comes first, before any value.
  return html.replace('{{csp}}', () => contentSecurityPolicy(html, importMap, emailOrigin));
}

/** The page with the build's moment, if its render read it, just after its charset:
 * lib/build-info.js reads it in the browser (a moment in that module would change every page).
 * @param {string} html @param {number} [drawnAt] */
export const withMoment = (html, drawnAt) =>
  drawnAt === undefined
    ? html
    : html.replace(
        '<meta charset="utf-8">',
        `$&<meta name="built-at" content="${new Date(drawnAt).toISOString()}">`,
      );

/** index.html split at its {{placeholders}}: text, name, text, name, …, text. */
let split = { shell: '', parts: [''] };
const shellParts = (/** @type {string} */ shell) =>
  (split.shell === shell ? split : (split = { shell, parts: shell.split(/\{\{(\w+)\}\}/) })).parts;
