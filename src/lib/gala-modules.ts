// Each gala and each swimmer is its own module (content/galas/<id>.js,
// content/swimmers/<slug>.js): a gala's page never downloads another gala's results.
import { entryLoader } from './entry-modules.js';
import type { Gala, Swimmer } from './gala-types.js';

export const loadGala = entryLoader<Gala>('galas', 'gala');
export const loadSwimmer = entryLoader<Swimmer>('swimmers', 'swimmer');

/** A gala's address and a swimmer's. */
export const galaPath = (id: string) => `/results/${id}`;
export const swimmerPath = (slug: string) => `/swimmers/${slug}`;
