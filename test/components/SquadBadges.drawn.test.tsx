// The About page's squads with fixture content: badge artwork where the club has it, a badge
// drawn from the squad's colour and name where it has not.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { SquadBadges } from '../../src/components/SquadBadges.js';
import { badgeLabel } from '../../src/components/SquadBadge.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { squads } = await fixture('busy', 'squads');
const { squads: oneSquad } = await fixture('bare', 'squads');

const squadItems = (container: HTMLElement) => within(container).getAllByRole('listitem');

describe('SquadBadges', () => {
  it("draws a badge in the squad's colour for a squad with no artwork, else its artwork", () => {
    const items = squadItems(render(<SquadBadges squads={squads} />));
    expect(
      squads.some((s) => s.badge) && squads.some((s) => !s.badge),
      'the fixture has both kinds',
    ).to.equal(true);
    squads.forEach((squad, i) => {
      const item = items[i]!;
      expect(within(item).getByRole('heading', { level: 3 }).textContent).to.equal(squad.name);
      const drawn = item.querySelector('svg');
      if (squad.badge) {
        expect(drawn).to.equal(null);
        expect(item.querySelector('img')!.getAttribute('src')).to.contain(squad.badge.src);
        return;
      }
      expect(drawn!.querySelector('circle')!.getAttribute('fill')).to.equal(squad.colour);
      const label = drawn!.querySelector('text')!;
      expect(label.textContent).to.equal(badgeLabel(squad.name));
      expect(label.getAttribute('fill')).to.equal(squad.textColour);
    });
  });

  it('hides every badge from screen readers, as the squad is named beside it', () => {
    const container = render(<SquadBadges squads={squads} />);
    expect(within(container).queryAllByRole('img')).to.have.length(0);
    for (const svg of container.querySelectorAll('svg'))
      expect(svg.getAttribute('aria-hidden')).to.equal('true');
  });

  it("keeps the drawn name inside the badge's ring, however long the squad's name", () => {
    const long = [
      ...squads,
      ...oneSquad,
      { ...oneSquad[0]!, name: 'Performance' },
      { ...oneSquad[0]!, name: 'Junior Development Squad' },
    ];
    const container = render(
      <SquadBadges squads={long.map((s) => ({ ...s, badge: undefined }))} />,
    );
    for (const svg of container.querySelectorAll('svg')) {
      // The ring's inner edge is 40 units from the middle of the 100-unit drawing.
      const { width, height } = svg.querySelector('text')!.getBBox();
      expect(Math.hypot(width / 2, height / 2), svg.textContent!).to.be.below(46);
    }
  });

  it('labels a badge with a short name, a long word cut short, or several by initials', () => {
    expect(
      ['Gold', 'Intermediate', 'Junior Bronze', 'Masters and Adult Fitness'].map(badgeLabel),
    ).to.deep.equal(['Gold', 'Int', 'JB', 'MAF']);
  });

  it('draws a single squad, as a one-squad club has', () => {
    const items = squadItems(render(<SquadBadges squads={oneSquad} />));
    expect(items).to.have.length(1);
    expect(items[0]!.querySelector('svg text')!.textContent).to.equal(
      badgeLabel(oneSquad[0]!.name),
    );
  });
});
