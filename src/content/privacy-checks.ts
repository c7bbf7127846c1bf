// The privacy notice must tell the truth about the form's drafts: the button that clears one
// (contact.yaml) and how long one is kept (src/lib/draft-store.ts).
import { draftKeepDays } from '../lib/draft-store.js';
import type { Content, Problem } from './checks.js';

export function draftPromise({ contact, privacy }: Content): Problem[] {
  if (!contact || !privacy) return [];
  const ids = contact.emailService;
  if (!privacy.contactForm)
    return ids.serviceId && ids.templateId && ids.publicKey
      ? [
          {
            collection: 'privacy',
            path: [],
            message:
              'has no contactForm section, but the Contact page has a form (contact.yaml has ' +
              'its EmailJS ids): the notice must say what the form sends; put the section ' +
              "back (an earlier version is in the site's history)",
          },
        ]
      : [];
  const { draft } = privacy.contactForm;
  const path = ['contactForm', 'draft'];
  const problems: Problem[] = [];
  if (!draft.includes(contact.form.clear))
    problems.push({
      collection: 'privacy',
      path,
      message:
        `should name the form's "${contact.form.clear}" button (contact.yaml, form › clear), ` +
        'which deletes the kept copy',
    });
  if (!draft.includes(`${draftKeepDays} days`))
    problems.push({
      collection: 'privacy',
      path,
      message:
        `should say the copy is deleted after ${draftKeepDays} days without changes, ` +
        'as the site does',
    });
  return problems;
}
