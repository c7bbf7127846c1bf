// content/site.yaml: the club's name, addresses and site-wide settings.
import { z } from 'zod';
import { contact, optionalList, picture, sitePath, text, webAddress, webLink, whole, type Contact } from './fields.js';

const srcOf = (input: unknown) => (input as { src: string }).src;

/** A contact as the pages use it: `via` names the role whose address stands in for a role left out. */
export type Answered = Contact & { via?: string };

/** A club's own page on another site: not the site's front page (https://www.facebook.com/), which says nothing of the club. */
const clubPage = webAddress.refine((url) => !/^https?:\/\/[^/]+\/?$/.test(url), {
  error: (issue) =>
    `"${issue.input}" is the front page of ${String(issue.input).replace(/^https?:\/\/(www\.)?|\/$/g, '')}, not the club's page there: open the club's page, copy its address from the address bar, or delete this link`,
});

export const siteSchema = z.strictObject({
  name: text,
  shortName: text,
  town: text,
  county: text,
  /** The public address of the site, ending in "/". A sub-path works too: https://user.github.io/club-site/ */
  url: webAddress.refine((url) => url.endsWith('/'), { error: 'should end with /, like https://www.example.com/' }),
  /** The club's logo: the build makes the tab icon, app icons and link-preview card from it. */
  logo: picture.refine(({ src }) => /\.(svg|png|jpe?g|webp)$/i.test(src), {
    path: ['src'],
    error: (issue) => `"${srcOf(issue.input)}" cannot be the logo: give an SVG, PNG, JPEG or WebP picture (an SVG drawing looks sharpest at every size)`,
  }),
  /** Optional: a wide version (emblem and name together) for the header and the home page's banner. Without it they show the logo and the club's name as text. */
  logoWide: picture.optional(),
  /** Optional: a picture of your own for link previews (WhatsApp, Facebook, X) instead of the card the build makes from the logo. */
  shareImage: picture
    .refine(({ src }) => /\.(png|jpe?g)$/i.test(src), {
      path: ['src'],
      error: (issue) =>
        `"${srcOf(issue.input)}" cannot be shown in link previews: WhatsApp, Facebook and X show only PNG and JPEG pictures. Give a PNG or JPEG (best 1200 × 630 pixels), or delete shareImage and the build makes a preview card from the logo and the club's name`,
    })
    .optional(),
  /** A quality mark or award the club holds, beside the welcome on the home page. */
  qualityMark: picture.optional(),
  /** Only general is needed. A role left out is answered at the general address, and the pages say so (its role in brackets). */
  contacts: z
    .strictObject({ general: contact, membership: contact.optional(), volunteering: contact.optional(), wellbeing: contact.optional() })
    .transform(({ general, ...roles }) => {
      const answered = (role?: Contact): Answered => role ?? { ...general, via: general.role };
      return {
        general: general as Answered,
        membership: answered(roles.membership),
        volunteering: answered(roles.volunteering),
        wellbeing: answered(roles.wellbeing),
      };
    }),
  /** Optional: the club's own pages elsewhere (Facebook, Instagram, X, YouTube, TikTok), each shown by its name in the footer. */
  socialMedia: optionalList(z.strictObject({ name: text, url: clubPage })),
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
