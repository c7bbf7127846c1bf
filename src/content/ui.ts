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
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for is not on this site.',
    message: 'Sorry, we could not find that page. It may have moved, or the link may have a typo.',
    homeLink: 'Go to the home page',
  },
  error: {
    title: 'Unexpected Application Error!',
    help: 'Something went wrong showing this page. Please try again, or use the menu to go elsewhere.',
  },
};
