import { expect } from '@open-wc/testing';
import { people } from '../../src/content/people.js';

describe('people content', () => {
  it('has the five coaching roles', () => {
    expect(people.coaching.roles.map((r) => r.title)).to.deep.equal([
      'Head Coach',
      'Lead Squad Coach',
      'Coach',
      'Poolside Helper',
      'Young Poolside Volunteers',
    ]);
  });

  it('lists twenty different committee roles', () => {
    expect(new Set(people.committee.roles).size).to.equal(20);
    expect(people.committee.roles).to.have.length(20);
  });

  it('has an executive of Head Coach, Chairperson, Treasurer and Wellbeing and Protection Officer', () => {
    expect(people.executive.members.map((m) => m.role)).to.deep.equal([
      'Head Coach',
      'Chairperson',
      'Treasurer',
      'Wellbeing and Protection Officer',
    ]);
    for (const member of people.executive.members) expect(people.committee.roles).to.include(member.role);
  });
});
