// Made by the build from content/contact.yaml, after checking it against schema/contact.js (see collections.ts).
import type { Contact } from './schema/contact.js';
export declare const contact: Contact;
