// content/contact.yaml: the Contact page, its form, and the EmailJS account the form sends through.
import { z } from 'zod';
import { text, webAddress, whole, pageFields } from './fields.js';
import { sitePath } from './link-fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/contact', file: 'ContactPage' };

/** A box of the form; `missing` is shown when it is left empty. */
const field = { label: text, missing: text };

export const contactSchema = z.strictObject({
  ...pageFields,
  heading: text,
  /** Which questions the form is for (the addresses below it are for the rest). */
  formNote: text,
  /** Optional: shown instead of formNote while the form has no EmailJS ids (no form is shown). */
  noFormNote: text.optional(),
  /**
   * Where the form sends messages. README, "Contact form / EmailJS set-up", says how to fill it in.
   */
  emailService: z.strictObject({
    serviceId: z.string(),
    templateId: z.string(),
    publicKey: z.string(),
    /** EmailJS's address. Only tests change it, to send to a pretend EmailJS. */
    origin: webAddress,
    /** Refuse to send from browsers driven by programs (spam robots). */
    blockHeadless: z.boolean({ error: 'should be true or false' }),
  }),
  form: z.strictObject({
    name: z.strictObject({ ...field, maxLength: whole }),
    email: z.strictObject({ ...field, invalid: text }),
    message: z.strictObject({ ...field, maxLength: whole }),
    /** Under a box with a length limit; "{max}" is filled in. */
    lengthHint: text,
    submit: text,
    /** Empties the form and forgets what this device kept of it. */
    clear: text,
    sending: text,
    sent: text,
    /** The club's general e-mail address (site.yaml) follows, as a mail link. */
    failed: text,
    tooSoon: text,
    /**
     * No connection: the message stays in the form; the general e-mail address follows, as a mail
     * link.
     */
    offline: text,
    /** Shown only when the page's scripts don't run. */
    needsJavaScript: text,
    /** A hidden trap box that only spam robots fill in. */
    trapLabel: text,
    privacyNote: z.strictObject({ text, linkText: text, path: sitePath }),
  }),
  /** Before the general address (site.yaml). */
  generalPrompt: text,
  /**
   * Before the list of every other contact in site.yaml: each role, what to write about, its
   * address.
   */
  othersPrompt: text,
});
export type Contact = z.output<typeof contactSchema>;
export type EmailService = Contact['emailService'];
