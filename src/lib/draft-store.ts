// The contact form's unsent draft, kept in the visitor's own browser (localStorage) as they
// type, so a reload, a discarded tab, a crash or a failed send loses nothing. It never leaves
// the device. Only boxes with a name are kept (the spam trap has none).
import { readStorage, removeStorage, writeStorage } from './safe-storage.js';

const key = 'contact-form-draft';
/**
 * A draft left untouched this long is dropped. The privacy notice says so too (the content checks
 * make sure).
 */
export const draftKeepDays = 30;
const keepFor = draftKeepDays * 24 * 60 * 60 * 1000;

// A browser loads a site's stored data on its first use in a page's life, slow on a phone: here,
// when the form's code arrives (fetched ahead of a tap, at idle time), not during the tap.
if (typeof document !== 'undefined') readStorage(key);

type Draft = { savedAt: number; fields: Record<string, string> };
type Box = HTMLInputElement | HTMLTextAreaElement;

function load(now: number): Record<string, string> {
  let draft: Partial<Draft> | null = null;
  try {
    draft = JSON.parse(readStorage(key) ?? 'null');
  } catch {
    // Not ours, or cut short: start afresh.
  }
  if (typeof draft?.savedAt !== 'number' || now - draft.savedAt > keepFor) {
    if (draft) clearDraft();
    return {};
  }
  return Object.fromEntries(
    Object.entries(draft.fields ?? {}).filter(([, value]) => typeof value === 'string'),
  );
}

/** Keeps what is in one box; an emptied box is forgotten, and an empty draft removed. */
export function saveDraft(box: Box, now = Date.now()): void {
  if (!box.name) return;
  const fields = { ...load(now), [box.name]: box.value };
  if (!box.value) delete fields[box.name];
  if (Object.keys(fields).length === 0) clearDraft();
  else writeStorage(key, JSON.stringify({ savedAt: now, fields } satisfies Draft));
}

/** Puts the draft back into the form's boxes, leaving alone any the visitor has typed in since. */
export function restoreDraft(form: HTMLFormElement, now = Date.now()): void {
  for (const [name, value] of Object.entries(load(now))) {
    const box = form.elements.namedItem(name);
    // By name only: namedItem also matches ids, and the spam trap has an id.
    if (
      (box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) &&
      box.name === name &&
      !box.value
    )
      box.value = value;
  }
}

export function clearDraft(): void {
  removeStorage(key);
}
