// Each page's title (browser tab, search results) and description (search results, link
// previews on WhatsApp and Facebook). Kept apart from the pages' words so the site can show the
// right title without downloading every page.
import type { PageMeta } from './types.js';

export type PageName = 'home' | 'about' | 'events' | 'people' | 'links' | 'contact' | 'privacy' | 'accessibility';

export const pages: Record<PageName, PageMeta> = {
  home: {
    title: '',
    description:
      'Inverbrae Amateur Swimming Club: a small, friendly, volunteer-run club in Braeshire for swimmers of all ages and abilities, from beginners to national competitors.',
  },
  about: {
    title: 'About',
    description:
      'Our vision, the five-squad pathway from Junior Bronze to Platinum, where we train, the Braeshire Swim Partnership and how to join through trials.',
  },
  events: {
    title: 'Events / News',
    description:
      'Club news from Inverbrae ASC, including our Club Quality Mark level 1 accreditation and our work towards level 2.',
  },
  people: {
    title: 'People',
    description:
      'Meet the volunteer coaches and committee of Inverbrae ASC, and find out how you can help on poolside or behind the scenes.',
  },
  links: {
    title: 'Links',
    description:
      'Useful links for Inverbrae ASC swimmers and families: governing bodies, swim shops, period swimwear and club documents.',
  },
  contact: {
    title: 'Contact',
    description: 'Questions about Inverbrae ASC? Send us a message, or e-mail the club or our Membership Secretary.',
  },
  privacy: {
    title: 'Privacy notice',
    description:
      'What the Inverbrae ASC website does with your information: what the contact form sends and why, no cookies, no trackers, and your rights.',
  },
  accessibility: {
    title: 'Accessibility statement',
    description:
      'How accessible the Inverbrae ASC website is: the standard we aim for, how we test it, what is not right yet, and how to tell us about a problem.',
  },
};
