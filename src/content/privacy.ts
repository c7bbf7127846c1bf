// The Privacy notice page (/privacy): what the site does with visitors' information.
// If the site starts using anything new (a booking system, a visitor counter), say so here.
import type { Paragraphs, WebLink } from './types.js';

export type PrivacyContent = {
  heading: string;
  intro: Paragraphs;
  /** The contact form: what it sends, to whom, why, and for how long it is kept. */
  contactForm: {
    heading: string;
    intro: string;
    fields: string[];
    paragraphs: Paragraphs;
    /** What the browser keeps of an unsent message. It must name the form's Clear button and
     * say "30 days" (draftKeepDays in src/lib/draft-store.ts); the tests check both. */
    draft: string;
    emailServicePolicy: WebLink;
  };
  /** Cookies, trackers and what a visit leaves behind. */
  visiting: { heading: string; paragraphs: Paragraphs };
  /** The club's general e-mail address (src/content/site.ts) follows contactPrompt. */
  yourData: { heading: string; paragraphs: Paragraphs; contactPrompt: string };
  /** The link to the regulator follows linkPrompt. */
  complaints: { heading: string; paragraphs: Paragraphs; linkPrompt: string; regulator: WebLink };
  /** When this notice was last checked, as an ISO date, e.g. "2026-11-21". */
  updated: string;
  /** "{date}" is filled in. */
  updatedLine: string;
};

export const privacy: PrivacyContent = {
  heading: 'Privacy notice',
  intro: [
    'Inverbrae Amateur Swimming Club is responsible for the information you give us through this website. We collect as little as we can, and only to answer you.',
  ],
  contactForm: {
    heading: 'When you use the contact form',
    intro: 'The form on our Contact page sends us only what you type into it:',
    fields: ['your name', 'your e-mail address', 'your message'],
    paragraphs: [
      'It goes through EmailJS, the e-mail service the form uses, which passes it on as an e-mail to the club’s mailbox. The volunteers who look after that mailbox read it.',
      'We use it only to reply to you and to deal with what you asked about. We never sell it, never add you to a mailing list, and only share it within the club when that is needed to answer you (for example, passing a membership question to our Membership Secretary).',
      'We delete messages once your question is dealt with, and at the latest after 12 months, unless they are part of club business we must keep a record of.',
    ],
    draft:
      'While you write, your browser keeps a copy of what you have typed into the form (your name, e-mail address and message) on your own device, so it is not lost if the page is closed or reloaded, or sending fails. This copy is never sent to us or anyone else. It is deleted when your message is sent, when you press “Clear”, or after 30 days without changes.',
    emailServicePolicy: { name: 'EmailJS privacy policy', url: 'https://www.emailjs.com/legal/privacy-policy/' },
  },
  visiting: {
    heading: 'Cookies and trackers',
    paragraphs: [
      'This website uses no cookies. It has no trackers, no visitor statistics, no advertising and no social media buttons that follow you around the web.',
      'Like every website, the computers that deliver the pages to you see your device’s internet address while they do so. We do not use that to find out who you are.',
      'When you send a message, your browser keeps a note of the time on your own device, so the form can stop the same message being sent twice in a few seconds. It is not a cookie and it is never sent to anyone.',
    ],
  },
  yourData: {
    heading: 'Your information and your rights',
    paragraphs: [
      'You can ask us what information we hold about you, ask us to correct it, or ask us to delete it. We will answer within one month.',
    ],
    contactPrompt: 'To ask about your information, e-mail the Club Secretary:',
  },
  complaints: {
    heading: 'If you are unhappy',
    paragraphs: [
      'Please tell us first, and we will do our best to put things right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s regulator for information rights.',
    ],
    linkPrompt: 'Find out how on the ICO’s website:',
    regulator: { name: 'Information Commissioner’s Office (ico.org.uk)', url: 'https://ico.org.uk/' },
  },
  updated: '2026-11-22',
  updatedLine: 'This notice was last updated on {date}.',
};
