// Words the site's controls use on every page (menu, slider, error screens).
export const ui = {
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  homeLink: 'home page',
  /** The menu button's name; it says open or closed by itself (aria-expanded). */
  menuLabel: 'Menu',
  footerPartners: 'Our partners',
  slider: {
    label: 'Club photos',
    roleDescription: 'carousel',
    /** The scrolling row of photos, which the arrow keys scroll once it has focus. */
    stripLabel: 'Photos',
    slideRoleDescription: 'slide',
    previous: 'Previous photo',
    next: 'Next photo',
    /** "{n}" and "{total}" are filled in. */
    slideLabel: '{n} of {total}',
    goTo: 'Show photo {n}',
  },
  /** The page shown for an address the site doesn't have (its heading is in page-titles.ts). */
  notFound: {
    message: 'Sorry, we could not find that page. It may have moved, or the link may have a typo.',
    homeLink: 'Go to the home page',
  },
  /** Shown for the moment a page's part of the site is on its way. */
  pageLoading: 'Loading…',
  chunkFailed: {
    title: 'Loading chunk failed',
    reasons: {
      missing: 'Reason: missing. This part of the site is not on the server; it may have just been updated. Retry, or reload the page.',
      timeout: 'Reason: timeout. This part of the site took too long to arrive; the connection may be slow. Please retry.',
      error: 'Reason: error. This part of the site could not be loaded. Check your connection and retry.',
    },
    retry: 'Retry',
  },
  error: {
    title: 'Unexpected Application Error!',
    help: 'Something went wrong showing this page. Please try again, or use the menu to go elsewhere.',
  },
};
