// The Contact page, its form, and the EmailJS account the form sends through.

/** Where the contact form sends messages. README, "Contact form / EmailJS set-up", says how to fill it in. */
export type EmailService = {
  /** EmailJS → Email Services, e.g. "service_abc1234". */
  serviceId: string;
  /** EmailJS → Email Templates, e.g. "template_xyz9876". */
  templateId: string;
  /** EmailJS → Account → General → Public Key. It is meant to be public. */
  publicKey: string;
  /** EmailJS's address. Only tests change it, to send to a pretend EmailJS. */
  origin: string;
  /** Refuse to send from browsers driven by programs (spam robots). Tests switch it off. */
  blockHeadless: boolean;
};

/** One box of the form, with what to say when it is left empty or filled in wrongly. */
export type FormFieldText = {
  label: string;
  /** Shown when the box is left empty. */
  missing: string;
};

export type ContactContent = {
  heading: string;
  /** Which questions the form is for; membership enquiries go by e-mail instead. */
  formNote: string;
  emailService: EmailService;
  form: {
    name: FormFieldText & { maxLength: number };
    email: FormFieldText & { invalid: string };
    message: FormFieldText & { maxLength: number };
    /** Under a box with a length limit; "{max}" is filled in. */
    lengthHint: string;
    submit: string;
    /** Empties the form and forgets what this device kept of it. */
    clear: string;
    sending: string;
    sent: string;
    /** The club's general e-mail address (src/content/site.ts) follows, as a mail link. */
    failed: string;
    /** When someone sends again within a few seconds. */
    tooSoon: string;
    /** Shown only when the page's scripts don't run: the form can't send without them. */
    needsJavaScript: string;
    /** A hidden trap box that only spam robots fill in; people never see it. */
    trapLabel: string;
    /** Beside the Submit button: where to read what happens to a message. */
    privacyNote: { text: string; linkText: string; path: string };
  };
  generalPrompt: string;
  membershipPrompt: string;
};

export const contact: ContactContent = {
  heading: 'Got a question? Get in touch',
  formNote: 'For anything other than membership, please use the form below and a volunteer will get back to you.',
  // Put the club's own three EmailJS ids here. Until then the form says sending failed and
  // points visitors to the club's e-mail address.
  emailService: {
    serviceId: '',
    templateId: '',
    publicKey: '',
    origin: 'https://api.emailjs.com',
    blockHeadless: true,
  },
  form: {
    name: {
      label: 'Your name',
      maxLength: 100,
      missing: 'Please tell us your name.',
    },
    email: {
      label: 'Your e-mail address',
      missing: 'Please give your e-mail address, so we can reply.',
      invalid: 'Please check your e-mail address: it should look like name@example.com.',
    },
    message: {
      label: 'Your message',
      maxLength: 5000,
      missing: 'Please write your message.',
    },
    lengthHint: 'Up to {max} characters.',
    submit: 'Submit',
    clear: 'Clear',
    sending: 'Sending...',
    sent: 'Your message is on its way to us! We will be in touch soon.',
    failed: 'Failed to send email. If this issue continues, please email',
    tooSoon: 'Please wait a few seconds before sending another message.',
    needsJavaScript:
      'The form needs JavaScript, which is switched off or did not load. Please e-mail us instead, using the addresses below.',
    trapLabel: 'Leave this box empty',
    privacyNote: { text: 'What happens to your message is explained in our', linkText: 'privacy notice', path: '/privacy' },
  },
  generalPrompt: 'You can also e-mail the club:',
  membershipPrompt: 'Membership enquiries, including trials and transfers:',
};
