// content/records.yaml: the club records page. INTERIM (gpages): h-gdata's records.ts (the
// records typed by the volunteer, merged with the galas' own) replaces this file.
import { z } from 'zod';
import { pageFields } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/records', file: 'RecordsPage' };

export const recordsSchema = z.strictObject({ ...pageFields });
