import { expect } from '@open-wc/testing';
import { clearDraft, draftKeepDays, restoreDraft, saveDraft } from '../../src/lib/draft-store.js';
import { blockStorage, fillStorage } from '../helpers/storage.js';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22, 12);

/** A form like the contact form: named boxes, and a trap box with an id but no name. */
function makeForm(values: Record<string, string> = {}) {
  const form = document.createElement('form');
  const box = (name: string) =>
    Object.assign(document.createElement('input'), { name, value: values[name] ?? '' });
  const trap = Object.assign(document.createElement('input'), {
    id: 'contact-trap',
    value: values.trap ?? '',
  });
  form.append(box('from_name'), box('message'), trap);
  const named = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { form, name: named('from_name'), message: named('message'), trap };
}

describe('draft-store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('keeps each named box as it is typed and puts it back into an empty form', () => {
    const before = makeForm({ from_name: 'Morag', message: 'Trials?' });
    saveDraft(before.name, now);
    saveDraft(before.message, now);
    const after = makeForm();
    restoreDraft(after.form, now);
    expect([after.name.value, after.message.value]).to.deep.equal(['Morag', 'Trials?']);
  });

  it('leaves alone a box the visitor typed in before the draft came back', () => {
    saveDraft(makeForm({ from_name: 'Morag' }).name, now);
    saveDraft(makeForm({ message: 'Trials?' }).message, now);
    const after = makeForm({ message: 'Galas?' });
    restoreDraft(after.form, now);
    expect([after.name.value, after.message.value]).to.deep.equal(['Morag', 'Galas?']);
  });

  it('keeps nothing from a box without a name, and puts nothing into one', () => {
    const before = makeForm({ trap: 'https://spam.example' });
    saveDraft(before.trap, now);
    expect(localStorage.length).to.equal(0);
    saveDraft(makeForm({ from_name: 'Morag' }).name, now);
    const stored = localStorage.key(0)!;
    localStorage.setItem(
      stored,
      JSON.stringify({ savedAt: now, fields: { 'contact-trap': 'https://spam.example' } }),
    );
    const after = makeForm();
    restoreDraft(after.form, now);
    expect(after.trap.value).to.equal('');
  });

  it(`drops a draft left untouched for more than ${draftKeepDays} days`, () => {
    saveDraft(makeForm({ message: 'Trials?' }).message, now - draftKeepDays * day - 1);
    const after = makeForm();
    restoreDraft(after.form, now);
    expect(after.message.value).to.equal('');
    expect(localStorage.length).to.equal(0);
  });

  it(`keeps a draft changed within the last ${draftKeepDays} days, however long ago begun`, () => {
    const begun = now - 2 * draftKeepDays * day;
    const lastChange = now - draftKeepDays * day + 1;
    saveDraft(makeForm({ from_name: 'Morag' }).name, begun);
    saveDraft(makeForm({ from_name: 'Morag', message: 'Trials?' }).message, begun + day);
    saveDraft(makeForm({ from_name: 'Morag P' }).name, lastChange);
    const after = makeForm();
    restoreDraft(after.form, now);
    expect([after.name.value, after.message.value]).to.deep.equal(['Morag P', 'Trials?']);
  });

  it('forgets a box when it is emptied, and the whole draft when every box is', () => {
    const form = makeForm({ from_name: 'Morag', message: 'Trials?' });
    saveDraft(form.name, now);
    saveDraft(form.message, now);
    form.name.value = '';
    saveDraft(form.name, now);
    expect(JSON.stringify(Object.entries(localStorage))).to.not.contain('Morag');
    form.message.value = '';
    saveDraft(form.message, now);
    expect(localStorage.length).to.equal(0);
  });

  it('forgets everything when cleared', () => {
    saveDraft(makeForm({ message: 'Trials?' }).message, now);
    clearDraft();
    expect(localStorage.length).to.equal(0);
  });

  it('starts afresh from a saved draft it cannot read', () => {
    saveDraft(makeForm({ message: 'Trials?' }).message, now);
    const stored = localStorage.key(0)!;
    for (const broken of [
      '{"savedAt":',
      'null',
      '"text"',
      JSON.stringify({ savedAt: 'today', fields: {} }),
    ]) {
      localStorage.setItem(stored, broken);
      const after = makeForm();
      expect(() => restoreDraft(after.form, now)).to.not.throw();
      expect(after.message.value).to.equal('');
    }
    localStorage.setItem(
      stored,
      JSON.stringify({ savedAt: now, fields: { message: 42, from_name: 'Morag' } }),
    );
    const after = makeForm();
    restoreDraft(after.form, now);
    expect([after.name.value, after.message.value]).to.deep.equal(['Morag', '']);
  });

  for (const [refusal, refuse] of [
    ['blocked', blockStorage],
    ['full', fillStorage],
  ] as const) {
    it(`throws nothing and keeps nothing when storage is ${refusal}`, () => {
      const undo = refuse();
      try {
        const form = makeForm({ message: 'Trials?' });
        expect(() => saveDraft(form.message, now)).to.not.throw();
        const after = makeForm();
        expect(() => restoreDraft(after.form, now)).to.not.throw();
        expect(after.message.value).to.equal('');
        expect(() => clearDraft()).to.not.throw();
      } finally {
        undo();
      }
    });
  }
});
