// A swimmer's qualifying times, and a gala's swims that met one: in the one sentence every page
// says it in, with the standard's own time and the margin.
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
    expect(
      part.getByRole('link', { name: 'Kelvin Regional Championships 2031' }).getAttribute('href'),
    ).to.equal('/standards/kelvin-regionals-2031');
    expect(part.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal([
      '100m Backstroke: 1:05.32, inside Regionals (1:06.00) by 0.68',
      '50m Freestyle: 33.84, 0.84 outside Regionals (33.00)',
    ]);
  });

  it('shows nothing for a swimmer with no standards', () => {
    expect(render(<SwimmerStandards standards={undefined} words={words} />).textContent).to.equal(
      '',
    );
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(
      render(<SwimmerStandards standards={swimmerStandards} words={words} />),
    );
  });
});

describe('a gala swim that met a standard', () => {
  const swim = {
    swimmer: { name: 'Ann B' },
    time: 6532,
    met: ['Regionals'],
    considered: ['Nationals'],
    targets: { Regionals: 6600, Nationals: 6700 },
  };

  it("says so under its time in the standard page's words, with its time and the margin", () => {
    const said = render(<SwimTime swim={swim} words={words} />).querySelector('small')!;
    expect(said.textContent).to.equal(
      'inside Regionals (1:06.00) by 0.68; inside Nationals consideration (1:07.00) by 1.68',
    );
  });

  it('leaves the standards out of the marks key, as the sentence says it; the rest stay', () => {
    const [event] = gala.events;
    expect(
      render(
        <MarksKey
          events={[{ ...event!, swims: [{ ...swim, pb: false }, { pb: true }] }]}
          words={words}
        />,
      ).textContent,
    ).to.equal(`${words.pages.pb}${words.pages.pbWords}`);
  });
});
