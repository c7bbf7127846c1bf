// A standard's page on a hand-made standard (test/fixtures/galas/standards.ts): its rules in
// words, and per race and age who met its time and who is close, with how far off.
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import StandardPage from '../../src/pages/StandardPage.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { render } from '../helpers/render.js';
import { words } from '../fixtures/galas/modules.js';
import { standard } from '../fixtures/galas/standards.js';

const renderPage = () => within(render(<StandardPage standard={standard} words={words} />));
const group = (page: ReturnType<typeof renderPage>, name: string) =>
  within(page.getByRole('heading', { level: 2, name }).closest('section')!);

describe('StandardPage', () => {
  it("says the standard's pool, age day, the swims that count and what close is", () => {
    const page = renderPage();
    expect(page.getByRole('heading', { level: 1 }).textContent).to.equal(
      'Kelvin Regional Championships 2031',
    );
    page.getByText(
      'In the Short course (25 m). Age as on 31 December 2031. Counting 1 September 2030 – ' +
        '28 February 2031. Close means within 3%.',
    );
  });

  it('lists who met the time and who is close, with how far off, under each race and age', () => {
    const backstroke = group(renderPage(), '100m Backstroke: Girls aged up to 12');
    backstroke.getByText('Needs 1:06.00 · consider 1:07.00');
    const met = within(
      backstroke.getByRole('heading', { level: 3, name: 'Made it' })
        .nextElementSibling as HTMLElement,
    );
    expect(met.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal([
      'Ann B (12) 1:05.32, inside Regionals (1:06.00) by 0.68',
    ]);
    expect(met.getByRole('link', { name: 'Ann B' }).getAttribute('href')).to.equal(
      '/swimmers/ann-b',
    );
    const close = within(
      backstroke.getByRole('heading', { level: 3, name: 'Nearly there' })
        .nextElementSibling as HTMLElement,
    );
    expect(close.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal([
      'Bea C (11) 1:07.50, 1.50 outside Regionals (1:06.00)',
    ]);
  });

  it('says an upper limit and an open age in the words given', () => {
    const freestyle = group(renderPage(), '50m Freestyle: Boys aged 15+');
    freestyle.getByText('Needs 25.00 · no faster than 23.00');
    expect(freestyle.queryByRole('heading', { name: 'Made it' })).to.equal(null);
  });

  it('says so when nobody has met it or come close', () => {
    within(render(<StandardPage standard={{ ...standard, groups: [] }} words={words} />)).getByText(
      'Nobody near yet.',
    );
  });

  it('passes axe', async () => {
    await expectNoAxeViolations(render(<StandardPage standard={standard} words={words} />));
  });
});
