// The links to every standard's page (/standards/<id>) that /results, /records and each gala's
// page show, so a coach reaches them from anywhere in the results.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { StandardLinks } from '../../src/components/StandardLinks.js';
import GalaPage from '../../src/pages/GalaPage.js';
import RecordsPage from '../../src/pages/RecordsPage.js';
import ResultsPage from '../../src/pages/ResultsPage.js';
import { render } from '../helpers/render.js';
import { gala, galas, records, words } from '../fixtures/galas/modules.js';

const standards = [
  { id: 'kelvin-regionals-2031', name: 'Kelvin Regional Championships 2031', short: 'Regionals' },
  { id: 'nags-2031', name: 'National Age Groups 2031', short: 'Nationals' },
];
const links = (container: HTMLElement) =>
  within(container.querySelector('.standard-links')!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const expected = standards.map(({ id, name }) => [name, `/standards/${id}`]);

describe('StandardLinks', () => {
  it("links each standard's page after the words for them", () => {
    const part = render(<StandardLinks standards={standards} words={words} />);
    expect(part.textContent).to.equal(
      `${words.pages.standardsHeading}: Kelvin Regional Championships 2031 · National Age ` +
        `Groups 2031`,
    );
    expect(links(part)).to.deep.equal(expected);
  });

  it('shows nothing for a club with no standards', () => {
    expect(render(<StandardLinks standards={[]} words={words} />).textContent).to.equal('');
  });

  it("is on /results, /records and a gala's page", () => {
    expect(
      links(
        render(
          <ResultsPage galas={galas} earlierSeasons={[]} words={words} standards={standards} />,
        ),
      ),
    ).to.deep.equal(expected);
    expect(
      links(render(<RecordsPage records={records} words={words} standards={standards} />)),
    ).to.deep.equal(expected);
    expect(
      links(render(<GalaPage gala={gala} words={words} standards={standards} />)),
    ).to.deep.equal(expected);
  });
});
