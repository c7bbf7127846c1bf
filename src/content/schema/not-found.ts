// content/not-found.yaml: the page shown for an address the site does not have.
import { z } from 'zod';
import { pageFields, text } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/404', file: 'NotFoundPage' };
/** Never left out: hosts answer any unknown address with it. */
export const required = true;

export const notFoundSchema = z.strictObject({ ...pageFields, message: text, homeLink: text });
export type NotFound = z.output<typeof notFoundSchema>;
