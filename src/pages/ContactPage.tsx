import { ContactForm } from '../components/ContactForm.js';
import { MailLine } from '../components/MailLine.js';
import { MailLink } from '../components/MailLink.js';
import { contact as clubContact } from '../content/contact.js';
import type { Contact } from '../content/schema/contact.js';
import { site } from '../content/site.js';
import { formReady, otherContacts } from '../lib/contacts.js';

/**
 * The form (once contact.yaml has the EmailJS ids it sends through), then every address the club
 * gives.
 */
export default function ContactPage({ contact = clubContact }: { contact?: Contact }) {
  const form = formReady(contact.emailService);
  return (
    <div className="page">
      <h1>{contact.heading}</h1>
      {form ? <p>{contact.formNote}</p> : contact.noFormNote && <p>{contact.noFormNote}</p>}
      {form && <ContactForm />}
      <MailLine
        prompt={contact.generalPrompt}
        email={site.contacts.general.email}
        className="mail-line--highlight"
      />
      <p>{contact.othersPrompt}</p>
      <dl className="roles roles--contacts">
        {otherContacts(site).map(({ role, about, email }) => (
          <div key={email + role} className="roles__item">
            <dt>{role}</dt>
            {about && <dd>{about}</dd>}
            <dd>
              <MailLink email={email} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
