// content/site.yaml: the club's name, addresses and site-wide settings.
import { z } from 'zod';
import { contact, optionalList, imagePath, picture, sitePath, text, webAddress, webLink, whole } from './fields.js';

export const siteSchema = z.strictObject({
  name: text,
  shortName: text,
  town: text,
  county: text,
  /** The public address of the site, ending in "/". A sub-path works too: https://user.github.io/club-site/ */
  url: webAddress.refine((url) => url.endsWith('/'), { error: 'should end with /, like https://www.example.com/' }),
  /** Picture shown in link previews (WhatsApp, Facebook). */
  shareImage: imagePath,
  logo: picture,
  logoWide: picture,
  /** A quality mark or award the club holds, beside the welcome on the home page. */
  qualityMark: picture.optional(),
  contacts: z.strictObject({ general: contact, membership: contact, volunteering: contact, wellbeing: contact }),
  socialMedia: webLink,
  /** Help from outside the club for anyone worried about a young person: People page and footer. */
  wellbeingLinks: z.array(webLink),
  footer: z.strictObject({
    copyrightYear: whole,
    /** On every page: who to tell about a worry (the Wellbeing and Protection Officer). */
    wellbeing: z.strictObject({ heading: text, contactPrompt: text, linksPrompt: text }),
    pages: z.array(z.strictObject({ title: text, path: sitePath })),
    /** Give `url` to make a partner's logo a link. None: no partners' part in the footer. */
    partners: optionalList(z.strictObject({ name: text, url: webAddress.optional(), logo: picture })),
  }),
});
export type Site = z.output<typeof siteSchema>;
export type Partner = Site['footer']['partners'][number];
