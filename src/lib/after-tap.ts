import { createContext } from 'react';

/**
 * True for a page drawn after the visitor has moved from the first page (App provides it):
 * such a page draws its first screen first (BelowTheFold). False for the first page, which
 * React wakes up from the build's HTML exactly as written, and for a page drawn on its own.
 */
export const AfterTap = createContext(false);
