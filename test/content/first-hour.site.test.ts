// What a new club may leave out in its first hour (social media, contacts, roles, an executive):
// what the content step accepts and what it says about a mistake.
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { check, contentFolder, load } from '../helpers/content-check.js';

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
      `test-content/site.yaml, line ${line} (socialMedia › item 1 › url): ` +
        `"https://www.facebook.com/" is the front page of facebook.com, not the club's page ` +
        `there: open the club's page, copy its address from the address bar, or delete this ` +
        `link`,
    ]);
  });

  it('needs the general and wellbeing contacts, and takes any other role named', async () => {
    const site = await exampleSite();
    const fewer = site.replace(/^  (membership|volunteering):\n(    .*\n)+/gm, '');
    const coach = fewer.replace(
      /^contacts:\n/m,
      'contacts:\n  head-coach:\n    role: Head Coach\n    email: coach@club.example\n    ' +
        'about: Squads and training\n',
    );
    const { content, problems } = await load({ 'site.yaml': coach });
    assert.deepEqual(problems, []);
    const { contacts } = content.site as { contacts: Record<string, { role: string }> };
    assert.deepEqual(Object.keys(contacts).sort(), ['general', 'head-coach', 'wellbeing']);
    const noWellbeing = site.replace(/^  wellbeing:\n(    .*\n)+/m, '');
    assert.match(
      (await check({ 'site.yaml': noWellbeing })).join('\n'),
      new RegExp(
        String.raw`\(contacts › wellbeing\): the Wellbeing and Protection Officer is ` +
          String.raw`missing: every club affiliated to Scottish Swimming must name one`,
      ),
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
      `test-content/join.yaml, line ${line} (contact › writeTo): there is no contact ` +
        `"membership" in site.yaml (its contacts are general, wellbeing, volunteering): name ` +
        `one of them, and make the words before it speak of that role, or add "membership" ` +
        `there`,
    ]);
  });

  it('warns, naming file and line, of words about a role the club does not name', async () => {
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
          `test-content/join.yaml, line ` +
            `${lineWith('Please e-mail the Membership Secretary with')} (transfer › prompt): ` +
            `speaks of the Membership Secretary, a role neither site.yaml's contacts nor ` +
            `people.yaml's committee name: reword it to a role the club has (like the Club ` +
            `Secretary), or add that role`,
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
