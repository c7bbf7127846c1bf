import { useEffect } from 'react';
import { notFound } from '../content/not-found.js';
import { pageTitle } from './page-title.js';

/** An entry page's browser-tab title (a post's, a gala's, a swimmer's), or "not found" when the
 * address has no entry; set once the entry has arrived, as the build set it in the HTML. */
export function useEntryTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title ?? notFound.title);
  }, [title]);
}
