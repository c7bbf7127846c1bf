import { ContactForm } from '../components/ContactForm.js';
import { MailLine } from '../components/MailLine.js';
import { contact } from '../content/contact.js';
import { site } from '../content/site.js';

export default function ContactPage() {
  return (
    <div className="page">
      <h1>{contact.heading}</h1>
      <p>{contact.formNote}</p>
      <ContactForm />
      <MailLine prompt={contact.generalPrompt} email={site.contacts.general.email} />
      <MailLine prompt={contact.membershipPrompt} email={site.contacts.membership.email} via={site.contacts.membership.via} className="mail-line--membership" />
    </div>
  );
}
