// What each page is called: in the browser tab ("About | Inverbrae ASC"), search results and
// link previews. Every visitor downloads this file, so it holds the titles only; what search
// results say about each page is in page-descriptions.ts.

/** One name per page; page-descriptions.ts must describe each of them (typecheck says if not). */
export type PageName = 'home' | 'about' | 'events' | 'people' | 'links' | 'contact' | 'privacy' | 'accessibility' | 'newsPost' | 'notFound';

export const pageTitles: Record<PageName, string> = {
  /** Empty: the home page's title is the club's full name. */
  home: '',
  about: 'About',
  events: 'Events / News',
  people: 'People',
  links: 'Links',
  contact: 'Contact',
  privacy: 'Privacy notice',
  accessibility: 'Accessibility statement',
  /** A news post's page is titled by the post; this is for its address before the post arrives. */
  newsPost: 'News',
  /** Also the heading of the page shown for an address the site doesn't have. */
  notFound: 'Page not found',
};
