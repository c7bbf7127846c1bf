import type { Contact } from '../content/schema/fields.js';
import type { EmailService } from '../content/schema/contact.js';
import type { Site } from '../content/schema/site.js';

/**
 * The contact a page's `writeTo` names in site.yaml (the build checks it is there), else the
 * general one.
 */
export const contactFor = (site: Site, name?: string): Contact =>
  (name && site.contacts[name]) || site.contacts.general;

/** Every contact but the general one, in site.yaml's order. */
export const otherContacts = (site: Site): Contact[] =>
  Object.entries(site.contacts).flatMap(([name, contact]) => (name === 'general' ? [] : [contact]));

/** Whether the form can send: contact.yaml has all three EmailJS ids. Without them the Contact
 * page shows no form, only the addresses (and the build says so). */
export const formReady = ({ serviceId, templateId, publicKey }: EmailService): boolean =>
  Boolean(serviceId && templateId && publicKey);
