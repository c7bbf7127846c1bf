import { expect } from '@open-wc/testing';
import { squads } from '../../src/content/squads.js';

describe('squads content', () => {
  it('has the five squads in pathway order', () => {
    expect(squads.map((s) => s.name)).to.deep.equal(['Junior Bronze', 'Bronze', 'Silver', 'Gold', 'Platinum']);
  });

  it('gives every squad its own colour and a badge picture that exists', async () => {
    expect(new Set(squads.map((s) => s.colour)).size).to.equal(5);
    for (const squad of squads) {
      expect((await fetch(`/${squad.badge.src}`)).ok, squad.badge.src).to.equal(true);
    }
  });
});
