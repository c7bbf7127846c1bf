// The Accessibility statement page (/accessibility): how usable the site is, what we know is
// not right yet, and how to tell us. Review it at least once a year, and after big changes.
import type { Paragraphs, WebLink } from './types.js';

export type AccessibilityContent = {
  heading: string;
  intro: Paragraphs;
  /** What visitors should be able to do, as a list after its lead-in line. */
  canDo: { lead: string; items: string[] };
  standard: { heading: string; paragraphs: Paragraphs };
  testing: { heading: string; intro: string; items: string[] };
  limitations: { heading: string; intro: string; items: string[] };
  /** The club's general e-mail address (src/content/site.ts) follows contactPrompt. */
  reporting: { heading: string; paragraphs: Paragraphs; contactPrompt: string };
  /** The link to the advice service follows linkPrompt. */
  enforcement: { heading: string; paragraphs: Paragraphs; linkPrompt: string; adviceService: WebLink };
  /** When this statement was last checked, as an ISO date, e.g. "2026-11-21". */
  updated: string;
  /** "{date}" is filled in. */
  updatedLine: string;
};

export const accessibility: AccessibilityContent = {
  heading: 'Accessibility statement',
  intro: [
    'This statement covers the Inverbrae Amateur Swimming Club website. It is run by volunteers, and we want as many people as possible to be able to use it.',
  ],
  canDo: {
    lead: 'You should be able to:',
    items: [
      'zoom in up to 400% without text spilling off the screen',
      'use the whole site with a keyboard alone, with a visible highlight on where you are',
      'skip straight past the menu to the main content',
      'use the site with a screen reader or speech recognition software',
      'read every page with JavaScript switched off (except sending the contact form)',
      'use the site with your device set to reduce motion: the photo slider then moves without animation',
    ],
  },
  standard: {
    heading: 'The standard we aim for',
    paragraphs: [
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. We believe the site meets it, apart from the limitations listed below.',
    ],
  },
  testing: {
    heading: 'How we tested the site',
    intro: 'Every time the site is changed, automatic tests check:',
    items: [
      'every page, and the page shown for an address that does not exist, at phone and desktop widths, with the axe accessibility checker against WCAG 2.2 level AA',
      'that the skip link, the menu and the photo slider work with a keyboard alone, and that Escape closes the menu',
      'that every page has one main heading, and header, navigation, main content and footer areas',
      'that every page can be read with JavaScript switched off',
    ],
  },
  limitations: {
    heading: 'What is not right yet',
    intro: 'We know about these limitations:',
    items: [
      'The site has not yet been checked by an independent accessibility expert or by disabled visitors. We would welcome your help.',
      'Our PDF documents on the Links page have headings and a language set, but have not been checked with a screen reader. If you need one in another format, e-mail us and we will send it.',
      'The contact form needs JavaScript to send. Without it, please e-mail us using the addresses on the Contact page.',
      'Links on the Links page go to other organisations’ websites, which we do not control.',
    ],
  },
  reporting: {
    heading: 'Reporting a problem',
    paragraphs: [
      'If you find a problem we have not listed, or you need information from the site in a different format (large print, easy read, audio), please tell us. A volunteer will reply within 10 working days.',
    ],
    contactPrompt: 'E-mail the Club Secretary:',
  },
  enforcement: {
    heading: 'Enforcement procedure',
    paragraphs: [
      'The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 (the accessibility regulations). If you are not happy with how we respond to your complaint, contact the Equality Advisory and Support Service (EASS).',
    ],
    linkPrompt: 'EASS website:',
    adviceService: { name: 'Equality Advisory and Support Service', url: 'https://www.equalityadvisoryservice.com/' },
  },
  updated: '2026-11-21',
  updatedLine: 'This statement was prepared on {date}, after testing the whole site.',
};
