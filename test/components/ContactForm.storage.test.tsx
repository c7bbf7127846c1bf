// The contact form in browsers that refuse localStorage. A file of its own: EmailJS looks at
// localStorage as it loads, so the first test here must be the first send on its page.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { ContactForm } from '../../src/components/ContactForm.js';
import { contact } from '../../src/content/contact.js';
import { fakeEmailInbox, startEachTestClean } from '../helpers/fake-email.js';
import { render, unmount } from '../helpers/render.js';
import { blockStorage, fillStorage } from '../helpers/storage.js';

const inbox = fakeEmailInbox('contact-form-storage');
const { service, received } = inbox;
const { form: text } = contact;
const user = userEvent.setup({ delay: null });

async function renderForm() {
  const container = render(<ContactForm emailService={service} />);
  const page = within(container);
  const button = page.getByRole('button', { name: text.submit }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).to.equal(false));
  const boxes = [text.name.label, text.email.label, text.message.label].map(
    (label) => page.getByLabelText(label) as HTMLInputElement,
  );
  return { container, page, button, boxes };
}

for (const [refusal, refuse] of [
  ['blocks site data (reading storage throws)', blockStorage],
  ['is out of room (writing storage throws)', fillStorage],
] as const) {
  describe(`ContactForm when the browser ${refusal}`, () => {
    const logged = startEachTestClean(inbox);

    it('sends the message as usual, and keeps nothing', async () => {
      const undo = refuse();
      try {
        const form = await renderForm();
        for (const [box, value] of form.boxes.map(
          (box, i) => [box, ['Morag', 'mo@example.com', 'Trials?'][i]!] as const,
        )) {
          await user.type(box, value);
        }
        await user.click(form.button);
        await waitFor(() => expect(form.page.getByRole('status').textContent).to.equal(text.sent));
        expect(await received()).to.have.length(1);
        await user.type(form.boxes[2]!, 'Another question');
        unmount(form.container);
        const again = await renderForm();
        expect(again.boxes.map((box) => box.value)).to.deep.equal(['', '', '']);
        expect(logged).to.deep.equal([]);
      } finally {
        undo();
      }
    });
  });
}
