import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { about } from '../../src/content/about.js';
import { AboutPage } from '../../src/pages/AboutPage.js';
import { fixture } from '../helpers/fixtures.js';
import { render } from '../helpers/render.js';

const { squads } = await fixture('busy', 'squads');

describe('AboutPage', () => {
  it('names every squad, in pathway order, however many there are', () => {
    const page = within(render(<AboutPage about={about} squads={squads} />));
    const names = page.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).to.deep.equal(squads.map((s) => s.name));
  });
});
