import { useState, type FormEvent } from 'react';
import { contact } from '../content/contact.js';

/** The message form. Sending is not wired up yet, so it says so instead of pretending. */
export function ContactForm() {
  const [notice, setNotice] = useState('');
  const { form } = contact;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(form.unavailable);
  };

  return (
    <form className="contact-form" onSubmit={onSubmit}>
      <label htmlFor="from_name">{form.nameLabel}</label>
      <input id="from_name" name="from_name" type="text" autoComplete="name" />
      <label htmlFor="from_email">{form.emailLabel}</label>
      <input id="from_email" name="from_email" type="email" autoComplete="email" />
      <label htmlFor="message">{form.messageLabel}</label>
      <textarea id="message" name="message" rows={6} />
      <button type="submit" className="contact-form__submit">
        {form.submit}
      </button>
      <p role="status" className="contact-form__notice">
        {notice}
      </p>
    </form>
  );
}
