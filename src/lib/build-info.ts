// When and for which address the site was built. The build replaces this module in dist/ with
// the address fixed (scripts/build/build-info.mjs). The moment is written into each page whose
// render reads it (<meta name="built-at">), so waking the page up decides "upcoming" as the
// HTML made in Node did (no hydration mismatch); components then follow the visitor's clock.
// It is not in this module: one that changed every build would change every page (its hash is
// in the self-hosted import map), and no page could be left as the last build wrote it.
import { site } from '../content/site.js';

export const buildInfo = {
  /**
   * The moment this page was drawn for, in milliseconds since 1970 (UTC); now where no page says.
   */
  builtAt:
    Date.parse(
      globalThis.document?.querySelector('meta[name="built-at"]')?.getAttribute('content') ?? '',
    ) || Date.now(),
  /** The site's public address, ending in / (SITE_URL when the build was given one). */
  siteUrl: site.url,
};
