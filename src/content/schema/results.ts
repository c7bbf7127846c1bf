// content/results.yaml: the results pages' settings and words. INTERIM (gpages): h-gdata's
// results.ts replaces this file; the `pages:` block (galaPagesWords, schema/galas.ts) is
// gpages's and stays.
import { z } from 'zod';
import { optionalText, pageFields } from './fields.js';
import { galaPagesWords } from './galas.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/results', file: 'ResultsPage' };

const words = z.record(z.string(), optionalText);

export const resultsSchema = z.strictObject({
  ...pageFields,
  statuses: words,
  strokes: words,
  genders: words,
  rounds: words,
  pools: words,
  // gpages: the words of the results pages.
  pages: galaPagesWords,
});
export type Results = z.output<typeof resultsSchema>;
