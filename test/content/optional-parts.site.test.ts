// Parts and pages a club may not have, and the venues list: what the content step accepts and what
// it says about a mistake. Run: node scripts/test/node.mjs test/content/optional-parts.site.test.ts
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { check, contentFolder, load } from '../helpers/content-check.js';
import { copyOfContent } from '../helpers/site-build.js';

const squad = (name: string, colour = '#D4A82A') =>
  `- name: ${name}\n  colour: "${colour}"\n  summary: Trains.\n`;
const venues =
  '- name: Home Pool\n  address: 1 Shore Road, Testtown\n  map: https://www.openstreetmap.org/#map=18/56.0/-4.0\n- name: Town Hall\n';
const labels =
  'labels: { today: a, todayIntro: a, pickSquad: a, allSquads: a, timetable: a, day: a, time: a, kind: a, pool: a, venues: a, kinds: { swim: a, land: a, yoga: a }, trainingToday: a, noTrainingToday: a, next: a, noneComing: a, cancelled: a, then: a, terms: a, termsToCome: To come, breaks: a, subscribe: a, subscribeHelp: a }';
const training = (pool: string) =>
  `title: Training\ndescription: Times.\nheading: Training\nintro: Times.\n${labels}\nterms:\n  - name: Spring\n    from: 2027-01-05\n    to: 2027-03-26\nsquads:\n  - squad: Gold\n    sessions:\n      - { day: Tuesday, start: "18:00", end: "19:30", pool: ${pool}, kind: swim }\n`;
