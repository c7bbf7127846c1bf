// A swimmer's qualifying times, and a gala's marks for them: in words, with the standard's
// short name beside the time and its full name in the marks key.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { MarksKey } from '../../src/components/MarksKey.js';
import { SwimTime } from '../../src/components/SwimTime.js';
import { SwimmerStandards } from '../../src/components/SwimmerStandards.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { gala, words } from '../fixtures/galas/modules.js';
import { swimmerStandards } from '../fixtures/galas/standards.js';

describe('SwimmerStandards', () => {
  it('lists per standard, linked to its page, each race met or how far off', () => {
    const part = within(render(<SwimmerStandards standards={swimmerStandards} words={words} />));
    part.getByRole('heading', { level: 2, name: 'Meet times' });
    expect(part.getByRole('link', { name: 'Kelvin Regional Championships 2031' }).getAttribute('href')).to.equal('/standards/kelvin-regionals-2031');
    expect(part.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal([
      '100m Backstroke: made it in 1:05.32 (needs 1:06.00)',
      '50m Freestyle: 0.84 off Regionals, best 33.84 (needs 33.00)',
    ]);
  });

  it('shows nothing for a swimmer with no standards', () => {
    expect(render(<SwimmerStandards standards={undefined} words={words} />).textContent).to.equal('');
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(render(<SwimmerStandards standards={swimmerStandards} words={words} />));
  });
});

describe('a gala swim that met a standard', () => {
  const swim = { swimmer: { name: 'Ann B' }, time: 6532, met: ['Regionals'], considered: ['Nationals'] };

  it('says so beside its time, with the standard short name', () => {
    expect(render(<SwimTime swim={swim} words={words} />).textContent).to.equal('1:05.32 ✓ Regionals ? Nationals');
  });

  it("spells the marks out in the gala's key, with each standard's full name", () => {
    const [event] = gala.events;
    const events = [{ ...event!, swims: [swim] }];
    const standards = [
      { id: 'r', name: 'Kelvin Regional Championships 2031', short: 'Regionals' },
      { id: 'n', name: 'National Age Groups 2031', short: 'Nationals' },
    ];
    const key = within(render(<MarksKey events={events} standards={standards} words={words} />));
    expect(key.getByText('✓ Regionals').nextElementSibling!.textContent).to.equal('inside the Kelvin Regional Championships 2031 time');
    expect(key.getByText('? Nationals').nextElementSibling!.textContent).to.equal('inside the National Age Groups 2031 consideration time');
  });
});
