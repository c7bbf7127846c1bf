// content/privacy.yaml: the privacy notice (/privacy).
import { z } from 'zod';
import { checkedOn } from './date-fields.js';
import { paragraphs, partTexts, text, textList, webLink, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/privacy', file: 'PrivacyPage' };

export const privacySchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: paragraphs,
  /** Shown only while the site has its contact form (contact.yaml's EmailJS ids). */
  contactForm: z
    .strictObject({
      heading: text,
      intro: text,
      fields: textList,
      paragraphs,
      /** What the browser keeps of an unsent message: it must name the form's Clear button and
       * how long a draft is kept (checks.ts says if not). */
      draft: text,
      emailServicePolicy: webLink,
    })
    .optional(),
  /** A paragraph may speak of a part the site may lack: { text, onlyWith } (fields.ts). */
  visiting: z.strictObject({ heading: text, paragraphs: partTexts }),
  /** The club's general e-mail address (site.yaml) follows contactPrompt. */
  yourData: z.strictObject({ heading: text, paragraphs, contactPrompt: text }),
  complaints: z.strictObject({ heading: text, paragraphs, linkPrompt: text, regulator: webLink }),
  /** When this notice was last checked, or to be confirmed (no date shown, and a warning). */
  updated: checkedOn,
  /** "{date}" is filled in. */
  updatedLine: text,
});
export type Privacy = z.output<typeof privacySchema>;
