// The club's name, addresses and site-wide settings. Change a fact here and it changes
// on every page.
import type { Contact, ImageAsset, WebLink } from './types.js';

/** A partner shown in the footer; give `url` to make its logo a link. */
export type Partner = { name: string; url?: string; logo: ImageAsset };

/** A page linked from the foot of every page (not in the menu): its link text and address. */
export type FooterPage = { title: string; path: string };

export type SiteSettings = {
  name: string;
  shortName: string;
  town: string;
  county: string;
  /** The public address of the site, ending in "/". A sub-path works too: https://user.github.io/club-site/ */
  url: string;
  /** Picture shown in link previews (WhatsApp, Facebook), relative to the site root. */
  shareImage: string;
  logo: ImageAsset;
  logoWide: ImageAsset;
  qualityMark: ImageAsset;
  contacts: {
    general: Contact;
    membership: Contact;
    volunteering: Contact;
    wellbeing: Contact;
  };
  socialMedia: { name: string; url: string };
  /** Help from outside the club for anyone worried about a young person: People page and footer. */
  wellbeingLinks: WebLink[];
  footer: {
    copyrightYear: number;
    partners: Partner[];
    /** On every page: who to tell about a worry (the Wellbeing and Protection Officer, above). */
    wellbeing: { heading: string; contactPrompt: string; linksPrompt: string };
    pages: FooterPage[];
  };
};

export const site: SiteSettings = {
  name: 'Inverbrae Amateur Swimming Club',
  shortName: 'Inverbrae ASC',
  town: 'Inverbrae',
  county: 'Braeshire',
  url: 'https://www.inverbrae-asc.example/',
  shareImage: 'images/slide-6.svg',
  logo: {
    src: 'images/logo.svg',
    alt: 'Inverbrae ASC emblem: a swimmer doing front crawl over waves in a navy roundel',
    width: 200,
    height: 200,
  },
  logoWide: {
    src: 'images/logo-wide.svg',
    alt: 'Inverbrae Amateur Swimming Club',
    width: 500,
    height: 160,
  },
  qualityMark: {
    src: 'images/quality-mark.svg',
    alt: 'Club Quality Mark level 1 rosette',
    width: 200,
    height: 200,
  },
  contacts: {
    general: { role: 'Club Secretary', email: 'info@inverbrae-asc.example' },
    membership: { role: 'Membership Secretary', email: 'membership@inverbrae-asc.example' },
    volunteering: { role: 'Volunteer Coordinator', email: 'volunteers@inverbrae-asc.example' },
    wellbeing: { role: 'Wellbeing and Protection Officer', email: 'wellbeing@inverbrae-asc.example' },
  },
  socialMedia: { name: 'Facebook', url: 'https://www.facebook.com/' },
  wellbeingLinks: [
    { name: 'Childline (0800 1111)', url: 'https://www.childline.org.uk/' },
    {
      name: 'Scottish Swimming: wellbeing and protection',
      url: 'https://www.scottishswimming.com/clubs-and-volunteers/wellbeing-and-protection',
    },
  ],
  footer: {
    copyrightYear: 2024,
    wellbeing: {
      heading: 'Wellbeing and protection',
      contactPrompt: 'Worried about a swimmer? Talk to our Wellbeing and Protection Officer:',
      linksPrompt: 'Or get help from:',
    },
    pages: [
      { title: 'Privacy notice', path: '/privacy' },
      { title: 'Accessibility statement', path: '/accessibility' },
    ],
    partners: [
      {
        name: 'Braeshire Swim Partnership',
        logo: { src: 'images/partner-initiative.svg', alt: 'Braeshire Swim Partnership', width: 300, height: 120 },
      },
      {
        name: 'Braeshire Council',
        logo: { src: 'images/partner-council.svg', alt: 'Braeshire Council', width: 300, height: 120 },
      },
    ],
  },
};
