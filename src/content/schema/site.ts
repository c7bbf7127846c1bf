// content/site.yaml: the club's name, addresses and site-wide settings.
import { z } from 'zod';
import { contact, optionalList, picture, text, webAddress, webLink, whole } from './fields.js';
import { sitePath } from './link-fields.js';

const srcOf = (input: unknown) => (input as { src: string }).src;

/**
 * A contact's name in site.yaml, as content elsewhere names it (join.yaml's writeTo: membership).
 */
const contactName = /^[a-z][a-z0-9-]*$/;

/**
 * A club's own page on another site: not the site's front page (https://www.facebook.com/), which
 * says nothing of the club.
 */
const clubPage = webAddress.refine((url) => !/^https?:\/\/[^/]+\/?$/.test(url), {
  error: (issue) =>
    `"${issue.input}" is the front page of ` +
    `${String(issue.input).replace(/^https?:\/\/(www\.)?|\/$/g, '')}, not the club's page ` +
    "there: open the club's page, copy its address from the address bar, or delete this link",
});

export const siteSchema = z.strictObject({
  name: text,
  shortName: text,
  town: text,
  county: text,
  /**
   * The public address of the site, ending in "/". A sub-path works too:
   * https://user.github.io/club-site/
   */
  url: webAddress.refine((url) => url.endsWith('/'), {
    error: 'should end with /, like https://www.example.com/',
  }),
  /** The club's logo: the build makes the tab icon, app icons and link-preview card from it. */
  logo: picture.refine(({ src }) => /\.(svg|png|jpe?g|webp)$/i.test(src), {
    path: ['src'],
    error: (issue) =>
      `"${srcOf(issue.input)}" cannot be the logo: give an SVG, PNG, JPEG or WebP picture ` +
      '(an SVG drawing looks sharpest at every size)',
  }),
  /**
   * Optional: a wide version (emblem and name together) for the header and the home page's banner.
   * Without it they show the logo and the club's name as text.
   */
  logoWide: picture.optional(),
  /**
   * Optional: a picture of your own for link previews (WhatsApp, Facebook, X) instead of the card
   * the build makes from the logo.
   */
  shareImage: picture
    .refine(({ src }) => /\.(png|jpe?g)$/i.test(src), {
      path: ['src'],
      error: (issue) =>
        `"${srcOf(issue.input)}" cannot be shown in link previews: WhatsApp, Facebook and X ` +
        'show only PNG and JPEG pictures. Give a PNG or JPEG (best 1200 × 630 pixels), or ' +
        "delete shareImage and the build makes a preview card from the logo and the club's " +
        'name',
    })
    .optional(),
  /** A quality mark or award the club holds, beside the welcome on the home page. */
  qualityMark: picture.optional(),
  /** The roles people may write to, each under a name of the club's choosing (membership,
   * head-coach, galas…). general and wellbeing are needed; the Contact page lists them all, and
   * other pages name one with `writeTo` (general when they name none). */
  contacts: z
    .object({
      general: contact,
      // Scottish Swimming asks every affiliated club to name one.
      wellbeing: z.strictObject(contact.shape, {
        error: (issue) =>
          issue.input === undefined
            ? 'the Wellbeing and Protection Officer is missing: every club affiliated to ' +
              'Scottish Swimming must name one. Add their role and e-mail here, like ' +
              'wellbeing: { role: Wellbeing and Protection Officer, email: ' +
              'wellbeing@your-club.org.uk }'
            : undefined,
      }),
    })
    .catchall(contact)
    .superRefine((contacts, ctx) => {
      for (const name of Object.keys(contacts))
        if (!contactName.test(name))
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              `"${name}" cannot name a contact: write it in small letters, with hyphens for ` +
              'spaces, like head-coach',
          });
    }),
  /**
   * Optional: the club's own pages elsewhere (Facebook, Instagram, X, YouTube, TikTok), each shown
   * by its name in the footer.
   */
  socialMedia: optionalList(z.strictObject({ name: text, url: clubPage })),
  /** Help from outside the club for anyone worried about a young person: People page and footer. */
  wellbeingLinks: z.array(webLink),
  footer: z.strictObject({
    copyrightYear: whole,
    /** On every page: who to tell about a worry (the Wellbeing and Protection Officer). */
    wellbeing: z.strictObject({ heading: text, contactPrompt: text, linksPrompt: text }),
    pages: z.array(z.strictObject({ title: text, path: sitePath })),
    /** Give `url` to make a partner's logo a link. None: no partners' part in the footer. */
    partners: optionalList(
      z.strictObject({ name: text, url: webAddress.optional(), logo: picture }),
    ),
  }),
});
export type Site = z.output<typeof siteSchema>;
export type Partner = Site['footer']['partners'][number];
