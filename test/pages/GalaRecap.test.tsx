// A gala's page opens with its recap, in the club's words (test/fixtures/galas/modules.ts).
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import GalaPage from '../../src/pages/GalaPage.js';
import { render } from '../helpers/render.js';
import { gala, words } from '../fixtures/galas/modules.js';

const recap = {
  swims: 12,
  records: 1,
  improvements: [{ name: 'Ann B', drop: 123, race: { distance: 100, stroke: 'BACK' as const, relayCount: 1, course: 'SCM' as const } }],
  standards: [{ short: 'Regionals', swims: 2 }],
};

describe("GalaPage's recap", () => {
  it('opens the page with what the gala brought, sentence by sentence', () => {
    const page = within(render(<GalaPage gala={{ ...gala, recap }} words={words} />));
    const { swimmers, pbs, firsts, medals } = gala;
    const said = `${swimmers} swam, 12 times, ${pbs} PBs, ${firsts} firsts. Most improved: Ann B (100m Backstroke) by 1.23. 1 club records. ${medals.gold}/${medals.silver}/${medals.bronze} medals. Meet times: Regionals ×2.`;
    expect(page.getByText(said).tagName).to.equal('P');
  });

  it('says nothing of a gala without one', () => {
    const page = render(<GalaPage gala={gala} words={words} />);
    expect(page.querySelector('.gala-recap')).to.equal(null);
  });
});
