// A swimmer's address belongs to that swimmer whatever galas are added or removed, however the
// name is written.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';
import { gala, zoe } from '../../fixtures/galas/four-girls.js';

describe('addresses that belong to one swimmer', () => {
  const anna = { id: 11, first: 'Анна', last: 'Смирнова', birthdate: '2014-02-02' };
  const alla = { id: 12, first: 'Анна', last: 'Соколова', birthdate: '2014-03-03' };
  const giorgos = {
    id: 13,
    first: 'Γιώργος',
    last: 'Παπαδόπουλος',
    birthdate: '2014-04-04',
    gender: 'M',
  };
  const slugs = (content: any) =>
    Object.fromEntries(content.swimmers.map((s: any) => [s.slug, s.name]));

  it('makes addresses from names in Latin letters (Cyrillic, Greek, accents)', async () => {
    const { content } = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [anna, giorgos, zoe]),
      'results.yaml': resultsYaml({ names: 'full' }),
    });
    assert.deepEqual(slugs(content), {
      'anna-smirnova-g8e2x': 'Анна Смирнова',
      'giorgos-papadopoylos-p7hs0': 'Γιώργος Παπαδόπουλος',
      'zoe-lefevre-tpadw': 'Zoë Lefèvre',
    });
  });

  it('tells swimmers shown alike apart by who they are, never by the order they came', async () => {
    const a = gala('2027-01-09', [anna]);
    const b = gala('2026-10-10', [alla]);
    const one = slugs((await loadGalaContent({ 'galas/a.lef': a })).content);
    const both = slugs((await loadGalaContent({ 'galas/a.lef': a, 'galas/b.lef': b })).content);
    const swapped = slugs((await loadGalaContent({ 'galas/z.lef': a, 'galas/b.lef': b })).content);
    const other = slugs((await loadGalaContent({ 'galas/b.lef': b })).content);
    assert.deepEqual(one, { 'anna-s-g8e2x': 'Анна С.' });
    assert.deepEqual(Object.keys(both).sort(), ['anna-s-atj4g', 'anna-s-g8e2x']);
    assert.deepEqual(swapped, both);
    // The other Анна С. alone: her own address, never the first one's.
    assert.deepEqual(other, { 'anna-s-atj4g': 'Анна С.' });
  });

  it("gives no one a swimmer's address when their galas go, not even a namesake", async () => {
    const before = await loadGalaContent({ 'galas/a.lef': gala('2027-01-09', [anna]) });
    const after = await loadGalaContent({ 'galas/b.lef': gala('2027-02-09', [alla]) });
    const [gone] = before.content.swimmers.map((s: any) => s.slug);
    assert.ok(!after.content.swimmers.some((s: any) => s.slug === gone), gone);
    assert.equal(after.modules[`swimmers/${gone}`], undefined);
  });

  it('keeps one swimmer spelt two ways as one, whichever file is read first', async () => {
    const caps = { ...zoe, first: 'ZOE', last: 'LEFEVRE' };
    const x = await loadGalaContent({
      'galas/a.lef': gala('2027-01-09', [caps]),
      'galas/b.lef': gala('2027-02-09', [zoe]),
    });
    const y = await loadGalaContent({
      'galas/b.lef': gala('2027-01-09', [caps]),
      'galas/a.lef': gala('2027-02-09', [zoe]),
    });
    assert.deepEqual(x.content.swimmers, [{ slug: 'zoe-l-tpadw', name: 'Zoë L.' }]);
    assert.deepEqual(y.content.swimmers, x.content.swimmers);
  });
});
