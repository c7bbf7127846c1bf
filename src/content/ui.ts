// Words the site's controls use on every page (menu, slider, error screens).
export const ui = {
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  homeLink: 'home page',
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
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
  /** News, events and notices (the posts, events and notices themselves are in content/). */
  whatsOn: {
    heading: 'Events / News',
    upcoming: 'Coming up',
    noUpcoming: 'No events are planned yet. Check back soon.',
    past: 'Past events',
    news: 'News',
    homeEvents: 'Coming up',
    homeNews: 'Latest news',
    allEvents: 'All events and news',
    allDay: 'all day',
    for: 'For',
    everyone: 'everyone',
    entryDeadline: 'Entries close',
    moreInfo: 'More information',
    addToCalendar: 'Add to calendar',
    backToNews: 'All events and news',
    notices: 'Notices',
    calendar: {
      heading: 'Club calendar',
      intro: 'Every event on this page, in your own calendar app, kept up to date as we add events.',
      subscribe: 'Subscribe to the club calendar',
      link: 'Calendar address (https)',
      iphone: 'On an iPhone: tap "Subscribe to the club calendar", then Subscribe.',
      google: 'In Google Calendar on a computer: Other calendars, +, From URL, then paste the calendar address.',
    },
  },
  error: {
    title: 'Unexpected Application Error!',
    help: 'Something went wrong showing this page. Please try again, or use the menu to go elsewhere.',
  },
};
