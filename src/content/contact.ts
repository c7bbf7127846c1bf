// The Contact page and its form.
import type { PageMeta } from './types.js';

export type ContactContent = {
  meta: PageMeta;
  heading: string;
  /** Which questions the form is for; membership enquiries go by e-mail instead. */
  formNote: string;
  form: {
    nameLabel: string;
    emailLabel: string;
    messageLabel: string;
    submit: string;
    sending: string;
    /** Shown while sending is not switched on yet, so the form never pretends to send. */
    unavailable: string;
  };
  generalPrompt: string;
  membershipPrompt: string;
};

export const contact: ContactContent = {
  meta: {
    title: 'Contact',
    description: 'Questions about Inverbrae ASC? Send us a message, or e-mail the club or our Membership Secretary.',
  },
  heading: 'Got a question? Get in touch',
  formNote: 'For anything other than membership, please use the form below and a volunteer will get back to you.',
  form: {
    nameLabel: 'Your name',
    emailLabel: 'Your e-mail address',
    messageLabel: 'Your message',
    submit: 'Submit',
    sending: 'Sending...',
    unavailable: 'Our contact form is not switched on yet. Please e-mail us instead, using the address below.',
  },
  generalPrompt: 'You can also e-mail the club:',
  membershipPrompt: 'Membership enquiries, including trials and transfers:',
};
