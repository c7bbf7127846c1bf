// content/accessibility.yaml: the accessibility statement (/accessibility).
import { z } from 'zod';
import { checkedOn } from './date-fields.js';
import { paragraphs, partTexts, text, webLink, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/accessibility', file: 'AccessibilityPage' };

/** An item may speak of a part the site may lack: { text, onlyWith } (fields.ts). */
const listSection = z.strictObject({ heading: text, intro: text, items: partTexts });

export const accessibilitySchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: paragraphs,
  canDo: z.strictObject({ lead: text, items: partTexts }),
  standard: z.strictObject({ heading: text, paragraphs }),
  testing: listSection,
  limitations: listSection,
  /** The club's general e-mail address (site.yaml) follows contactPrompt. */
  reporting: z.strictObject({ heading: text, paragraphs, contactPrompt: text }),
  enforcement: z.strictObject({
    heading: text,
    paragraphs,
    linkPrompt: text,
    adviceService: webLink,
  }),
  /** When this statement was last checked, or to be confirmed (no date shown, and a warning). */
  updated: checkedOn,
  /** "{date}" is filled in. */
  updatedLine: text,
});
export type Accessibility = z.output<typeof accessibilitySchema>;
