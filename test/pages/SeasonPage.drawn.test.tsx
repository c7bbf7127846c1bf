// A season's page on hand-made gala modules (test/fixtures/galas/): its galas newest first, each
// linked to its results, and the way back to /results.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import SeasonPage from '../../src/pages/SeasonPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { galas, words } from '../fixtures/galas/modules.js';

const season = { id: '2030-31', title: 'Season 2030–31', galas: galas.slice(0, 2) };
const renderPage = () => within(render(<SeasonPage season={season} words={words} />));

describe('SeasonPage', () => {
  it("lists the season's galas newest first, each linked to its results", () => {
    const page = renderPage();
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal('Season 2030–31');
    expect(
      page
        .getAllByRole('heading', { level: 2 })
        .map((h) => [h.textContent, h.querySelector('a')!.getAttribute('href')]),
    ).to.deep.equal(season.galas.map((gala) => [gala.title, `/results/${gala.id}`]));
  });

  it("gives each gala's facts, or says its results are not in yet", () => {
    const card = within(
      renderPage().getByRole('heading', { name: 'Autumn Sprints' }).closest('li')!,
    );
    expect(card.getByText(words.pages.noResultsYet)).to.exist;
  });

  it('links back to all the results', () => {
    expect(
      renderPage().getByRole('link', { name: words.pages.allResults }).getAttribute('href'),
    ).to.equal('/results');
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(render(<SeasonPage season={season} words={words} />));
  });
});
