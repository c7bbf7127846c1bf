// Children's data against a determined reader: a surname list tried against every address, and
// ages either side of a birthday, on small fixtures of our own.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';
import { ailsa, fiona, gala, mairi } from '../../fixtures/galas/trial-galas.js';

describe('addresses a reader cannot undo', () => {
  const surnames = [
    'Campbell',
    'Murray',
    'Drummond',
    'Smith',
    'Brown',
    'Wilson',
    'Robertson',
    'Thomson',
  ];
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const code = (key: string, text: string) =>
    [...createHmac('sha256', key).update(text).digest().subarray(0, 5)]
      .map((b) => alphabet[b % 32])
      .join('');

  it('gives addresses no surname list and public fact can be tried against', async () => {
    const { content } = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [mairi, ailsa, fiona]),
    });
    assert.equal(content.swimmers.length, 3);
    for (const { slug } of content.swimmers) {
      const [, first, , tail] = /^([a-z]+)-([a-z])-([0-9a-z]{5})$/.exec(slug)!;
      // What a reader knows: the first name, the club's name and code; what they try: every surname
      // and year.
      for (const salt of ['Lochside SC', 'LSC', 'lochside sc', '', 'swimmer-address|Lochside SC'])
        for (const last of surnames)
          for (let year = 2005; year <= 2020; year++)
            assert.notEqual(
              code(salt, `${first}|${last.toLowerCase()}|${year}`),
              tail,
              `${slug} is ${last}, ${year}`,
            );
    }
  });

  it('codes an address with the club key, so another key gives another address', async () => {
    const file = gala('2026-11-07', [ailsa]);
    const a = await loadGalaContent({ 'galas/a.lef': file });
    const b = await loadGalaContent({
      'galas/a.lef': file,
      'address-key.txt': 'another-key-of-another-club-000000001\n',
    });
    assert.notEqual(a.content.swimmers[0].slug, b.content.swimmers[0].slug);
  });

  it('keeps every address when results.yaml names the club by its code', async () => {
    const file = gala('2026-11-07', [mairi, ailsa, fiona]);
    const byName = await loadGalaContent({ 'galas/a.lef': file });
    const byCode = await loadGalaContent({
      'galas/a.lef': file,
      'results.yaml': resultsYaml({ club: 'LSC' }),
    });
    assert.deepEqual(byCode.content.swimmers, byName.content.swimmers);
  });

  it('makes a missing key once, says so, and refuses a key file spoilt by an edit', async () => {
    const made = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [ailsa]),
      'address-key.txt': undefined,
    });
    assert.match(
      made.warnings.join('\n'),
      /content\/address-key\.txt, line 1: was missing, so the build made it: commit it/,
    );
    const spoilt = await loadGalaContent({
      'galas/a.lef': gala('2026-11-07', [ailsa]),
      'address-key.txt': '# the key\nshort\n',
    });
    assert.match(
      spoilt.problems.join('\n'),
      /content\/address-key\.txt, line 2: should hold the secret key/,
    );
  });
});

describe('ages that give no birthday away', () => {
  it('shows one age on the days either side of a birthday, at 31 December', async () => {
    const days = ['2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09'];
    const ages = [];
    for (const day of days) {
      const { modules } = await loadGalaContent({ 'galas/a.lef': gala(day, [mairi]) });
      const [module] = Object.entries(modules).filter(([name]) => name.startsWith('galas/2026'));
      ages.push(module![1].gala.events[0].swims[0].age);
    }
    assert.deepEqual(ages, [12, 12, 12, 12]);
  });

  it("shows the meet's own age date's age where the meet sets one, and says so", async () => {
    const file = gala('2026-11-07', [mairi]).replace(
      '<SESSIONS>',
      '<AGEDATE type="YEAR" value="2027-01-01"/><SESSIONS>',
    );
    const { modules } = await loadGalaContent({ 'galas/a.lef': file });
    const built = Object.entries(modules).find(([name]) => name.startsWith('galas/2026'))![1].gala;
    assert.equal(built.events[0].swims[0].age, 13);
    assert.equal(built.agesAt, '2027-12-31');
  });
});
