// The "which squad?" guide's suggestions, on the fixture squads (Junior Bronze 8–11: float;
// Silver 10–14: float, dive; Masters 18 or older: float, dive, race).
import { expect } from '@open-wc/testing';
import { abilities, ageRange, money, suggestSquad } from '../../src/lib/squad-guide.js';
import { fixture } from '../helpers/fixtures.js';

const { join } = await fixture('busy', 'join');
const suggest = (age: number, ...ticked: string[]) =>
  suggestSquad(join.squads, age, new Set(ticked))?.squad;

describe('squad guide', () => {
  it('offers each thing a swimmer can do once, in pathway order', () => {
    expect(abilities(join.squads)).to.deep.equal(['float', 'dive', 'race']);
  });

  it('suggests the furthest squad whose ages and criteria the swimmer meets', () => {
    expect(suggest(9, 'float')).to.equal('Junior Bronze');
    expect(suggest(11, 'float')).to.equal('Junior Bronze');
    expect(suggest(11, 'float', 'dive')).to.equal('Silver');
    expect(suggest(40, 'float', 'dive', 'race')).to.equal('Masters');
  });

  it('suggests nothing when the age or the criteria fit no squad', () => {
    expect(suggest(6, 'float')).to.equal(undefined);
    expect(suggest(9)).to.equal(undefined);
    expect(suggest(16, 'float', 'dive', 'race')).to.equal(undefined);
  });

  it('writes ages and amounts as a parent reads them', () => {
    expect(join.squads.map((s) => ageRange(s, join.guide.over))).to.deep.equal([
      '8–11',
      '10–14',
      `18 ${join.guide.over}`,
    ]);
    expect([money(20), money(30.25), money(0)]).to.deep.equal(['£20.00', '£30.25', '£0.00']);
  });
});
