import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { SavedCopyNote } from '../../src/components/SavedCopyNote.js';
import { render } from '../helpers/render.js';

// What the offline worker (src/sw/pages.ts) posts to the page after a tap on a link.
const workerSays = (savedCopy: string | null) =>
  navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { savedCopy } }));
const words = 'Test copy from Monday 23 November at 18:05, check before you go';

describe('SavedCopyNote', () => {
  it('says nothing until the worker says the page is a saved copy, then politely', async () => {
    const page = within(render(<SavedCopyNote path="/training" />));
    const status = page.getByRole('status');
    expect(status.textContent).to.equal('');
    workerSays(words);
    await waitFor(() => expect(status.textContent).to.equal(words));
    workerSays(null);
    await waitFor(() => expect(status.textContent).to.equal(''));
  });

  it('takes over from the note the worker wrote into a page from the saved copy', async () => {
    const written = Object.assign(document.createElement('p'), {
      id: 'saved-copy',
      textContent: words,
    });
    document.body.prepend(written);
    const page = within(render(<SavedCopyNote path="/join" />));
    workerSays(words);
    await waitFor(() => expect(page.getByRole('status').textContent).to.equal(words));
    expect(document.getElementById('saved-copy'), 'one note on the page').to.equal(null);
    workerSays(null);
  });
});
