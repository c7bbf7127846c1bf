// content/policies.yaml: the club's policies and codes, grouped by kind, each a file in
// public/documents/ with a one-line summary and the date of its current version.
import { z } from 'zod';
import { isoDate } from './date-fields.js';
import { paragraphs, text, pageFields } from './fields.js';
import { documentPath } from './link-fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/policies', file: 'PoliciesPage' };

export const policiesSchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: paragraphs,
  versionLabel: text,
  /** Words before the club's general e-mail address, at the end of the page. */
  contactPrompt: text,
  /** Said when there are no documents yet (kinds: []). */
  noDocuments: text.optional(),
  kinds: z.array(
    z.strictObject({
      kind: text,
      documents: z
        .array(z.strictObject({ title: text, summary: text, version: isoDate, file: documentPath }))
        .min(1, { error: 'needs at least one document' }),
    }),
  ),
});

export type Policies = z.output<typeof policiesSchema>;
