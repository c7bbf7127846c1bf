// The contact form keeps a draft on this device until the message is sent or cleared.
import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { fakeEmailInbox, startEachTestClean } from '../helpers/fake-email.js';
import {
  comeBack,
  failureText,
  fillIn,
  renderForm,
  text,
  typedValues,
  user,
} from '../helpers/contact-form.js';

const inbox = fakeEmailInbox('contact-form-draft');
const { service, received, answerWith } = inbox;

describe('ContactForm', () => {
  startEachTestClean(inbox);

  describe('keeping a draft on this device', () => {
    it('puts back what was typed when the visitor comes back after a reload', async () => {
      const form = renderForm(service);
      await fillIn(form);
      const again = comeBack(form, service);
      expect(typedValues(again)).to.deep.equal(['Morag', 'mo@example.com', 'Trials?']);
    });

    it('puts back what was typed when the visitor comes back after sending failed', async () => {
      await answerWith('500');
      const form = renderForm(service);
      await fillIn(form);
      await user.click(form.button);
      await waitFor(() => expect(form.alert.textContent).to.equal(failureText));
      const again = comeBack(form, service);
      expect(typedValues(again)).to.deep.equal(['Morag', 'mo@example.com', 'Trials?']);
    });

    it('forgets what was typed once the message is sent', async () => {
      const form = renderForm(service);
      await fillIn(form);
      await user.click(form.button);
      await waitFor(() => expect(form.status.textContent).to.equal(text.sent));
      const again = comeBack(form, service);
      expect(typedValues(again)).to.deep.equal(['', '', '']);
    });

    it('empties the form and forgets it when Clear is pressed', async () => {
      const form = renderForm(service);
      await fillIn(form);
      await user.click(form.clear);
      expect(typedValues(form)).to.deep.equal(['', '', '']);
      const again = comeBack(form, service);
      expect(typedValues(again)).to.deep.equal(['', '', '']);
      expect(await received()).to.deep.equal([]);
    });

    it('never keeps the hidden trap box', async () => {
      const form = renderForm(service);
      await fillIn(form);
      await user.type(form.page.getByLabelText(text.trapLabel), 'https://spam.example');
      const kept = JSON.stringify(Object.entries(localStorage));
      expect(kept).to.contain('Trials?');
      expect(kept).to.not.contain('spam.example');
      const again = comeBack(form, service);
      expect((again.page.getByLabelText(text.trapLabel) as HTMLInputElement).value).to.equal('');
      expect(again.message.value).to.equal('Trials?');
    });
  });
});
