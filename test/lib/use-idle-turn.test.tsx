import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { useIdleTurn } from '../../src/lib/use-idle-turn.js';
import { render } from '../helpers/render.js';

/** Notes the moment its turn came, in order with the others. */
function Part({ name, came }: { name: string; came: string[] }) {
  const turn = useIdleTurn();
  if (turn && !came.includes(name)) came.push(name);
  return <p>{turn ? `${name} laid out` : `${name} waiting`}</p>;
}

describe('useIdleTurn', () => {
  it('gives each part its turn once the page runs, one after another in order', async () => {
    const came: string[] = [];
    const container = render(
      <>
        <Part name="first" came={came} />
        <Part name="second" came={came} />
        <Part name="third" came={came} />
      </>,
    );
    expect(container.textContent).to.equal('first waitingsecond waitingthird waiting');
    await waitFor(() =>
      expect(container.textContent).to.equal('first laid outsecond laid outthird laid out'),
    );
    expect(came).to.deep.equal(['first', 'second', 'third']);
  });
});
