// A gala's page opens with its recap, in the club's words (test/fixtures/galas/modules.ts): each
// swim it names linked to its event on the page.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import GalaPage from '../../src/pages/GalaPage.js';
import { render } from '../helpers/render.js';
import { gala, words } from '../fixtures/galas/modules.js';

const race = { distance: 100, stroke: 'BACK' as const, relayCount: 1, course: 'SCM' as const };
const ann = { name: 'Ann B', slug: 'ann-b' };
const recap = {
  swims: 12,
  records: [{ swimmer: ann, race, event: 1, time: 6500 }],
  improvements: [{ swimmer: ann, race, event: 1, time: 6500, drop: 123 }],
  standards: [{ short: 'Regionals', swims: [{ swimmer: ann, race, event: 1, time: 6500 }] }],
};

describe("GalaPage's recap", () => {
  it('opens the page with who swam, then what the gala brought as a list, naming each swim', () => {
    const page = render(<GalaPage gala={{ ...gala, recap }} words={words} />);
    const { swimmers, pbs, firsts, medals } = gala;
    const recapBox = page.querySelector('.gala-recap')!;
    expect(recapBox.querySelector('p')!.textContent).to.equal(
      `${swimmers} swam, 12 times, ${pbs} PBs, ${firsts} firsts.`,
    );
    expect(
      [...within(recapBox as HTMLElement).getAllByRole('listitem')].map((li) => li.textContent),
    ).to.deep.equal([
      'Most improved: Ann B (100m Backstroke) by 1.23.',
      '1 club records: Ann B (100m Backstroke) 1:05.00.',
      `${medals.gold}/${medals.silver}/${medals.bronze} medals.`,
      'Meet times: Regionals ×1: Ann B (100m Backstroke) 1:05.00.',
    ]);
    const links = [...recapBox.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['#event-2', '#event-2', '#event-2']);
  });

  it('says nothing of a gala without one', () => {
    const page = render(<GalaPage gala={gala} words={words} />);
    expect(page.querySelector('.gala-recap')).to.equal(null);
  });
});
