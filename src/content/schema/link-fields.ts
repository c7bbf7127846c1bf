// Where content's links lead: a page of this site, a part of one, a document in
// public/documents/, or another website (webAddress, in fields.ts). Each says what is wrong in
// plain English.
import { z } from 'zod';
import { missingOr, publicFiles, quoted, webAddress } from './fields.js';

/** A page of this site, e.g. /privacy. */
export const sitePath = z
  .string({ error: missingOr('should be an address on this site') })
  .regex(/^\/[a-z0-9/-]*$/, {
    error: missingOr(
      'is not an address on this site; it should start with / and look like /privacy',
    ),
  });

/** Where an event's or a notice's link goes: a page of this site, a part of one (/join#trials:
 * the part's id, as the page's address shows it), or another website. */
export const pageOrWebAddress = z.union(
  [z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/), webAddress],
  {
    error: (issue) =>
      `${quoted(issue.input)} is neither a page of this site (like /join, or /join#trials ` +
      'for a part of it) nor a web address (https://…)',
  },
);

/** A file in public/documents/, e.g. documents/constitution.pdf. */
export const documentPath = z
  .string({ error: missingOr('should name a document, like documents/constitution.pdf') })
  .regex(/^documents\//, {
    error: missingOr(
      'should name a file in public/documents/, starting documents/, like ' +
        'documents/constitution.pdf',
    ),
  })
  .refine((file) => publicFiles.documents.has(file), {
    error: (issue) =>
      `there is no document ${quoted(issue.input)} in public/: put the file in ` +
      'public/documents/ and write its name here, like documents/constitution.pdf (check the ' +
      'spelling)',
  });

/** Where a link goes: another website (https://…) or one of the club's documents (documents/…). */
export const linkTarget = z.union([webAddress, documentPath], {
  error: (issue) =>
    typeof issue.input === 'string' && issue.input.startsWith('documents/')
      ? `there is no document "${issue.input}" in public/documents/: put the file there, or ` +
        'check the spelling'
      : `${quoted(issue.input)} is neither a web address (https://…) nor a document (documents/…)`,
});
