// What search results and link previews (WhatsApp, Facebook) say about each page. Read only by
// the build, into each page's HTML head: visitors' phones never download this file.
import type { PageName } from './page-titles.js';

export const pageDescriptions: Record<PageName, string> = {
  home: 'Inverbrae Amateur Swimming Club: a small, friendly, volunteer-run club in Braeshire for swimmers of all ages and abilities, from beginners to national competitors.',
  about:
    'Our vision, the five-squad pathway from Junior Bronze to Platinum, where we train, the Braeshire Swim Partnership and how to join through trials.',
  events: 'What is on at Inverbrae ASC: galas, meets, trials and socials, a calendar to subscribe to, and club news.',
  /** Each post's page is described by the post's summary; this is a fallback. */
  newsPost: 'News from Inverbrae ASC.',
  people:
    'Meet the volunteer coaches and committee of Inverbrae ASC, and find out how you can help on poolside or behind the scenes.',
  links: 'Useful links for Inverbrae ASC swimmers and families: governing bodies, swim shops, period swimwear and club documents.',
  contact: 'Questions about Inverbrae ASC? Send us a message, or e-mail the club or our Membership Secretary.',
  privacy:
    'What the Inverbrae ASC website does with your information: what the contact form sends and why, no cookies, no trackers, and your rights.',
  accessibility:
    'How accessible the Inverbrae ASC website is: the standard we aim for, how we test it, what is not right yet, and how to tell us about a problem.',
  notFound: 'The page you asked for is not on this site.',
};
