// content/accessibility.yaml: the accessibility statement (/accessibility).
import { z } from 'zod';
import { isoDate, paragraphs, text, textList, webLink, pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/accessibility', file: 'AccessibilityPage' };

const listSection = z.strictObject({ heading: text, intro: text, items: textList });

export const accessibilitySchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: paragraphs,
  canDo: z.strictObject({ lead: text, items: textList }),
  standard: z.strictObject({ heading: text, paragraphs }),
  testing: listSection,
  limitations: listSection,
  /** The club's general e-mail address (site.yaml) follows contactPrompt. */
  reporting: z.strictObject({ heading: text, paragraphs, contactPrompt: text }),
  enforcement: z.strictObject({ heading: text, paragraphs, linkPrompt: text, adviceService: webLink }),
  updated: isoDate,
  /** "{date}" is filled in. */
  updatedLine: text,
});
export type Accessibility = z.output<typeof accessibilitySchema>;
