// A test file's own inbox in the pretend EmailJS (scripts/test/fake-email-service.mjs), and the
// clean slate each contact test starts from.
import type { EmailService } from '../../src/content/schema/contact.js';
import { engine } from './engine.js';

export type Received = { contentType: string; fields: Record<string, string> };

export function fakeEmailInbox(name: string) {
  // One inbox per engine too: the engines run the same file at the same time.
  const origin = `${location.origin}/fake-emailjs/${name}-${engine}`;
  // blockHeadless off: the test browser is program-driven, which EmailJS would refuse.
  const service: EmailService = {
    serviceId: 'service_test',
    templateId: 'template_test',
    publicKey: 'public_key_test',
    origin,
    blockHeadless: false,
  };
  return {
    origin,
    service,
    received: async (): Promise<Received[]> => (await fetch(`${origin}/__requests`)).json(),
    answerWith: (mode: 'ok' | '500' | 'drop' | 'slow') =>
      fetch(`${origin}/__mode`, { method: 'POST', body: mode }),
    reset: () => fetch(`${origin}/__reset`, { method: 'POST' }),
  };
}

/**
 * Before each test: an empty inbox answering "ok", no remembered send (EmailJS's limitRate
 * keeps the last one in localStorage), and console errors collected into the returned list.
 */
export function startEachTestClean(inbox: ReturnType<typeof fakeEmailInbox>): unknown[][] {
  const consoleError = console.error;
  const logged: unknown[][] = [];
  beforeEach(async () => {
    localStorage.clear();
    await inbox.reset();
    logged.length = 0;
    console.error = (...args: unknown[]) => logged.push(args);
  });
  afterEach(() => {
    console.error = consoleError;
    localStorage.clear();
  });
  return logged;
}

/** The three EmailJS settings a club must fill in, with how the console names each. */
export const requiredSettings = [
  ['serviceId', 'service id'],
  ['templateId', 'template id'],
  ['publicKey', 'public key'],
] as const;
