// npm run new-club: the answers it works out from what a club gives, and what it says is wrong.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  defaultFor,
  possessive,
  problemWith,
  rolesOf,
  shortNameOf,
} from '../scripts/new-club/answers.mjs';

describe('new-club answers', () => {
  it('shortens a club name the way clubs do', () => {
    assert.equal(shortNameOf('Kinloch Amateur Swimming Club'), 'Kinloch ASC');
    assert.equal(shortNameOf('Oban Swimming Club'), 'Oban SC');
    assert.equal(shortNameOf('Tay Dolphins'), 'Tay Dolphins');
  });

  it('suggests an address and an e-mail domain from the answers before', () => {
    const url = defaultFor('url', { shortName: 'Kinloch ASC' });
    assert.equal(url, 'https://www.kinloch-asc.org.uk/');
    assert.equal(defaultFor('emailDomain', { url }), 'kinloch-asc.org.uk');
  });

  it('says in plain words what is wrong with an answer', () => {
    assert.match(problemWith('url', 'kinloch.org'), /not a web address: write it in full/);
    assert.match(problemWith('emailDomain', 'info@kinloch.org'), /write the part after the @/);
    assert.match(problemWith('logo', 'no-such-logo.png'), /there is no file "no-such-logo.png"/);
    assert.equal(problemWith('url', 'https://kinloch.org/'), '');
  });

  it('reads the roles as role then address, and says what is wrong with them', () => {
    assert.deepEqual(rolesOf('Membership Secretary membership@k.org, Head Coach: coach@k.org'), [
      { role: 'Membership Secretary', email: 'membership@k.org' },
      { role: 'Head Coach', email: 'coach@k.org' },
    ]);
    assert.equal(problemWith('roles', ''), '');
    assert.match(
      problemWith('roles', 'Head Coach, coach@k.org'),
      /"Head Coach" is not a role and an e-mail address/,
    );
    assert.match(
      problemWith('general', 'info@k.org'),
      /is not a role and an e-mail address: write the role in words, then the address/,
    );
    assert.match(problemWith('wellbeing', 'Welfare Officer'), /is not an e-mail address/);
    assert.match(problemWith('ageRule', 'birthday'), /write year-end or day/);
    assert.equal(defaultFor('ageRule', {}), 'year-end');
  });

  it("writes a name ending in s with an apostrophe alone: Otters', but ASC's", () => {
    assert.equal(possessive('Kilbrannan Otters'), "Kilbrannan Otters'");
    assert.equal(possessive('Kinloch ASC'), "Kinloch ASC's");
    assert.equal(possessive('Oban SC'), "Oban SC's");
  });

  it("takes this term's first and last days, or none, and says what is wrong with them", () => {
    assert.equal(problemWith('term', ''), '');
    assert.equal(problemWith('term', 'all year'), '');
    assert.equal(problemWith('term', '2099-08-17 to 2099-12-18'), '');
    assert.equal(problemWith('term', '2099-08-17 – 2099-12-18'), '');
    assert.match(
      problemWith('term', 'August to December'),
      /is not two dates: write the first and last days as year-month-day/,
    );
    assert.match(problemWith('term', '2099-08-17 to 2099-02-30'), /is not two dates/);
    assert.match(
      problemWith('term', '2099-12-18 to 2099-08-17'),
      /the term ends \(2099-08-17\) before it starts \(2099-12-18\)/,
    );
    assert.match(problemWith('term', '2020-08-17 to 2020-12-18'), /that term is over/);
  });
});
