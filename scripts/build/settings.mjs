// The build's settings, from its command line and environment (docs/architecture.md#settings):
//   --out=DIR builds elsewhere (inside this folder, where Node finds the libraries);
//   --content=DIR reads the content from another folder (the tests' broken examples), --public=DIR
//   the pictures and documents (the tests of the volunteer's guide add the files it names);
//   --self-hosted (or SITE_MODULES=self-hosted) points pages at dist/vendor/ instead of the CDN;
//   --no-offline leaves the offline worker out (the preview; tests that measure a first visit);
//   SITE_URL=https://host/sub/ overrides the address in content/site.yaml.

/** @param {string[]} args the command's, after `node scripts/build.mjs` */
export function buildSettings(args = process.argv.slice(2)) {
  const setting = (/** @type {string} */ name) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    finalDir: setting('out') ?? 'dist',
    contentDir: setting('content') ?? 'content',
    publicDir: setting('public') ?? 'public',
    selfHosted: args.includes('--self-hosted') || process.env.SITE_MODULES === 'self-hosted',
    offline: !args.includes('--no-offline'),
  };
}

/** The address the site is built for, and its path below the host: '' at a domain's root,
 * '/club' below it.
 * @param {{ url: string }} site content/site.yaml */
export function siteAddress(site) {
  const siteUrl = new URL(process.env.SITE_URL ?? site.url);
  return { siteUrl, base: siteUrl.pathname.replace(/\/$/, '') };
}
