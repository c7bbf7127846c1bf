// Builds the whole deployable site into dist/:
//   src/**/*.ts(x) → dist/**/*.js, one esbuild transform per file (no bundling of our code);
//   public/ and src's CSS copied; local library copies in dist/vendor/;
//   every route rendered to HTML in Node with the import map written into each page.
// Settings (see README): SITE_URL=https://host/sub/ overrides the URL in src/content/site.ts;
// --self-hosted (or SITE_MODULES=self-hosted) points pages at dist/vendor/ instead of the CDN;
// --out=DIR builds elsewhere (inside this folder, where Node finds the libraries);
// --content=DIR reads the content from another folder (the tests' broken examples).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { writeHeaders } from './build/headers.mjs';
import { contentSecurityPolicy } from './build/security-policy.mjs';
import { listFiles, readJson } from './files.mjs';
import { cachedVendor } from './vendor.mjs';
import { buildMoment } from './build/build-info.mjs';
import { loadContent, writeContentModules } from './build/content.mjs';
import { reportProblems } from './build/content-messages.mjs';
import { buildWhatsOn, newsPostPages, noticesHtml } from './build/whats-on.mjs';
import { buildTrainingCalendars } from './build/training-calendar.mjs';
import { moduleGraph } from './build/module-graph.mjs';

// Production React renders the same HTML as development React, several times faster (no
// development checks on each of 200 news pages). Set before React loads, hence the imports here.
process.env.NODE_ENV ??= 'production';
const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');
const { prerenderToNodeStream } = await import('react-dom/static');
const { Router } = await import('wouter');

const args = process.argv.slice(2);
const finalDir = args.find((a) => a.startsWith('--out='))?.slice(6) ?? 'dist';
// Built beside the old site and swapped in at the end, so a failed build leaves it as it was.
const outDir = join('.cache', 'staging', finalDir.replace(/[\\/]/g, '_'));
const contentDir = args.find((a) => a.startsWith('--content='))?.slice(10) ?? 'content';
const selfHosted = args.includes('--self-hosted') || process.env.SITE_MODULES === 'self-hosted';

async function transformSource() {
  const files = await listFiles('src');
  // src/content/ holds the schemas, which only the build runs: the content itself arrives as
  // modules made by the content step.
  const code = files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.startsWith('content/'));
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
    // SHA-256 (as strong as SRI needs): 20 characters shorter per file than SHA-384, which with
    // ~90 files kept the home page's HTML over what a connection's first round trip carries.
    integrity[`${base}/${file}`] = `sha256-${createHash('sha256').update(await readFile(join(outDir, file))).digest('base64')}`;
  }
  return { ...importMap, integrity };
}

