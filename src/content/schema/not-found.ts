// content/not-found.yaml: the page shown for an address the site does not have.
import { z } from 'zod';
import { pageFields, text } from './fields.js';

export const notFoundSchema = z.strictObject({ ...pageFields, message: text, homeLink: text });
export type NotFound = z.output<typeof notFoundSchema>;
