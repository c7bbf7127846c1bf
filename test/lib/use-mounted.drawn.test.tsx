import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { buildInfo } from '../../src/lib/build-info.js';
import { useMounted, useNow } from '../../src/lib/use-mounted.js';
import { render } from '../helpers/render.js';

const visitorsMoment = Date.UTC(2031, 0, 2, 12);
const clock = () => visitorsMoment;

/** Notes what each render saw. */
function Probe({ seen }: { seen: [boolean, number][] }) {
  const mounted = useMounted();
  const now = useNow(clock);
  seen.push([mounted, now]);
  return <p>{mounted ? 'running' : 'built'}</p>;
}

describe('useMounted and useNow', () => {
  let root: Root | undefined;
  afterEach(() => root?.unmount());

  it("see the build's moment while React wakes the build's HTML, then the visitor's", async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>built</p>'; // what the build writes for <Probe>
    document.body.append(container);
    const seen: [boolean, number][] = [];
    const errors: unknown[] = [];
    root = hydrateRoot(container, <Probe seen={seen} />, {
      onRecoverableError: (error) => errors.push(error),
    });
    await waitFor(() => expect(container.textContent).to.equal('running'));
    expect(seen[0]).to.deep.equal([false, buildInfo.builtAt]);
    expect(seen.at(-1)).to.deep.equal([true, visitorsMoment]);
    expect(errors).to.deep.equal([]);
    container.remove();
  });

  it("see the running page and the visitor's clock from the first render after a tap", () => {
    const seen: [boolean, number][] = [];
    const container = render(<Probe seen={seen} />);
    expect(seen).to.deep.equal([[true, visitorsMoment]]);
    expect(container.textContent).to.equal('running');
  });
});