const event = (place: string) =>
  `- id: gala\n  title: Gala\n  date: 2027-01-30\n  place: ${place}\n  description: A gala.\n`;

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

  it('names the file and line of a session or event at a venue not in the list, and lists the venues', async () => {
    assert.deepEqual(
      await check({
        'venues.yaml': venues,
        'squads.yaml': squad('Gold'),
        'training.yaml': training('Home Pol'),
        'events.yaml': event('Town Hall, Station Road'),
      }),
      [
        'test-content/events.yaml, line 4 (item 1 › place): there is no venue called "Town Hall, Station Road" in venues.yaml; the venues are Home Pool, Town Hall. Write one of them as it is written there, or add this one to venues.yaml',
        'test-content/training.yaml, line 13 (squads › item 1 › sessions › item 1 › pool): there is no venue called "Home Pol" in venues.yaml; the venues are Home Pool, Town Hall. Write one of them as it is written there, or add this one to venues.yaml',
      ],
    );
  });

  it('asks for a map link that starts with https://, and for each venue once', async () => {
    assert.deepEqual(
      await check({
        'venues.yaml': `${venues}- name: Lido\n  map: http://maps.example.org/lido\n- name: home pool\n`,
      }),
      [
        'test-content/venues.yaml, line 6 (item 3 › map): "http://maps.example.org/lido" is not a map\'s web address; copy the address from the map site\'s Share button, starting with https://, like https://www.openstreetmap.org/…',
        'test-content/venues.yaml, line 7 (item 4 › name): "home pool" is already used by venue number 1; each needs its own',
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
      'test-content/squads.yaml, line 1: has 13 squads, but the site shows at most 12 (more no longer fit the pages on a phone); merge some squads, or list groups within a squad in its summary',
    ]);
    assert.deepEqual(await check({ 'squads.yaml': '' }), [
      'test-content/squads.yaml, line 1: needs at least one squad: write each squad as a "- name:" line with its colour and summary',
    ]);
  });

  it('takes a squad without badge artwork, with black or white for the words on its colour', async () => {
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
  it('accepts a site without a quality mark or partners, and a home page without photos', async () => {
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

describe("a new club's first hour: what it may leave out", () => {
  const exampleSite = () => readFile(join(testContent, 'site.yaml'), 'utf8');
  const withSocial = (site: string, lines: string) =>
    site.replace(/^socialMedia:\n(  .*\n)+/m, lines);

  it('takes a site with no social media pages, or several, each with its name', async () => {
    const site = await exampleSite();
    const none = await load({ 'site.yaml': withSocial(site, '') });
    assert.deepEqual(
      [none.problems, (none.content.site as { socialMedia: unknown[] }).socialMedia],
      [[], []],
    );
    const links = [
      { name: 'Facebook', url: 'https://www.facebook.com/TestClub' },
      { name: 'X', url: 'https://x.com/testclub' },
      { name: 'TikTok', url: 'https://www.tiktok.com/@testclub' },
    ];
    const several = await load({
      'site.yaml': withSocial(
        site,
        `socialMedia:\n${links.map((l) => `  - name: ${l.name}\n    url: ${l.url}\n`).join('')}`,
      ),
    });
    assert.deepEqual(
      [several.problems, (several.content.site as { socialMedia: unknown[] }).socialMedia],
      [[], links],
    );
  });

  it("refuses a social media site's front page in place of the club's own page there", async () => {
    const site = withSocial(
      await exampleSite(),
      'socialMedia:\n  - name: Facebook\n    url: https://www.facebook.com/\n',
    );
    const line = site.split('\n').indexOf('    url: https://www.facebook.com/') + 1;
    assert.deepEqual(await check({ 'site.yaml': site }), [
      `test-content/site.yaml, line ${line} (socialMedia › item 1 › url): "https://www.facebook.com/" is the front page of facebook.com, not the club's page there: open the club's page, copy its address from the address bar, or delete this link`,
    ]);
  });

  it('needs the general and wellbeing contacts, and takes any other role the club names', async () => {
    const site = await exampleSite();
    const fewer = site.replace(/^  (membership|volunteering):\n(    .*\n)+/gm, '');
    const coach = fewer.replace(
      /^contacts:\n/m,
      'contacts:\n  head-coach:\n    role: Head Coach\n    email: coach@club.example\n    about: Squads and training\n',
    );
    const { content, problems } = await load({ 'site.yaml': coach });
    assert.deepEqual(problems, []);
    const { contacts } = content.site as { contacts: Record<string, { role: string }> };
    assert.deepEqual(Object.keys(contacts).sort(), ['general', 'head-coach', 'wellbeing']);
    const noWellbeing = site.replace(/^  wellbeing:\n(    .*\n)+/m, '');
    assert.match(
      (await check({ 'site.yaml': noWellbeing })).join('\n'),
      /\(contacts › wellbeing\): the Wellbeing and Protection Officer is missing: every club affiliated to Scottish Swimming must name one/,
    );
    const noGeneral = site.replace(/^  general:\n(    .*\n)+/m, '');
    assert.match(
      (await check({ 'site.yaml': noGeneral })).join('\n'),
      /\(contacts › general\): "general" is missing/,
    );
    const badName = site.replace(/^  membership:/m, '  Membership Secretary:');
    assert.match(
      (await check({ 'site.yaml': badName })).join('\n'),
      /"Membership Secretary" cannot name a contact: write it in small letters/,
    );
  });

  it("names the file and line of a page's writeTo that no contact in site.yaml has", async () => {
    const site = (await exampleSite()).replace(/^  membership:\n(    .*\n)+/m, '');
    const joinFile = await readFile(join(testContent, 'join.yaml'), 'utf8');
    const line = joinFile.split('\n').indexOf('  writeTo: membership') + 1;
    assert.deepEqual(await check({ 'site.yaml': site, 'join.yaml': joinFile }), [
      `test-content/join.yaml, line ${line} (contact › writeTo): there is no contact "membership" in site.yaml (its contacts are general, wellbeing, volunteering): name one of them, and make the words before it speak of that role, or add "membership" there`,
    ]);
  });

  it('warns, naming file and line, of words that speak of a role the club does not name', async () => {
    const site = (await exampleSite()).replace(/^  membership:\n(    .*\n)+/m, '');
    const joinFile = (await readFile(join(testContent, 'join.yaml'), 'utf8')).replace(
      '  writeTo: membership\n',
      '',
    );
    const contentDir = await contentFolder({ 'site.yaml': site, 'join.yaml': joinFile });
    try {
      const { problems, warnings } = await loadContent({
        contentDir,
        partial: true,
        publicDir: testPublic,
      });
      assert.deepEqual(problems, []);
      const lines = joinFile.split('\n');
      const lineWith = (words: string) => lines.findIndex((line) => line.includes(words)) + 1;
      const said = warnings
        .map(formatProblem)
        .filter((w: string) => w.includes('Membership Secretary'));
      assert.ok(said.length >= 3, said.join('\n'));
      assert.ok(
        said.includes(
          `test-content/join.yaml, line ${lineWith('Please e-mail the Membership Secretary with')} (transfer › prompt): speaks of the Membership Secretary, a role neither site.yaml's contacts nor people.yaml's committee name: reword it to a role the club has (like the Club Secretary), or add that role`,
        ),
        said.join('\n'),
      );
      const named = await loadContent({
        contentDir: await contentFolder({
          'site.yaml': await exampleSite(),
          'join.yaml': joinFile,
        }),
        partial: true,
        publicDir: testPublic,
      });
      assert.deepEqual(
        named.warnings
          .map(formatProblem)
          .filter((w: string) => w.includes('speaks of the Membership Secretary')),
        [],
      );
    } finally {
      await rm(dirname(contentDir), { recursive: true, force: true });
    }
  });

  it('takes an executive with only the members the club has named, or none', async () => {
    const people = await readFile(join(testContent, 'people.yaml'), 'utf8');
    const none = people.replace(/^  members:\n(    .*\n)+/m, '');
    const { content, problems } = await load({ 'people.yaml': none });
    assert.deepEqual(
      [problems, (content.people as { executive: { members: unknown[] } }).executive.members],
      [[], []],
    );
  });
});

describe('term dates running out', () => {
  const term = (to: string) => `terms:\n  - name: Spring\n    from: 2027-01-05\n    to: ${to}\n`;
  const trainingWith = (terms: string) =>
    `title: Training\ndescription: Times.\nheading: Training\nintro: Times.\n${labels}\n${terms}squads:\n  - squad: Gold\n    sessions:\n      - { day: Tuesday, start: "18:00", end: "19:30", pool: Home Pool, kind: swim }\n`;
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
      'test-content/training.yaml, line 9 (terms › item 1 › to): the last term ends on 2027-03-26, in 14 days; add the next term\'s dates before then, or the Training page says "To come" from the day after',
    ]);
  });

  it('warns when the last term has ended, or there are no terms', async () => {
    assert.deepEqual(await warnings(term('2027-03-26'), '2027-03-27T12:00:00Z'), [
      'test-content/training.yaml, line 9 (terms › item 1 › to): the last term ended on 2027-03-26, so the Training page says "To come" and shows no sessions; add the next term\'s dates',
    ]);
    assert.deepEqual(await warnings('terms: []\n', '2027-03-27T12:00:00Z'), [
      'test-content/training.yaml, line 6 (terms): there are no term dates yet, so the Training page says "To come"; add your terms when you know them',
    ]);
  });
});

