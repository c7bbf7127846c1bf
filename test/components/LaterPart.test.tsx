import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LaterPart } from '../../src/components/LaterPart.js';
import { later, type Part } from '../../src/lib/later.js';

type CounterProps = { label: string };

function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

// The build's HTML of a finished Suspense boundary, as React's server renderer writes it.
const builtHtml = '<p>Rest of the page</p><!--$--><button type="button">Taps 0</button><!--/$-->';

describe('LaterPart', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = builtHtml;
    document.body.append(container);
  });
  afterEach(() => {
    root?.unmount();
    container.remove();
  });

  const page = (part: Part<ComponentType<CounterProps>>) => (
    <>
      <p>Rest of the page</p>
      <LaterPart part={part} props={{ label: 'Taps' }} />
    </>
  );

  it("keeps the build's HTML of a part whose code has not arrived, then wakes it up", async () => {
    let arrive: (part: ComponentType<CounterProps>) => void = () => {};
    const part = Object.assign(new Promise<ComponentType<CounterProps>>((resolve) => (arrive = resolve)), { wake: () => {} });
    const button = container.querySelector('button')!;
    const errors: unknown[] = [];
    root = hydrateRoot(container, page(part), { onRecoverableError: (error) => errors.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('button')).to.equal(button);
    expect(button.textContent).to.equal('Taps 0');

    arrive(Counter);
    // Awake: the same button (not drawn again) now counts taps.
    await waitFor(() => {
      button.click();
      expect(button.textContent).to.not.equal('Taps 0');
    });
    expect(container.querySelector('button')).to.equal(button);
    expect(errors).to.deep.equal([]);
  });

  it('asks for the code of a part only once the page around it has woken up', async () => {
    let asked = false;
    const part = later(async () => ((asked = true), Counter));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).to.equal(false);
    root = hydrateRoot(container, page(part));
    await waitFor(() => {
      container.querySelector('button')!.click();
      expect(container.querySelector('button')!.textContent).to.equal('Taps 1');
    });
    expect(asked).to.equal(true);
  });
});
