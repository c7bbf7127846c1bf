// Parts a club may not have, the venues and squads lists, term dates running out: what the content
// step accepts and what it says about a mistake.
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testContent } from '../../scripts/test/fixture-clubs.mjs';
import {
  check,
  contentFolder,
  event,
  labels,
  load,
  squad,
  training,
  venues,
} from '../helpers/content-check.js';

describe('venues', () => {
  it('accepts sessions and events at venues in the list', async () => {
    assert.deepEqual(
      await check({
        'venues.yaml': venues,
        'squads.yaml': squad('Gold'),
        'training.yaml': training('Home Pool'),
        'events.yaml': event('Town Hall'),
      }),
      [],
    );
  });

  it('names the file and line of a venue not in the list, and lists the venues', async () => {
    assert.deepEqual(
      await check({
        'venues.yaml': venues,
        'squads.yaml': squad('Gold'),
        'training.yaml': training('Home Pol'),
        'events.yaml': event('Town Hall, Station Road'),
      }),
      [
        'test-content/events.yaml, line 4 (item 1 › place): there is no venue called "Town ' +
          'Hall, Station Road" in venues.yaml; the venues are Home Pool, Town Hall. Write one ' +
          'of them as it is written there, or add this one to venues.yaml',
        'test-content/training.yaml, line 13 ' +
          '(squads › item 1 › sessions › item 1 › pool): ' +
          'there is no venue called "Home Pol" in venues.yaml; the venues are Home Pool, Town ' +
          'Hall. Write one of them as it is written there, or add this one to venues.yaml',
      ],
    );
  });

  it('asks for a map link that starts with https://, and for each venue once', async () => {
    assert.deepEqual(
      await check({
        'venues.yaml':
          `${venues}- name: Lido\n  map: http://maps.example.org/lido\n- name: ` + `home pool\n`,
      }),
      [
        'test-content/venues.yaml, line 6 (item 3 › map): "http://maps.example.org/lido" is ' +
          "not a map's web address; copy the address from the map site's Share button, " +
          'starting with https://, like https://www.openstreetmap.org/…',
        'test-content/venues.yaml, line 7 (item 4 › name): "home pool" is already used by ' +
          'venue number 1; each needs its own',
      ],
    );
  });

  it('asks for at least one venue in an empty venues file', async () => {
    assert.deepEqual(await check({ 'venues.yaml': '# No venues yet.\n' }), [
      'test-content/venues.yaml, line 1: needs at least one venue: the pool where the club trains',
    ]);
  });
});

describe('squads', () => {
  it('accepts from 1 to 12 squads, and says so in plain words outside that range', async () => {
    const squads = (n: number) =>
      Array.from({ length: n }, (_, i) => squad(`Squad ${i + 1}`)).join('');
    assert.deepEqual(await check({ 'squads.yaml': squads(1) }), []);
    assert.deepEqual(await check({ 'squads.yaml': squads(12) }), []);
    assert.deepEqual(await check({ 'squads.yaml': squads(13) }), [
      'test-content/squads.yaml, line 1: has 13 squads, but the site shows at most 12 (more ' +
        'no longer fit the pages on a phone); merge some squads, or list groups within a squad ' +
        'in its summary',
    ]);
    assert.deepEqual(await check({ 'squads.yaml': '' }), [
      'test-content/squads.yaml, line 1: needs at least one squad: write each squad as a "- ' +
        'name:" line with its colour and summary',
    ]);
  });

  it('takes a squad without a badge, with black or white words on its colour', async () => {
    const { content, problems } = await load({
      'squads.yaml': squad('Pale', '#F5F0C8') + squad('Dark', '#0B2545'),
    });
    assert.deepEqual(problems, []);
    const squads = content.squads as { name: string; badge?: unknown; textColour: string }[];
    assert.deepEqual(
      squads.map((s) => [s.name, s.badge, s.textColour]),
      [
        ['Pale', undefined, '#000000'],
        ['Dark', undefined, '#FFFFFF'],
      ],
    );
  });
});

