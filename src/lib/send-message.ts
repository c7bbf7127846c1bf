// Sends the contact form by e-mail through EmailJS (emailjs.com). The form knows only this
// function. EmailJS is downloaded the first time someone sends, so other pages never load it.
import type { EmailService } from '../content/schema/contact.js';
import { readStorage, removeStorage, storageReachable, writeStorage } from './safe-storage.js';

export type SendResult = 'sent' | 'failed' | 'too-soon' | 'offline';

// At most one message every 10 seconds from one browser; EmailJS keeps the time in localStorage.
const limitRate = { id: 'contact-form', throttle: 10_000 };

// init() drops EmailJS's own localStorage store, and limitRate silently does nothing without one:
// this is the same store, handed back, but one that never throws (blocked or full storage would
// otherwise stop the message).
const storageProvider = {
  get: async (key: string) => readStorage(key),
  set: async (key: string, value: string) => writeStorage(key, value),
  remove: async (key: string) => removeStorage(key),
};

// EmailJS looks for localStorage as it loads, and that look throws where the visitor blocks site
// data, so the import would fail: there, localStorage is hidden while it loads.
async function loadEmailJs() {
  if (storageReachable()) return import('@emailjs/browser');
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  try {
    return await import('@emailjs/browser');
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  }
}

/** Whether this site's own host answers: how the form knows it is offline (navigator.onLine
 * says yes on a phone with no signal). A HEAD request, which the offline worker leaves to the
 * network; tried before EmailJS, so nothing is sent, stored or replayed with no connection. */
async function siteAnswers() {
  try {
    await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** Sends the form's named fields. Never throws: what went wrong goes to the console. */
export async function sendMessage(
  form: HTMLFormElement | null | undefined,
  service: EmailService,
): Promise<SendResult> {
  if (!(await siteAnswers())) return 'offline';
  const missing = [
    !service.serviceId && 'the EmailJS service id (emailService.serviceId in content/contact.yaml)',
    !service.templateId &&
      'the EmailJS template id (emailService.templateId in content/contact.yaml)',
    !service.publicKey && 'the EmailJS public key (emailService.publicKey in content/contact.yaml)',
    !form && 'the form to send',
  ].filter(Boolean);
  if (missing.length > 0 || !form) {
    console.error(`Contact form not sent. Missing: ${missing.join('; ')}.`);
    return 'failed';
  }

  try {
    const emailjs = await loadEmailJs();
    // sendForm ignores an origin in its options: only init() sets where requests go.
    emailjs.init({ origin: service.origin, storageProvider });
    const response = await emailjs.sendForm(service.serviceId, service.templateId, form, {
      publicKey: service.publicKey,
      blockHeadless: service.blockHeadless,
      limitRate,
    });
    if (response.status === 200 || response.text === 'OK') return 'sent';
    console.error('Contact form not sent:', `${response.status} ${response.text}`);
    return 'failed';
  } catch (error) {
    // EmailJS rejects with { status, text } for a reply it refuses (429 from limitRate), a
    // plain string for bad settings, or the browser's TypeError when the network fails.
    const refusal = Object(error) as { status?: number; text?: string };
    if (refusal.status === 429) return 'too-soon';
    console.error(
      'Contact form not sent:',
      refusal.status === undefined ? error : `${refusal.status} ${refusal.text}`,
    );
    return 'failed';
  }
}