async function prerender(importMap, content, builtAt) {
  const dist = (file) => pathToFileURL(resolve(outDir, file)).href;
  const { site } = await import(dist('content/site.js'));
  // What the pages step takes from the app: the page list, the app, and how a title is written.
  const { App } = await import(dist('App.js'));
  const { sitePages, singlePages, notFoundPage } = await import(dist('page-list.js'));
  const { pageTitle } = await import(dist('lib/page-title.js'));
  const siteUrl = new URL(process.env.SITE_URL ?? site.url);
  const base = siteUrl.pathname.replace(/\/$/, '');
  const shell = await readFile('index.html', 'utf8');
  const { contact } = await import(dist('content/contact.js'));
  const importMapText = JSON.stringify(importMap);
  const emailOrigin = new URL(contact.emailService.origin).origin;
  // The modules a page needs at start: its own module, main.js and everything they import,
  // libraries included, so each page can ask for all of them at once instead of discovering
  // them import by import; in the order the start-up script in index.html runs them, main.js
  // last. Worked out once per page module: every news post shares NewsPostPage's.
  const graph = moduleGraph({ outDir, importMap, base });
  const startOf = new Map();
  const startModules = async (page) => {
    const seen = new Set();
    const ordered = await graph(`pages/${page}.js`, seen);
    return [...ordered, ...(await graph('main.js', seen))];
  };
  const preloadsFor = async (sitePage, extra = []) =>
    (await (startOf.get(sitePage.file) ?? startOf.set(sitePage.file, startModules(sitePage.file)).get(sitePage.file)))
      .flatMap((url) => (url.endsWith('/main.js') ? [...extra, url] : [url]))
      .map((url) => {
        const integrity = importMap.integrity?.[url];
        return `<link rel="modulepreload" href="${url}"${integrity ? ` integrity="${integrity}"` : ''}>`;
      });
  const posts = await newsPostPages({ outDir, base, news: content.news });
  const notices = await noticesHtml({ outDir, notices: content.notices, now: builtAt, base });
  const { IconSprite } = await import(dist('components/IconSprite.js'));
  const icons = renderToStaticMarkup(createElement(IconSprite));
  const themeColour = (await readFile('src/styles/site.css', 'utf8')).match(/--navy:\s*(#[0-9a-f]{6})/i)[1];
  await writeAppIcons(site, base, themeColour);

  // `meta` (a news post's page): its own title, description, picture and module.
  // React's prerender waits for every page's code and content to arrive, as a visitor's browser would.
  const renderApp = async (path) => {
    const { prelude } = await prerenderToNodeStream(createElement(Router, { base, ssrPath: base + path }, createElement(App)));
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return html;
  };
  const page = async (sitePage, path, meta = {}) => {
    const preloads = await preloadsFor(sitePage, meta.modules);
    const app = await renderApp(path);
    const words = content[sitePage.content];
    const url = new URL(path === '/' ? '.' : path.slice(1), siteUrl).href;
    const title = pageTitle(meta.title ?? words.title);
    const description = escapeHtml(meta.description ?? words.description);
    const image = new URL(meta.image ?? site.shareImage, siteUrl).href;
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
    if (path === '/') head.push(`<script type="application/ld+json">${clubJsonLd(site, siteUrl)}</script>`);
    const html = shell
      .replaceAll('{{base}}', base)
      .replace('{{title}}', escapeHtml(title))
      .replace('{{head}}', head.join('\n    '))
      .replace('{{importmap}}', importMapText)
      .replace('{{preload}}', preloads.join('\n    '))
      .replace('{{icons}}', icons)
      .replace('{{notices}}', notices)
      .replace('{{app}}', app);
    return html.replace('{{csp}}', contentSecurityPolicy(html, importMap, emailOrigin));
  };

  // Each page written while the next is rendered, not one after the other.
  const writes = [];
  const write = async (path, html) => {
    await mkdir(dirname(htmlFileFor(path)), { recursive: true });
    await writeFile(htmlFileFor(path), html);
  };
  const pages = singlePages;
  for (const sitePage of pages) writes.push(write(sitePage.path, await page(sitePage, sitePage.path)));
  const newsPostPage = sitePages.find((p) => p.content === 'news');
  for (const post of posts) writes.push(write(post.path, await page(newsPostPage, post.path, post)));
  await Promise.all(writes);
  // Marked, so the app keeps it "not found" at whatever address the host served it for.
  const notFoundHtml = (await page(notFoundPage, '/404')).replace('<div id="root">', '<div id="root" data-not-found>');
  await writeFile(join(outDir, '404.html'), notFoundHtml);

  const paths = [...pages.map((p) => p.path), ...posts.map((p) => p.path)];
  const urls = paths.map((path) => `  <url><loc>${new URL(path === '/' ? '.' : path.slice(1), siteUrl).href}</loc></url>`);
  await writeFile(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`);
  return pages.length + posts.length;
}

const started = performance.now();
// One moment for the whole build: what is upcoming, current, and in the calendars' stamps.
const builtAt = buildMoment();
// The code is transformed into the staging folder while the content is checked (dist/ is
// touched only at the end, so a content mistake still leaves the last good site).
await rm(outDir, { recursive: true, force: true });
const [{ content, modules, problems }] = await Promise.all([loadContent({ contentDir, builtAt }), transformSource()]);
if (problems.length) {
  await reportProblems(problems);
  process.exit(1);
}
await writeContentModules(modules, outDir);
const photosMade = await makePhotoVariants();
const { site } = await import(pathToFileURL(resolve(outDir, 'content/site.js')).href);
const base = new URL(process.env.SITE_URL ?? site.url).pathname;
await buildWhatsOn({ outDir, content, siteUrl: new URL(process.env.SITE_URL ?? site.url).href, builtAt });
await buildTrainingCalendars({ outDir, content, siteUrl: new URL(process.env.SITE_URL ?? site.url).href, built: (f) => import(pathToFileURL(resolve(outDir, f)).href) });
const local = await cachedVendor({ outDir: join(outDir, 'vendor'), urlPrefix: `${base}vendor/` });
const pages = await prerender(
  selfHosted ? await withIntegrity(local, base.replace(/\/$/, '')) : await readJson('importmap.json'),
  content,
  builtAt,
);
await writeHeaders(outDir);
await rm(finalDir, { recursive: true, force: true });
await mkdir(dirname(resolve(finalDir)), { recursive: true });
await rename(outDir, finalDir);
const ms = Math.round(performance.now() - started);
console.log(
  `Built ${pages} pages + 404 into ${finalDir}/ (${selfHosted ? 'self-hosted libraries' : 'CDN import map'}, ${photosMade} photo copies made) in ${ms} ms`,
);
