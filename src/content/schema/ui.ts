// content/ui.yaml: words the site's controls use on every page (menu, slider, loading and error
// screens).
import { z } from 'zod';
import { text } from './fields.js';

export const uiSchema = z.strictObject({
  skipLink: text,
  mainNavigation: text,
  homeLink: text,
  /** The menu button's name; it says open or closed by itself (aria-expanded). */
  menuLabel: text,
  footerPartners: text,
  /** The hidden heading of the club's pages elsewhere (site.yaml, socialMedia) in the footer. */
  footerSocial: text,
  slider: z.strictObject({
    label: text,
    roleDescription: text,
    stripLabel: text,
    slideRoleDescription: text,
    previous: text,
    next: text,
    /** "{n}" and "{total}" are filled in. */
    slideLabel: text,
    goTo: text,
  }),
  /** Beside a venue's name when venues.yaml gives them: "{length} pool", "{lanes} lanes". */
  venuePool: text.default('{length} pool'),
  venueLanes: text.default('{lanes} lanes'),
  pageLoading: text,
  chunkFailed: z.strictObject({
    title: text,
    reasons: z.strictObject({ missing: text, timeout: text, error: text }),
    retry: text,
  }),
  error: z.strictObject({ title: text, help: text }),
});
export type Ui = z.output<typeof uiSchema>;
