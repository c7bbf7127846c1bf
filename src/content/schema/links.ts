// content/links.yaml: the Links page's groups. A link goes to another website (https://…) or
// to one of the club's documents in public/documents/ (documents/…).
import { z } from 'zod';
import { text, pageFields } from './fields.js';
import { linkTarget } from './link-fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/links', file: 'LinksPage' };

export const linkItemSchema = z.strictObject({
  name: text,
  url: linkTarget,
  description: text.optional(),
});

export const linksSchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: text,
  groups: z.array(
    z.strictObject({
      /**
       * A short name for the group, used in its address on the page (#id): letters only, unique.
       */
      id: z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, {
        error: 'should be one word of letters, like usefulPdfs',
      }),
      heading: text,
      intro: text.optional(),
      links: z.array(linkItemSchema),
    }),
  ),
});
export type Links = z.output<typeof linksSchema>;
export type LinkGroup = Links['groups'][number];
export type LinkItem = z.output<typeof linkItemSchema>;
