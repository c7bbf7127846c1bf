import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'wouter';
import { contact } from '../content/contact.js';
import type { EmailService } from '../content/schema/contact.js';
import { site } from '../content/site.js';
import { clearDraft, restoreDraft, saveDraft } from '../lib/draft-store.js';
import { fill } from '../lib/fill.js';
import { useMounted } from '../lib/use-mounted.js';
import { sendMessage, type SendResult } from '../lib/send-message.js';
import { FormField } from './FormField.js';
import { MailLink } from './MailLink.js';

type Props = {
  /** Where messages go; tests send to a pretend EmailJS. */
  emailService?: EmailService;
};

type Box = HTMLInputElement | HTMLTextAreaElement;

const { form: text } = contact;
const fieldText: Record<string, { label: string; missing: string }> = {
  from_name: text.name,
  from_email: text.email,
  message: text.message,
};

/** Why the browser refused a box, in the club's words. */
function problemWith(box: Box): string {
  if (box.validity.valueMissing) return fieldText[box.name].missing;
  if (box.validity.typeMismatch) return text.email.invalid;
  return box.validationMessage;
}

/** The message form. The browser checks the boxes before anything is sent. */
export function ContactForm({ emailService = contact.emailService }: Props) {
  // Without its scripts the form can't send, so the button stays disabled until they run.
  const ready = useMounted();
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed last time comes back: after hydration, so the first render matches the
  // HTML, and before the first paint, so the boxes never show empty first.
  useLayoutEffect(() => {
    if (formRef.current) restoreDraft(formRef.current);
  }, []);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult>();
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A double click or a second Enter can arrive before the button is disabled: send once.
  const busy = useRef(false);
  const trap = useRef<HTMLInputElement>(null);

  const onInvalid = (event: FormEvent<Box>) => {
    const box = event.currentTarget;
    setProblems((shown) => ({ ...shown, [box.name]: problemWith(box) }));
  };
  // Once a box is marked wrong, its message follows the typing until it is right.
  const onChange = (event: ChangeEvent<Box>) => {
    const box = event.currentTarget;
    saveDraft(box);
    setProblems((shown) =>
      shown[box.name]
        ? { ...shown, [box.name]: box.validity.valid ? '' : problemWith(box) }
        : shown,
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    setSending(true);
    setResult(undefined);
    // Robots fill in the trap box: they are told it worked, and nothing is sent.
    const outcome = trap.current?.value ? 'sent' : await sendMessage(form, emailService);
    busy.current = false;
    setSending(false);
    setResult(outcome);
    if (outcome === 'sent') form.reset();
  };
  // Clear, and the form clearing itself once sent, both forget the draft.
  const onReset = () => {
    clearDraft();
    setProblems({});
  };

  const lengthHint = (max: number) => fill(text.lengthHint, { max });

  return (
    <form className="contact-form" ref={formRef} onSubmit={onSubmit} onReset={onReset}>
      <p className="contact-form__no-js">{text.needsJavaScript}</p>
      <FormField
        name="from_name"
        label={text.name.label}
        hint={lengthHint(text.name.maxLength)}
        problem={problems.from_name}
        maxLength={text.name.maxLength}
        autoComplete="name"
        onInvalid={onInvalid}
        onChange={onChange}
      />
      <FormField
        name="from_email"
        type="email"
        label={text.email.label}
        problem={problems.from_email}
        autoComplete="email"
        onInvalid={onInvalid}
        onChange={onChange}
      />
      <FormField
        name="message"
        multiline
        label={text.message.label}
        hint={lengthHint(text.message.maxLength)}
        problem={problems.message}
        maxLength={text.message.maxLength}
        onInvalid={onInvalid}
        onChange={onChange}
      />
      {/* Hidden from people and screen readers. No name, so it is never part of a message. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-trap">{text.trapLabel}</label>
        <input id="contact-trap" type="text" ref={trap} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="contact-form__buttons">
        <button type="submit" className="contact-form__submit" disabled={!ready || sending}>
          {sending ? text.sending : text.submit}
        </button>
        <button type="reset" className="contact-form__clear" disabled={!ready}>
          {text.clear}
        </button>
      </div>
      <p className="contact-form__privacy">
        {text.privacyNote.text}{' '}
        <Link href={text.privacyNote.path}>{text.privacyNote.linkText}</Link>.
      </p>
      {/* Both are on the page from the start, so screen readers announce what appears in them. */}
      <p role="status" className="contact-form__notice">
        {result === 'sent' && text.sent}
      </p>
      <p role="alert" className="contact-form__notice contact-form__notice--problem">
        {result === 'failed' && (
          <>
            {text.failed} <MailLink email={site.contacts.general.email} />
          </>
        )}
        {result === 'too-soon' && text.tooSoon}
        {result === 'offline' && (
          <>
            {text.offline} <MailLink email={site.contacts.general.email} />
          </>
        )}
      </p>
    </form>
  );
}
