// Before a gala, from its invitation (test/fixtures/galas/modules.ts's galaBefore): the meet's
// rules, each swimmer's possible events with their best against the meet's time in words, what
// the site cannot judge said plainly, and the same event by event for the coaches.
import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import GalaPage from '../../src/pages/GalaPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { galaBefore, words } from '../fixtures/galas/modules.js';

const renderBefore = () => render(<GalaPage gala={galaBefore} words={words} />);

describe('GalaBefore', () => {
  beforeEach(() => localStorage.removeItem('gala-swimmers'));

  it("says the meet's deadline, age date and window, and that other pools' times stand", () => {
    const rules = within(renderBefore()).getByText(/^Invitation/).textContent;
    expect(rules).to.equal(
      'Invitation: who may enter. Closes 20 October 2030. Age on 31 December 2030. Window 1 ' +
        'January 2030 to 31 October 2030. Converts (FINA_POINTS); we do not.',
    );
  });

  it("gives each swimmer's events: met, how far off, another pool's time, none to judge", () => {
    const container = renderBefore();
    const bySwimmer = [...container.querySelectorAll('.before > section')].map((section) => [
      section.querySelector('h3')!.textContent,
      [...section.querySelectorAll('li')].map((li) => li.textContent),
    ]);
    expect(bySwimmer).to.deep.equal([
      [
        'Ann Ó Broin age 12',
        [
          '#1 Girls 50m Freestyle, 11–1234.00 at Autumn Open makes 35.00',
          '#2 Girls 100m Freestyle1:14.00 in Long course (50 m), not converted; needs 1:10.00',
        ],
      ],
      [
        'Isla Reid age 11',
        [
          '#1 Girls 50m Freestyle, 11–1236.50 at Autumn Open, 1.50 to go for 35.00',
          '#2 Girls 100m Freestylecannot tell; needs 1:10.00',
        ],
      ],
    ]);
  });

  it('lists the same event by event for the coaches, once opened', async () => {
    const events = within(renderBefore()).getByText('Events').closest('details')!;
    expect(events.querySelectorAll('h3')).to.have.length(0);
    await userEvent.click(within(events).getByText('Events'));
    await waitFor(() => expect(events.querySelectorAll('h3')).to.have.length(2));
    expect([...events.querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal([
      '#1 Girls 50m Freestyle, 11–12',
      '#2 Girls 100m Freestyle',
    ]);
  });

  it('has no accessibility violations', async () => {
    await expectNoAxeViolations(renderBefore());
  });
});
