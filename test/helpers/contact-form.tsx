// The contact form as the tests render it, fill in and read it; each test file brings its own
// inbox in the pretend EmailJS (fake-email.ts).
import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { ContactForm } from '../../src/components/ContactForm.js';
import { contact } from '../../src/content/contact.js';
import { site } from '../../src/content/site.js';
import { fill } from '../../src/lib/fill.js';
import type { EmailService } from '../../src/content/schema/contact.js';
import { render, unmount } from './render.js';

export const { form: text } = contact;
export const failureText = `${text.failed} ${site.contacts.general.email}`;

export function renderForm(emailService: EmailService) {
  const container = render(<ContactForm emailService={emailService} />);
  const page = within(container);
  return {
    container,
    page,
    name: page.getByLabelText(text.name.label) as HTMLInputElement,
    email: page.getByLabelText(text.email.label) as HTMLInputElement,
    message: page.getByLabelText(text.message.label) as HTMLTextAreaElement,
    button: page.getByRole('button', { name: text.submit }) as HTMLButtonElement,
    clear: page.getByRole('button', { name: text.clear }) as HTMLButtonElement,
    status: page.getByRole('status'),
    alert: page.getByRole('alert'),
  };
}

export type Form = ReturnType<typeof renderForm>;
// No pause between keys: the test browser slows timers in tabs it runs side by side.
export const user = userEvent.setup({ delay: null });

// Clearing first: user-event keeps its own copy of what it typed, which form.reset() (the
// form clearing itself after a send) does not update, so it would type after the old text.
export async function fillIn(form: Form) {
  for (const [box, value] of [
    [form.name, 'Morag'],
    [form.email, 'mo@example.com'],
    [form.message, 'Trials?'],
  ] as const) {
    await user.clear(box);
    await user.type(box, value);
  }
}
export const typedValues = (form: Form) => [form.name.value, form.email.value, form.message.value];

/** The visitor leaves (a reload, a discarded tab, a crash) and comes back to the form. */
export function comeBack(form: Form, service: EmailService) {
  unmount(form.container);
  return renderForm(service);
}

/** What a screen reader reads after a box's label: its hint and its problem, if any. */
export const description = (box: Element) =>
  (box.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
export const nameHint = fill(text.lengthHint, { max: text.name.maxLength });
export const messageHint = fill(text.lengthHint, { max: text.message.maxLength });
