import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { about } from '../../src/content/about.js';
import AboutPage from '../../src/pages/AboutPage.js';
import { fixture } from '../helpers/fixtures.js';
import { drawnWhole, render } from '../helpers/render.js';

const { squads } = await fixture('busy', 'squads');

/** The page drawn whole: its squads come a moment after its first screen, as after a tap. */
async function renderWhole() {
  const container = render(<AboutPage about={about} squads={squads} />);
  await drawnWhole(container);
  return within(container);
}

describe('AboutPage', () => {
  it('names every squad, in pathway order, however many there are', async () => {
    const page = await renderWhole();
    const names = page.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).to.deep.equal(squads.map((s) => s.name));
  });
});

describe('AboutPage links', () => {
  it('links each squad to its week on the Training page, and the page to Join', async () => {
    const page = await renderWhole();
    for (const squad of squads) {
      const slug = squad.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      expect(
        page
          .getByRole('link', {
            name: about.squadStructure.trainingLink.replace('{squad}', squad.name),
          })
          .getAttribute('href'),
      ).to.equal(`/training#squad-${slug}`);
    }
    expect(
      page.getByRole('link', { name: about.swimWithUs.joinLink }).getAttribute('href'),
    ).to.equal('/join');
  });
});
