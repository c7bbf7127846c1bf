import { expect } from '@open-wc/testing';
import { arrowStep, indexAt } from '../../src/lib/slider.js';

describe('slider arithmetic', () => {
  it('steps by the visible width minus 400 px on a wide screen', () => {
    expect(arrowStep(1200, 700)).to.equal(800);
  });

  it('steps by at least one photo on a phone, where width minus 400 px would go backwards', () => {
    expect(arrowStep(343, 343)).to.equal(343);
  });

  it('finds the photo nearest the left edge', () => {
    expect(indexAt(0, 300, 6, 1500)).to.equal(0);
    expect(indexAt(320, 300, 6, 1500)).to.equal(1);
    expect(indexAt(880, 300, 6, 1500)).to.equal(3);
  });

  it('counts the strip scrolled to its end as the last photo', () => {
    expect(indexAt(1500, 300, 6, 1500)).to.equal(5);
  });
});
