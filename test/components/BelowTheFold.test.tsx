import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BelowTheFold } from '../../src/components/BelowTheFold.js';
import { render } from '../helpers/render.js';

function Page() {
  return (
    <div>
      <h1>Top of the page</h1>
      <BelowTheFold>
        <h2>Lower down</h2>
      </BelowTheFold>
    </div>
  );
}

const placeholderIn = (container: HTMLElement) => container.querySelector('.below-the-fold');

describe('BelowTheFold', () => {
  let root: Root | undefined;
  afterEach(() => root?.unmount());

  it('draws the first screen at once after a tap, and its part a moment later', async () => {
    const container = render(<Page />);
    const page = within(container);
    expect(page.getByRole('heading', { name: 'Top of the page' })).to.exist;
    expect(
      page.queryByRole('heading', { name: 'Lower down' }) === null,
      'the lower part waits',
    ).to.equal(true);
    // Meanwhile a screen-tall box keeps what follows (the footer) off the first screen.
    expect(placeholderIn(container)!.getBoundingClientRect().height).to.be.at.least(
      window.innerHeight,
    );
    await waitFor(() => expect(page.getByRole('heading', { name: 'Lower down' })).to.exist);
    expect(placeholderIn(container) === null, 'placeholder gone').to.equal(true);
    expect(container.querySelector('h1 ~ h2')).to.exist;
  });

  it("leaves its part of the build's HTML alone while React wakes the first page up", async () => {
    const container = document.createElement('div');
    // What the build writes for <Page>.
    container.innerHTML = '<div><h1>Top of the page</h1><h2>Lower down</h2></div>';
    document.body.append(container);
    const built = container.querySelector('h2');
    const errors: unknown[] = [];
    root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    await new Promise((settled) => setTimeout(settled, 100));
    expect(container.querySelector('h2') === built, 'the same heading').to.equal(true);
    expect(placeholderIn(container) === null, 'no placeholder').to.equal(true);
    expect(errors).to.deep.equal([]);
    container.remove();
  });
});
