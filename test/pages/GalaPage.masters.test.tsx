// A gala's page for a masters meet, as the file gives it: adults' words, age groups, points, heat
// and lane, entry times, a disqualification's reason.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import GalaPage from '../../src/pages/GalaPage.js';
import { render } from '../helpers/render.js';
import { gala, words } from '../fixtures/galas/modules.js';
import type { Gala } from '../../src/lib/gala-types.js';

describe('GalaPage', () => {
  describe('a masters meet, as the file gives it', () => {
    const [ann, bea, cam] = [
      { name: 'Ann Ó Broin', slug: 'ann-o-broin' },
      { name: 'Bea K', slug: 'bea-k' },
      { name: 'Cam R', slug: 'cam-r' },
    ];
    const masters: Gala = {
      ...gala,
      agesAt: '2021-12-31',
      pointsTable: 'Masters Points 2016',
      events: [
        {
          number: 1,
          gender: 'F',
          adults: true,
          round: 'TIM',
          distance: 50,
          stroke: 'FREE',
          relayCount: 1,
          course: 'SCM',
          swims: [
            {
              swimmer: ann,
              age: 47,
              time: 3050,
              place: 1,
              group: '45–49 years',
              pb: true,
              drop: 123,
              points: 640,
              heat: 3,
              lane: 4,
              entry: 3135,
            },
            { swimmer: cam, age: 27, time: 3300, place: 2, group: '25–29 years', first: true },
            { swimmer: bea, age: 46, time: 3500, status: 'DSQ', reason: 'Start before the signal' },
          ],
        },
      ],
    };
    const adultWords = {
      ...words,
      words: { ...words.words, adultGenders: { from: 18, F: 'Women', M: 'Men' } },
    };
    const renderMasters = () => within(render(<GalaPage gala={masters} words={adultWords} />));
    const row = (name: RegExp) => renderMasters().getByRole('row', { name });

    it("heads adults' races in the club's words, and says how ages and points were counted", () => {
      const page = renderMasters();
      expect(page.getByRole('table', { name: 'Women 50m Freestyle' })).to.exist;
      expect(page.getByText(/^Ages on/).textContent).to.equal(
        'Ages on 31 December 2021, the meet says. Points: Masters Points 2016.',
      );
    });

    it('shows a place with the age group it was won in', () => {
      expect(row(/Ann/).querySelectorAll('td')[2]!.textContent).to.equal('1st45–49 years');
      expect(row(/Cam/).querySelectorAll('td')[2]!.textContent).to.equal('2nd25–29 years');
    });

    it('marks a PB with its drop and a first time, and says what each mark means', () => {
      expect(row(/Ann/).textContent).to.contain('30.50 PB down 1.23');
      expect(row(/Cam/).textContent).to.contain('33.00 1st');
      const key = [...renderMasters().getAllByRole('term')].map(
        (term) => `${term.textContent} ${term.nextElementSibling!.textContent}`,
      );
      expect(key).to.deep.equal(['PB new personal best', '1st first swim of the race']);
    });

    it("gives heat and lane, the file's points, and the entry time with the drop on it", () => {
      expect(row(/Ann/).textContent).to.contain('Heat 3 lane 4 · 640 pts · seeded 31.35, −0.85');
    });

    it("gives a disqualification's reason", () => {
      expect(row(/Bea/).textContent).to.contain('Disqualified (35.00)Start before the signal');
    });
  });
});