describe('pages a club may not have', () => {
  /** The test club's content with `links.yaml` (or another file) gone and some files changed. */
  async function without(file: string, files: Record<string, string> = {}) {
    const dir = await copyOfContent();
    try {
      await rm(join(dir, file));
      for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
      const { content, modules, problems } = await loadContent({
        contentDir: dir,
        publicDir: testPublic,
      });
      return {
        content,
        pages: (modules.pages?.pages ?? []) as { path: string }[],
        problems: problems.map(formatProblem),
      };
    } finally {
      await rm(dirname(dir), { recursive: true, force: true });
    }
  }
  const menuWithoutLinks = async () =>
    (await readFile(join(testContent, 'navigation.yaml'), 'utf8')).replace(
      /^- title: Links\n(  .*\n)+/m,
      '',
    );

  it('leaves out a page whose content file is not there, with no other change', async () => {
    const { pages, problems } = await without('links.yaml', {
      'navigation.yaml': await menuWithoutLinks(),
    });
    assert.deepEqual(problems, []);
    assert.ok(pages.some((page) => page.path === '/about'));
    assert.ok(!pages.some((page) => page.path === '/links'));
  });

  it('names the missing file when the menu still leads to its page', async () => {
    const { problems } = await without('links.yaml');
    assert.equal(problems.length, 1);
    assert.match(
      problems[0]!,
      /^test-content\/navigation\.yaml, line \d+ \(item \d+ › path\): the page \/links is not on this site, as test-content\/links\.yaml is not there: put that file back, or take this line out$/,
    );
  });

  it('still needs the files every site needs, and the pages it cannot do without', async () => {
    assert.deepEqual(
      (await without('site.yaml')).problems.filter((p) => p.includes('site.yaml')),
      ['test-content/site.yaml, line 1: this file is missing; the site needs it'],
    );
    assert.deepEqual((await without('training.yaml')).problems, [
      'test-content/training.yaml, line 1: this file is missing; the site needs it',
    ]);
  });
});
