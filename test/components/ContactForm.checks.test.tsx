// The contact form's checks of what was typed: missing boxes, a bad address, length limits, sending
// again too soon.
import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { fakeEmailInbox, startEachTestClean } from '../helpers/fake-email.js';
import {
  description,
  failureText,
  fillIn,
  messageHint,
  nameHint,
  renderForm,
  text,
  typedValues,
  user,
} from '../helpers/contact-form.js';

const inbox = fakeEmailInbox('contact-form-checks');
const { service, received, answerWith } = inbox;

describe('ContactForm', () => {
  startEachTestClean(inbox);

  it('sends nothing and says what is missing when the boxes are empty', async () => {
    const form = renderForm(service);
    await user.click(form.button);
    await waitFor(() => {
      expect(description(form.name)).to.equal(`${nameHint} ${text.name.missing}`);
      expect(description(form.email)).to.equal(text.email.missing);
      expect(description(form.message)).to.equal(`${messageHint} ${text.message.missing}`);
    });
    expect(form.name.getAttribute('aria-invalid')).to.equal('true');
    expect(form.button.textContent).to.equal(text.submit);
    expect(await received()).to.deep.equal([]);
  });

  it('sends nothing and says so when one box is left empty', async () => {
    const form = renderForm(service);
    await user.type(form.name, 'Morag');
    await user.type(form.email, 'mo@example.com');
    await user.click(form.button);
    await waitFor(() =>
      expect(description(form.message)).to.equal(`${messageHint} ${text.message.missing}`),
    );
    expect(description(form.name)).to.equal(nameHint);
    expect(form.button.textContent).to.equal(text.submit);
    expect(await received()).to.deep.equal([]);
  });

  it('sends nothing with an e-mail address the browser rejects, and says why', async () => {
    const form = renderForm(service);
    await fillIn(form);
    await user.clear(form.email);
    await user.type(form.email, 'mo.example.com');
    await user.click(form.button);
    await waitFor(() => expect(description(form.email)).to.equal(text.email.invalid));
    expect(form.email.getAttribute('aria-invalid')).to.equal('true');
    expect(form.button.textContent).to.equal(text.submit);
    expect(await received()).to.deep.equal([]);
  });

  it("takes a box's problem away once it is put right", async () => {
    const form = renderForm(service);
    await user.click(form.button);
    await waitFor(() =>
      expect(description(form.name)).to.equal(`${nameHint} ${text.name.missing}`),
    );
    // The browser puts the cursor in the first box it refused. Real key presses here: user-event's
    // typing goes unseen by React's onChange in a test page that has lost focus to another tab.
    expect(document.activeElement === form.name).to.equal(true);
    await sendKeys({ type: 'M' });
    await waitFor(() => expect(description(form.name)).to.equal(nameHint));
    expect(form.name.hasAttribute('aria-invalid')).to.equal(false);
    expect(description(form.email)).to.equal(text.email.missing);
  });

  it('shows the length limits and stops typing beyond them', async () => {
    const form = renderForm(service);
    expect(form.page.getAllByText(nameHint)[0]!.checkVisibility()).to.equal(true);
    expect(description(form.name)).to.equal(nameHint);
    expect(description(form.message)).to.equal(messageHint);
    expect(form.name.maxLength).to.equal(text.name.maxLength);
    expect(form.message.maxLength).to.equal(text.message.maxLength);
    await user.click(form.name);
    await user.paste('x'.repeat(text.name.maxLength + 1));
    expect(form.name.value).to.have.length(text.name.maxLength);
  });

  it('requires all three boxes and checks the e-mail address as one', async () => {
    const form = renderForm(service);
    expect([form.name.required, form.email.required, form.message.required]).to.deep.equal([
      true,
      true,
      true,
    ]);
    expect(form.email.type).to.equal('email');
  });

  it('asks the visitor to wait, keeping the text, when sending again within 10 s', async () => {
    const form = renderForm(service);
    await fillIn(form);
    await user.click(form.button);
    await waitFor(() => expect(form.status.textContent).to.equal(text.sent));
    await fillIn(form);
    await user.click(form.button);
    await waitFor(() => expect(form.alert.textContent).to.equal(text.tooSoon));
    expect(form.status.textContent).to.equal('');
    expect(typedValues(form)).to.deep.equal(['Morag', 'mo@example.com', 'Trials?']);
    expect(await received()).to.have.length(1);
  });

  it('clears an earlier failure message when a message is then sent', async () => {
    await answerWith('500');
    const form = renderForm(service);
    await fillIn(form);
    await user.click(form.button);
    await waitFor(() => expect(form.alert.textContent).to.equal(failureText));
    await answerWith('ok');
    localStorage.clear(); // as if the visitor waited 10 seconds
    await user.click(form.button);
    await waitFor(() => expect(form.status.textContent).to.equal(text.sent));
    expect(form.alert.textContent).to.equal('');
  });
});
