import { expect } from '@open-wc/testing';
import { contact } from '../../src/content/contact.js';
import { sendMessage } from '../../src/lib/send-message.js';
import { fakeEmailInbox, requiredSettings, startEachTestClean } from '../helpers/fake-email.js';

const inbox = fakeEmailInbox('send-message');
const { service, received, answerWith } = inbox;

function formWith(fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields))
    form.append(Object.assign(document.createElement('input'), { name, value }));
  return form;
}
const message = {
  from_name: 'Morag Swimmer',
  from_email: 'morag@example.com',
  message: 'When are the next trials?',
};

const emailjsDownloads = () =>
  performance.getEntriesByType('resource').filter((entry) => /emailjs[/-]browser/.test(entry.name));

describe('sendMessage', () => {
  const logged = startEachTestClean(inbox);

  it("sends EmailJS's own address by default", () => {
    expect(contact.emailService.origin).to.equal('https://api.emailjs.com');
    expect(contact.emailService.blockHeadless).to.equal(true);
  });

  it('posts the fields as multipart form data with the SDK version and the three ids', async () => {
    expect(await sendMessage(formWith(message), service)).to.equal('sent');
    const requests = await received();
    expect(requests).to.have.length(1);
    expect(requests[0].contentType).to.match(/^multipart\/form-data; boundary=/);
    expect(requests[0].fields).to.deep.equal({
      ...message,
      lib_version: '4.4.1',
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'public_key_test',
    });
    expect(logged).to.deep.equal([]);
  });

  it('downloads EmailJS when it first sends', async () => {
    await sendMessage(formWith(message), service);
    expect(emailjsDownloads()).to.not.be.empty;
  });

  it("fails and logs EmailJS's reply when it answers with an error", async () => {
    await answerWith('500');
    expect(await sendMessage(formWith(message), service)).to.equal('failed');
    expect(await received()).to.have.length(1);
    expect(String(logged)).to.contain('500 Internal server error');
  });

  it('fails and logs the error when the connection drops', async () => {
    await answerWith('drop');
    expect(await sendMessage(formWith(message), service)).to.equal('failed');
    expect(String(logged)).to.contain('TypeError');
  });

  for (const [setting, words] of requiredSettings) {
    it(`fails without sending, naming the missing ${words} in the console`, async () => {
      expect(await sendMessage(formWith(message), { ...service, [setting]: '' })).to.equal(
        'failed',
      );
      expect(await received()).to.deep.equal([]);
      expect(logged).to.have.length(1);
      expect(String(logged[0])).to.contain(
        `EmailJS ${words} (emailService.${setting} in content/contact.yaml)`,
      );
    });
  }

  it('fails without sending, naming the form in the console, when there is no form', async () => {
    expect(await sendMessage(null, service)).to.equal('failed');
    expect(await received()).to.deep.equal([]);
    expect(String(logged)).to.contain('the form to send');
  });

  it('refuses a second message within 10 seconds', async () => {
    expect(await sendMessage(formWith(message), service)).to.equal('sent');
    expect(await sendMessage(formWith(message), service)).to.equal('too-soon');
    expect(await received()).to.have.length(1);
  });

  it('refuses to send from a program-driven browser when blockHeadless is on', async () => {
    // The test browser is program-driven (navigator.webdriver), as spam robots are.
    expect(navigator.webdriver).to.equal(true);
    expect(await sendMessage(formWith(message), { ...service, blockHeadless: true })).to.equal(
      'failed',
    );
    expect(await received()).to.deep.equal([]);
    expect(String(logged)).to.contain('451');
  });
});
