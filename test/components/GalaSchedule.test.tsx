// A gala's day from its start list (test/fixtures/galas/modules.ts's galaDay): every swim of ours
// by session with its time, heat, lane and entry, estimates and withdrawals in words, and a
// parent's picks, kept on the phone, showing just their swimmers with the next swim first.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import GalaPage from '../../src/pages/GalaPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render, unmount } from '../helpers/render.js';
import { blockStorage } from '../helpers/storage.js';
import { galaDay, words } from '../fixtures/galas/modules.js';

const key = 'gala-swimmers';
const renderDay = () => render(<GalaPage gala={galaDay} words={words} />);
const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('.schedule-swims li')].map((li) => li.textContent);

describe('GalaSchedule', () => {
  beforeEach(() => localStorage.removeItem(key));
  after(() => localStorage.removeItem(key));

  it('lists our swims by session: time, swimmer, event, heat, lane, entry, in words', () => {
    const page = within(renderDay());
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).to.deep.equal([
      'Up next',
      'Part 1 on Saturday 9 November 2030',
      'Finals on Sunday 10 November 2030',
    ]);
    expect(page.getByText(/^Begins 10:00/).textContent).to.equal(
      'Begins 10:00. Warm up 09:00 to 09:45.',
    );
    expect(lines(page.getAllByRole('list')[0]!.closest('.schedule')! as HTMLElement)).to.deep.equal(
      [
        '10:00Isla Reid #1 Girls 50m FreestyleHeat 2 lane 4 · seed 35.12',
        'approx. 10:12Ann Ó Broin #3 Girls 100m FreestyleHeat 1 lane 3 · seed 1:10.10',
        'Isla Reid #3 Girls 100m FreestyleNot counted · seed 1:14.00',
        '17:00Ann Ó Broin #9 Girls 200m FreestyleHeat 1 lane 5',
      ],
    );
    expect(page.getByText(/^Heat sheet/).textContent).to.equal(
      'Heat sheet: our swims. "Approx." is worked out.',
    );
  });

  it('shows the swimmers a parent picks, next swim first, keeping picks on the phone', async () => {
    const container = renderDay();
    const page = within(container);
    expect(page.getByText('Choose swimmers for their next swim.')).to.exist;
    await userEvent.click(page.getByText('Just mine'));
    await userEvent.click(page.getByRole('checkbox', { name: 'Ann Ó Broin' }));
    expect(lines(container).map((line) => line!.slice(0, 20))).to.deep.equal([
      'approx. 10:12Ann Ó B',
      '17:00Ann Ó Broin #9 ',
    ]);
    expect(
      within(container.querySelector('.schedule-next')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent!.slice(0, 24)),
      // With its day: the gala is in 2030, still to come.
    ).to.deep.equal(['Sat approx. 10:12Ann Ó B']);
    expect(JSON.parse(localStorage.getItem(key)!)).to.deep.equal(['ann-o-broin']);

    unmount(container);
    const again = renderDay();
    expect(lines(again)).to.have.length(2);
    expect(within(again).getByRole('checkbox', { name: 'Ann Ó Broin' })).to.have.property(
      'checked',
      true,
    );
  });

  it('shows everyone again when the picks are cleared, and never sends them anywhere', async () => {
    localStorage.setItem(key, JSON.stringify(['Isla Reid']));
    const container = renderDay();
    expect(lines(container)).to.have.length(2);
    await userEvent.click(within(container).getByText('Just mine'));
    await userEvent.click(within(container).getByRole('checkbox', { name: 'Isla Reid' }));
    expect(lines(container)).to.have.length(4);
    expect(container.querySelector('form')).to.equal(null);
  });

  it("links each shown swimmer's calendar file, with a card for the arm on paper", async () => {
    localStorage.setItem(key, JSON.stringify(['ann-o-broin']));
    const container = renderDay();
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.schedule-tools a')].map(
      (a) => [a.textContent, a.getAttribute('href')],
    );
    expect(links).to.deep.equal([['iCal for Ann Ó Broin', `/results/${galaDay.id}/swims-1.ics`]]);
    const card = container.querySelector('.schedule-card')!;
    expect(getComputedStyle(card.parentElement!).display).to.equal('none');
    expect(
      [...card.querySelectorAll('tr')].map((tr) =>
        [...tr.children].map((cell) => cell.textContent),
      ),
    ).to.deep.equal([
      ['D', 'Ev', 'Ht', 'Ln', 'At'],
      ['9 November', '3', '1', '3', '10:12'],
      ['10 November', '9', '1', '5', '17:00'],
    ]);
  });

  it('still shows just the picked swimmers where the phone keeps no site data', async () => {
    const undo = blockStorage();
    try {
      const container = renderDay();
      await userEvent.click(within(container).getByText('Just mine'));
      await userEvent.click(within(container).getByRole('checkbox', { name: 'Isla Reid' }));
      expect(lines(container)).to.have.length(2);
      await userEvent.click(within(container).getByRole('checkbox', { name: 'Isla Reid' }));
      expect(lines(container)).to.have.length(4);
    } finally {
      undo();
    }
  });

  it('has no accessibility violations', async () => {
    await expectNoAxeViolations(renderDay());
  });
});
