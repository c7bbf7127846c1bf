// The colours the pages are drawn in: the custom properties the build writes from a brand.yaml
// (scripts/test/transform.mjs writes each content set's as styles/brand.css beside its modules).

/** Replaces the colours in use with those in the stylesheet at `href`, once it has loaded. */
export async function loadBrand(href: string): Promise<void> {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error(`no colours at ${href}`)));
  });
  const old = document.querySelector('link[data-brand-css]');
  link.dataset.brandCss = '';
  // Before the site's stylesheet, as in the built site (where its rule heads the same file).
  document.head.prepend(link);
  await loaded;
  old?.remove();
}
