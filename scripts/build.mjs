// Builds the whole deployable site into dist/:
//   src/**/*.ts(x) → dist/**/*.js, one esbuild transform per file (no bundling of our code);
//   public/ and src's CSS copied; local library copies in dist/vendor/;
//   every route rendered to HTML in Node with the import map written into each page.
// Settings (see README): SITE_URL=https://host/sub/ overrides the URL in src/content/site.ts;
// --self-hosted (or SITE_MODULES=self-hosted) points pages at dist/vendor/ instead of the CDN;
// --out=DIR builds elsewhere (inside this folder, where Node finds the libraries).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { listFiles, readJson } from './files.mjs';
import { buildVendor } from './vendor.mjs';

const args = process.argv.slice(2);
const outDir = args.find((a) => a.startsWith('--out='))?.slice(6) ?? 'dist';
const selfHosted = args.includes('--self-hosted') || process.env.SITE_MODULES === 'self-hosted';

async function transformSource() {
  const files = await listFiles('src');
  const code = files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  await esbuild.build({
    entryPoints: code.map((f) => join('src', f)),
    outdir: outDir,
    outbase: 'src',
    bundle: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    logLevel: 'warning',
  });
  const assets = files.filter((f) => !/\.tsx?$/.test(f));
  await Promise.all(assets.map((f) => copyInto(join('src', f), join(outDir, f))));
  await Promise.all((await listFiles('public')).map((f) => copyInto(join('public', f), join(outDir, f))));
}

// Photos a volunteer drops into public/images/ become AVIF and WebP copies at the widths
// src/lib/image-variants.ts names. Each result is kept in .cache/images/ under a hash of the
// source, so a rebuild only redoes photos that changed.
async function makePhotoVariants() {
  const { isPhoto, variantFormats, variantPath, variantWidths } = await import(pathToFileURL(resolve(outDir, 'lib/image-variants.js')).href);
  const sharp = (await import('sharp')).default;
  let made = 0;
  for (const file of (await listFiles('public')).filter(isPhoto)) {
    const source = await readFile(join('public', file));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    const { width } = await sharp(source).metadata();
    for (const w of variantWidths(width)) {
      for (const format of variantFormats) {
        const cached = join('.cache', 'images', `${hash}-${w}.${format}`);
        if (!(await stat(cached).catch(() => null))) {
          await mkdir(dirname(cached), { recursive: true });
          await sharp(source).resize(w).toFormat(format, { quality: format === 'avif' ? 50 : 75 }).toFile(cached);
          made++;
        }
        await copyInto(cached, join(outDir, variantPath(file, w, format)));
      }
    }
  }
  return made;
}

async function copyInto(from, to) {
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

// Same file name for "/" and "/about": dist/index.html, dist/about/index.html.
const htmlFileFor = (path) => join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

// What search engines read about the club (schema.org), on the home page.
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
    sameAs: [site.socialMedia.url],
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

// "Add to home screen": PNG icons drawn from the SVG icon, and the web app manifest.
async function writeAppIcons(site, base, themeColour) {
  const sharp = (await import('sharp')).default;
  await mkdir(join(outDir, 'icons'), { recursive: true });
  const sizes = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };
  for (const [file, size] of Object.entries(sizes)) {
    await sharp('public/images/icon.svg', { density: 300 }).resize(size, size).png().toFile(join(outDir, 'icons', file));
  }
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    start_url: `${base}/`,
    scope: `${base}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColour,
    icons: [192, 512].map((size) => ({ src: `${base}/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' })),
  };
  await writeFile(join(outDir, 'site.webmanifest'), JSON.stringify(manifest, null, 2) + '\n');
}

// Self-hosted mode: every script file is listed with its hash, so the browser refuses a file
// that was changed on the host.
async function withIntegrity(importMap, base) {
  const integrity = {};
  for (const file of (await listFiles(outDir)).filter((f) => f.endsWith('.js'))) {
    integrity[`${base}/${file}`] = `sha384-${createHash('sha384').update(await readFile(join(outDir, file))).digest('base64')}`;
  }
  return { ...importMap, integrity };
}

// The page's Content-Security-Policy: scripts only from this site and the CDN in the import
// map, the page's own inline scripts (the import map, index.html's) allowed by their hashes,
// mail sent only to EmailJS.
function contentSecurityPolicy(html, importMap, emailOrigin) {
  const cdns = [...new Set(Object.values(importMap.imports).filter((u) => /^https:/.test(u)).map((u) => new URL(u).origin))];
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
  const hashes = inline.map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...cdns, ...hashes].join(' '),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'", // squad colours are set per badge from content
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'", // the manifest falls under default-src (WebKit logs an error for manifest-src)
  ].join('; ');
}

