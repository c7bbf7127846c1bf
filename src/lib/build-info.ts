// When and for which address the site was built. The build replaces this module in dist/ with
// fixed values (scripts/build/build-info.mjs), so the HTML made in Node and the first render in
// the browser agree (no hydration mismatch); components then follow the visitor's clock.
import { site } from '../content/site.js';

export const buildInfo = {
  /** The moment of the build, in milliseconds since 1970 (UTC). */
  builtAt: Date.now(),
  /** The site's public address, ending in / (SITE_URL when the build was given one). */
  siteUrl: site.url,
};
