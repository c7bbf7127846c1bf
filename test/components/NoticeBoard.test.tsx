import { expect, waitUntil } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { NoticeBoard } from '../../src/components/NoticeBoard.js';
import { fixture } from '../helpers/fixtures.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';

const { notices } = await fixture('busy', 'notices');
const [current, later] = notices;

/** A clock the test sets by hand. */
function clockAt(iso: string) {
  const now = Date.parse(iso);
  return { clock: () => now };
}

const visibleText = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.notice')].filter((n) => !n.hidden).map((n) => n.textContent);

describe('NoticeBoard', () => {
  it('shows a current notice and its link in a polite status region, not an alert', async () => {
    const { clock } = clockAt(current!.from);
    const container = render(<NoticeBoard notices={notices} clock={clock} />);
    const region = within(container).getByRole('status');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(within(container).queryByRole('alert')).to.equal(null);
    await waitUntil(() => visibleText(container).length === 1);
    expect(visibleText(container)[0]).to.contain(current!.message);
    expect(within(region).getByRole('link', { name: current!.link!.text }).getAttribute('href')).to.equal(current!.link!.url);
  });

  it('does not show a notice before its start', async () => {
    const { clock } = clockAt(later!.from);
    const container = render(<NoticeBoard notices={[later!]} clock={() => clock() - 60_000} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(visibleText(container)).to.deep.equal([]);
  });

  it("hides a notice when its end passes on the visitor's clock, without a rebuild", async () => {
    const ends = Date.now() + 400;
    const notice = { ...current!, from: new Date(ends - 3_600_000).toISOString(), until: new Date(ends).toISOString() };
    const container = render(<NoticeBoard notices={[notice]} />);
    await waitUntil(() => visibleText(container).length === 1);
    await waitUntil(() => visibleText(container).length === 0, 'the notice goes away at its end', { timeout: 3000 });
  });

  it('has no accessibility problems, large on the home page', async () => {
    const { clock } = clockAt(current!.from);
    const container = render(<NoticeBoard notices={notices} clock={clock} prominent />);
    await waitUntil(() => visibleText(container).length === 1);
    await expectNoAxeViolations(container);
  });

  it('leaves out notices already over when the site was built', () => {
    const container = render(<NoticeBoard notices={[notices[2]!]} />);
    expect(container.querySelectorAll('.notice')).to.have.length(0);
  });
});
