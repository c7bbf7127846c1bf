// The results page on hand-made gala modules (test/fixtures/galas/): galas newest first,
// season by season, each with its facts, and the link to the club records.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import ResultsPage from '../../src/pages/ResultsPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { galas, words } from '../fixtures/galas/modules.js';

const renderPage = (shown = galas, earlierSeasons = seasons) =>
  within(render(<ResultsPage galas={shown} earlierSeasons={earlierSeasons} words={words} />));
const seasons = [
  { id: '2028-29', title: 'Season 2028–29' },
  { id: '2027-28', title: 'Season 2027–28' },
];

describe('ResultsPage', () => {
  it('lists the galas newest first under their seasons, each linked to its results', () => {
    const page = renderPage();
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).to.deep.equal([
      'Season 2030–31',
      'Season 2029–30',
      words.pages.earlierSeasons,
    ]);
    expect(page.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).to.deep.equal(
      galas.map((gala) => gala.title),
    );
    expect(page.getByRole('link', { name: 'Kelvin November Open' }).getAttribute('href')).to.equal(
      '/results/2030-11-open',
    );
  });

  it("gives each gala's dates, venue, pool, swimmers, personal bests and medals", () => {
    const card = within(
      renderPage().getByRole('heading', { name: 'Summer Long Course' }).closest('li')!,
    );
    expect(card.getByText(/Tollcross/).textContent).to.equal(
      '14 June 2030 · Tollcross · Long course (50 m)',
    );
    expect(card.getByText(/of us swam/).textContent).to.equal(
      '3 of us swam; 2 PBs1 golds, 0 silvers, 2 bronzes',
    );
  });

  it('counts first swims, not "0 PBs", at a gala with no personal bests', () => {
    const first = { ...galas[2]!, pbs: 0, firsts: 9 };
    const card = within(
      renderPage([first]).getByRole('heading', { name: 'Summer Long Course' }).closest('li')!,
    );
    expect(card.getByText(/of us swam/).textContent)
      .to.contain('3 of us swam; 9 first swims')
      .and.not.contain('PBs');
  });

  it('says a gala has no results yet when its file holds only entries', () => {
    const card = within(
      renderPage().getByRole('heading', { name: 'Autumn Sprints' }).closest('li')!,
    );
    expect(card.getByText(words.pages.noResultsYet)).to.exist;
    expect(card.queryByText(/of us swam/)).to.equal(null);
  });

  it('links each earlier season to its page, newest first, under a heading of their own', () => {
    const earlier = within(
      renderPage()
        .getByRole('heading', { level: 2, name: words.pages.earlierSeasons })
        .closest('section')!,
    );
    expect(
      earlier.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).to.deep.equal([
      ['Season 2028–29', '/results/seasons/2028-29'],
      ['Season 2027–28', '/results/seasons/2027-28'],
    ]);
  });

  it('leaves out the earlier seasons when there are none', () => {
    expect(
      renderPage(galas, []).queryByRole('heading', { name: words.pages.earlierSeasons }),
    ).to.equal(null);
  });

  it('links to the club records, and says when there are no galas yet', () => {
    const page = renderPage([], []);
    expect(page.getByRole('link', { name: words.pages.recordsLink }).getAttribute('href')).to.equal(
      '/records',
    );
    expect(page.getByText(words.pages.noGalas)).to.exist;
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(
      render(<ResultsPage galas={galas} earlierSeasons={seasons} words={words} />),
    );
  });
});
