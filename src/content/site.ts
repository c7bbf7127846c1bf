// The club's name, addresses and site-wide settings. Change a fact here and it changes
// on every page.
import type { Contact, ImageAsset } from './types.js';

/** A partner shown in the footer; give `url` to make its logo a link. */
export type Partner = { name: string; url?: string; logo: ImageAsset };

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
  footer: { copyrightYear: number; partners: Partner[] };
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
  footer: {
    copyrightYear: 2024,
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
