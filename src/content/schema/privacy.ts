// content/privacy.yaml: the privacy notice (/privacy).
import { z } from 'zod';
import { isoDate, paragraphs, text, textList, webLink, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/privacy', file: 'PrivacyPage' };

export const privacySchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: paragraphs,
  contactForm: z.strictObject({
    heading: text,
    intro: text,
    fields: textList,
    paragraphs,
    /** What the browser keeps of an unsent message: it must name the form's Clear button and
     * how long a draft is kept (checks.ts says if not). */
    draft: text,
    emailServicePolicy: webLink,
  }),
  visiting: z.strictObject({ heading: text, paragraphs }),
  /** The club's general e-mail address (site.yaml) follows contactPrompt. */
  yourData: z.strictObject({ heading: text, paragraphs, contactPrompt: text }),
  complaints: z.strictObject({ heading: text, paragraphs, linkPrompt: text, regulator: webLink }),
  /** When this notice was last checked. */
  updated: isoDate,
  /** "{date}" is filled in. */
  updatedLine: text,
});
export type Privacy = z.output<typeof privacySchema>;
