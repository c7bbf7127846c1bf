// A news post's date and its file name must agree.
import type { Content, Problem } from './checks.js';

/** A post's file name starts with its date: the post's address (and its id in the feed) is
 * the file name, so a date that disagrees would put one date in the address and another on the
 * page. */
export function postDates({ news }: Content): Problem[] {
  return (news ?? []).flatMap((post, i) => {
    if (post.slug.startsWith(`${post.date}-`)) return [];
    const named = post.slug.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
    const message = named
      ? `the post's date is ${post.date}, but its file name starts with ${named}; they must be ` +
        'the same. Correct whichever is wrong (if the post is already on the site, keep its ' +
        'file name: its address is made from it)'
      : `the file name must start with the post's date, like ${post.date}-${post.slug}.md`;
    return [{ collection: 'news', path: [i, 'date'], message }];
  });
}