describe('parts a club may not have', () => {
  it('accepts a site with no quality mark or partners, and a home with no photos', async () => {
    const site = (await readFile(join(testContent, 'site.yaml'), 'utf8')).replace(
      /^qualityMark:\n(  .*\n)+/m,
      '',
    );
    const withoutPartners = site.replace(/^  partners:\n(    .*\n)+/m, '');
    const { content, problems } = await load({
      'site.yaml': withoutPartners,
      'home.yaml': 'title: ""\ndescription: Home.\nwelcomeHeading: Welcome to\nintro: []\n',
    });
    assert.deepEqual(problems, []);
    const { qualityMark, footer } = content.site as {
      qualityMark?: unknown;
      footer: { partners: unknown[] };
    };
    assert.deepEqual([qualityMark, footer.partners], [undefined, []]);
    assert.deepEqual((content.home as { slides: unknown[] }).slides, []);
  });

  it('takes partners and slides written with nothing after them as none', async () => {
    const site = (await readFile(join(testContent, 'site.yaml'), 'utf8')).replace(
      /^  partners:\n(    .*\n)+/m,
      '  partners:\n',
    );
    const { content, problems } = await load({
      'site.yaml': site,
      'home.yaml':
        'title: ""\ndescription: Home.\nwelcomeHeading: Welcome to\nintro: []\nslides:\n',
    });
    assert.deepEqual(problems, []);
    assert.deepEqual((content.site as { footer: { partners: unknown[] } }).footer.partners, []);
    assert.deepEqual((content.home as { slides: unknown[] }).slides, []);
  });
});

describe('term dates running out', () => {
  const term = (to: string) => `terms:\n  - name: Spring\n    from: 2027-01-05\n    to: ${to}\n`;
  const trainingWith = (terms: string) =>
    `title: Training\ndescription: Times.\nheading: Training\nintro: ` +
    `Times.\n${labels}\n${terms}squads:\n  - squad: Gold\n    sessions:\n      - { day: ` +
    `Tuesday, start: "18:00", end: "19:30", pool: Home Pool, kind: swim }\n`;
  /** The build's warnings at a moment (the site still builds: no problems). */
  async function warnings(terms: string, moment: string) {
    const contentDir = await contentFolder({ 'training.yaml': trainingWith(terms) });
    try {
      const result = await loadContent({ contentDir, partial: true, moment: Date.parse(moment) });
      assert.deepEqual(result.problems, []);
      return result.warnings.map(formatProblem);
    } finally {
      await rm(dirname(contentDir), { recursive: true, force: true });
    }
  }

  it('says nothing while the last term has more than two weeks to run', async () => {
    assert.deepEqual(await warnings(term('2027-03-26'), '2027-03-11T12:00:00Z'), []);
  });

  it('warns, naming the file and line, when the last term ends within two weeks', async () => {
    assert.deepEqual(await warnings(term('2027-03-26'), '2027-03-12T12:00:00Z'), [
      'test-content/training.yaml, line 9 (terms › item 1 › to): the last term ends on ' +
        "2027-03-26, in 14 days; add the next term's dates before then, or the Training page " +
        'says "To come" from the day after',
    ]);
  });

  it('warns when the last term has ended, or there are no terms', async () => {
    assert.deepEqual(await warnings(term('2027-03-26'), '2027-03-27T12:00:00Z'), [
      'test-content/training.yaml, line 9 (terms › item 1 › to): the last term ended on ' +
        '2027-03-26, so the Training page says "To come" and shows no sessions; add the next ' +
        "term's dates",
    ]);
    assert.deepEqual(await warnings('terms: []\n', '2027-03-27T12:00:00Z'), [
      'test-content/training.yaml, line 6 (terms): there are no term dates yet, so the ' +
        'Training page says "To come"; add your terms when you know them',
    ]);
  });
});
