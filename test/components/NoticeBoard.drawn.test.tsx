import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { NoticeBoard } from '../../src/components/NoticeBoard.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { notices } = await fixture('busy', 'notices');
const [current, later, over] = notices;
const at = (iso: string) => Date.parse(iso);

const visibleText = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.notice')]
    .filter((n) => !n.hidden)
    .map((n) => n.textContent);

describe('NoticeBoard', () => {
  it('shows a current notice and its link in a polite status region, not an alert', () => {
    const container = render(<NoticeBoard notices={notices} now={at(current!.from)} />);
    const region = within(container).getByRole('status');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(within(container).queryByRole('alert')).to.equal(null);
    expect(visibleText(container)).to.have.length(1);
    expect(visibleText(container)[0]).to.contain(current!.message);
    expect(
      within(region).getByRole('link', { name: current!.link!.text }).getAttribute('href'),
    ).to.equal(current!.link!.url);
  });

  it('keeps a notice hidden before its start, with its times for the page to show it then', () => {
    const container = render(<NoticeBoard notices={[later!]} now={at(later!.from) - 60_000} />);
    expect(visibleText(container)).to.deep.equal([]);
    const waiting = container.querySelector<HTMLElement>('.notice')!;
    expect([waiting.dataset.from, waiting.dataset.until]).to.deep.equal([
      later!.from,
      later!.until,
    ]);
  });

  it('leaves out notices already over', () => {
    const container = render(<NoticeBoard notices={notices} now={at(current!.until)} />);
    expect(container.textContent).to.not.contain(over!.message);
    expect(container.textContent).to.not.contain(current!.message);
  });

  it('puts links to pages of the site under its sub-folder', () => {
    const container = render(
      <NoticeBoard notices={[current!]} now={at(current!.from)} base="/club" />,
    );
    expect(within(container).getByRole('link').getAttribute('href')).to.equal(
      `/club${current!.link!.url}`,
    );
  });

  it('has no accessibility problems', async () => {
    const container = render(<NoticeBoard notices={notices} now={at(current!.from)} />);
    await expectNoAxeViolations(container);
  });
});
