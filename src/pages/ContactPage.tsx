import { ContactForm } from '../components/ContactForm.js';
import { MailLink } from '../components/MailLink.js';
import { contact } from '../content/contact.js';
import { site } from '../content/site.js';

export function ContactPage() {
  return (
    <div className="page">
      <h1>{contact.heading}</h1>
      <p>{contact.formNote}</p>
      <ContactForm />
      <p className="mail-line">
        {contact.generalPrompt} <MailLink email={site.contacts.general.email} />
      </p>
      <p className="mail-line mail-line--membership">
        {contact.membershipPrompt} <MailLink email={site.contacts.membership.email} />
      </p>
    </div>
  );
}
