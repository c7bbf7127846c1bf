// The site's security policy, in one place. The pages step writes the Content-Security-Policy
// into every page's <meta> tag (all GitHub Pages allows); the headers step (headers.mjs) sends
// the same policy as a real header, with what only a header can say, to hosts that read
// dist/_headers (Netlify, Cloudflare Pages).
import { createHash } from 'node:crypto';
/** @import { ImportMap } from './types.js' */

/**
 * A page's Content-Security-Policy: scripts only from this site and the CDN in the import map,
 * the page's own inline scripts (the import map, index.html's) allowed by their hashes, mail
 * sent only to EmailJS.
 * @param {string} html @param {ImportMap} importMap @param {string} [emailOrigin]
 */
export function contentSecurityPolicy(html, importMap, emailOrigin) {
  const cdns = [
    ...new Set(
      Object.values(importMap.imports)
        .filter((u) => u.startsWith('https:'))
        .map((u) => new URL(u).origin),
    ),
  ];
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ];
  const hashes = inline.map((m) => scriptHash(m[1]));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...cdns, ...hashes].join(' '),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'", // squad colours are set per badge from content
    "img-src 'self' data:",
    "font-src 'self'",
    // The offline worker (src/sw/) fetches the CDN's libraries to keep them, under this policy.
    ["connect-src 'self'", emailOrigin, ...cdns].filter(Boolean).join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The manifest falls under default-src (WebKit logs an error for manifest-src).
    "form-action 'self'",
  ].join('; ');
}

// Every page has the same few inline scripts: each hashed once.
/** @type {Map<string, string>} */
const hashed = new Map();
/** @param {string} script @returns {string} */
const scriptHash = (script) => {
  if (!hashed.has(script)) {
    if (hashed.size > 1000) hashed.clear(); // the preview runs for hours
    hashed.set(script, `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return /** @type {string} */ (hashed.get(script));
};

/** What browsers accept only from a header, never from a <meta> tag: no site may frame ours. */
export const headerOnlyDirectives = ["frame-ancestors 'none'"];

/** Cross-Origin-Resource-Policy: other sites may not load the site's files into their pages
 * (same-origin), except its pictures, which feed readers and link previews show from elsewhere.
 * It governs only this site's own answers: the CDN's modules and EmailJS's replies are theirs. */
export const sharedFolders = ['images', 'icons'];

/** Sent with every file by hosts that read dist/_headers. */
export const securityHeaders = {
  // HTTPS only, for a year. Not includeSubDomains: a club's other addresses may not have HTTPS.
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Everything a page could ask the visitor for, and the site never does.
  'Permissions-Policy': [
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
};

/**
 * How long browsers may keep files without asking again. Pages and the site's own modules are
 * checked on every visit (a cheap "not modified" when unchanged), so a visitor never runs an old
 * module with a new page; pictures and documents keep their names when replaced, so a day.
 */
export const cacheControl = {
  revalidate: 'no-cache',
  keep: 'public, max-age=86400',
};
/** The top-level folders of dist/ that hold pictures and documents. */
export const keptFolders = ['images', 'icons', 'documents'];