// The modules a page needs at start (its own module, main.js and everything they import,
// libraries included), so each page can ask for all of them at once instead of discovering
// them import by import. Listed each after the modules it imports, main.js last: the start-up
// script in index.html runs them in this order, one at a time.
async function startModules(importMap, base, page) {
  const seen = new Set();
  const ordered = [];
  const visit = async (url, file) => {
    if (seen.has(url)) return;
    seen.add(url);
    if (file) {
      const code = await readFile(join(outDir, file), 'utf8');
      // Static imports only: `import(…)` loads on demand and is not preloaded.
      for (const [, spec] of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*${},\s]*?from\s*)?["']([^"']+)["']/g)) {
        const target = spec.startsWith('.') ? new URL(spec, `http://site${url}`).pathname : importMap.imports[spec];
        if (!target) continue;
        const local = target.startsWith(`${base}/`) ? target.slice(base.length + 1) : null;
        await visit(target, local);
      }
    }
    ordered.push(url);
  };
  await visit(`${base}/pages/${page}.js`, `pages/${page}.js`);
  await visit(`${base}/main.js`, 'main.js');
  return ordered;
}

async function prerender(importMap) {
  const dist = (file) => pathToFileURL(resolve(outDir, file)).href;
  const { site } = await import(dist('content/site.js'));
  const { App, routes, notFound } = await import(dist('App.js'));
  const { pageTitle } = await import(dist('lib/page-title.js'));
  const { pageDescriptions } = await import(dist('content/page-descriptions.js'));
  const siteUrl = new URL(process.env.SITE_URL ?? site.url);
  const base = siteUrl.pathname.replace(/\/$/, '');
  const shell = await readFile('index.html', 'utf8');
  const { contact } = await import(dist('content/contact.js'));
  const importMapText = JSON.stringify(importMap);
  const emailOrigin = new URL(contact.emailService.origin).origin;
  const preloadsFor = async (route) =>
    (await startModules(importMap, base, route.page)).map((url) => {
      const integrity = importMap.integrity?.[url];
      return `<link rel="modulepreload" href="${url}"${integrity ? ` integrity="${integrity}"` : ''}>`;
    });
  const { loadPage } = await import(dist('lib/page-modules.js'));
  for (const route of [...routes, notFound]) await loadPage(route.page);
  const themeColour = (await readFile('src/styles/site.css', 'utf8')).match(/--navy:\s*(#[0-9a-f]{6})/i)[1];
  await writeAppIcons(site, base, themeColour);

  const page = async (route, path) => {
    const preloads = await preloadsFor(route);
    const app = renderToString(createElement(Router, { base, ssrPath: base + path }, createElement(App)));
    const url = new URL(path === '/' ? '.' : path.slice(1), siteUrl).href;
    const title = pageTitle(route.name);
    const description = escapeHtml(pageDescriptions[route.name]);
    const image = new URL(site.shareImage, siteUrl).href;
    const head = [
      `<meta name="description" content="${description}">`,
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:image" content="${image}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${escapeHtml(title)}">`,
      `<meta name="twitter:description" content="${description}">`,
      `<meta name="twitter:image" content="${image}">`,
      `<meta name="theme-color" content="${themeColour}">`,
      `<link rel="manifest" href="${base}/site.webmanifest">`,
      `<link rel="apple-touch-icon" href="${base}/icons/apple-touch-icon.png">`,
    ];
    // The first screen's main picture (marked fetchpriority="high") is fetched before anything else.
    const lcp = app.match(/<img[^>]*fetchpriority="high"[^>]*>/i)?.[0].match(/src="([^"]+)"/)?.[1];
    if (lcp) head.unshift(`<link rel="preload" as="image" href="${lcp}" fetchpriority="high">`);
    if (route.path === '/') head.push(`<script type="application/ld+json">${clubJsonLd(site, siteUrl)}</script>`);
    const html = shell
      .replaceAll('{{base}}', base)
      .replace('{{title}}', escapeHtml(title))
      .replace('{{head}}', head.join('\n    '))
      .replace('{{importmap}}', importMapText)
      .replace('{{preload}}', preloads.join('\n    '))
      .replace('{{app}}', app);
    return html.replace('{{csp}}', contentSecurityPolicy(html, importMap, emailOrigin));
  };

  for (const route of routes) {
    await mkdir(dirname(htmlFileFor(route.path)), { recursive: true });
    await writeFile(htmlFileFor(route.path), await page(route, route.path));
  }
  await writeFile(join(outDir, '404.html'), await page(notFound, '/404'));

  const urls = routes.map((r) => `  <url><loc>${new URL(r.path === '/' ? '.' : r.path.slice(1), siteUrl).href}</loc></url>`);
  await writeFile(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`);
  return routes.length;
}

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
await transformSource();
const photosMade = await makePhotoVariants();
const { site } = await import(pathToFileURL(resolve(outDir, 'content/site.js')).href);
const base = new URL(process.env.SITE_URL ?? site.url).pathname;
const local = await buildVendor({ outDir: join(outDir, 'vendor'), urlPrefix: `${base}vendor/` });
await writeFile(join(outDir, 'vendor', 'importmap.json'), JSON.stringify(local, null, 2) + '\n');
const pages = await prerender(selfHosted ? await withIntegrity(local, base.replace(/\/$/, '')) : await readJson('importmap.json'));
const ms = Math.round(performance.now() - started);
console.log(
  `Built ${pages} pages + 404 into ${outDir}/ (${selfHosted ? 'self-hosted libraries' : 'CDN import map'}, ${photosMade} photo copies made) in ${ms} ms`,
);
