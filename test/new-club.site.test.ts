// npm run new-club: the starting site it writes from a club's answers, checked by the real
// content step and built by the real build.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { loadContent } from '../scripts/build/content.mjs';
import { formatProblem } from '../scripts/build/content-messages.mjs';
import { listFiles } from '../scripts/files.mjs';
import { build } from './helpers/site-build.js';
import { club, exampleNamesIn, newClub, options } from './helpers/new-club.js';

describe('new-club', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'new-club-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('asks nothing and writes content the site accepts when every answer is given', async () => {
    const into = join(dir, 'given');
    const { code, output } = await newClub([
      ...options,
      '--primary',
      'rgb(11 110 79)',
      '--accent',
      'orange',
      `--into=${into}`,
    ]);
    assert.equal(code, 0, output);
    const { content, problems } = await loadContent({
      contentDir: join(into, 'content'),
      publicDir: join(into, 'public'),
    });
    assert.deepEqual(problems.map(formatProblem), []);
    const site = content.site as {
      name: string;
      shortName: string;
      contacts: { general: { email: string } };
    };
    assert.equal(site.name, club.name);
    assert.equal(site.shortName, 'St Kilda "Seals": ASC');
    assert.equal(site.contacts.general.email, 'info@seals.example.org');
    assert.deepEqual(content.brand, {
      ...(content.brand as object),
      primary: 'rgb(11 110 79)',
      accent: 'orange',
    });
  });

  it('writes no term until it is given, and the term given, named by its season', async () => {
    const none = YAML.parse(await readFile(join(dir, 'given', 'content', 'training.yaml'), 'utf8'));
    assert.deepEqual(none.terms, []);
    const into = join(dir, 'term');
    const { code, output } = await newClub([
      ...options,
      '--term',
      '2099-08-17 to 2099-12-18',
      `--into=${into}`,
    ]);
    assert.equal(code, 0, output);
    const { terms } = YAML.parse(await readFile(join(into, 'content', 'training.yaml'), 'utf8'));
    assert.deepEqual(terms, [{ name: 'Autumn term', from: '2099-08-17', to: '2099-12-18' }]);
  });

  it('writes terms: all year for a club training every week, and says so on its page', async () => {
    const into = join(dir, 'all-year');
    const { code, output } = await newClub([...options, '--term', 'All year', `--into=${into}`]);
    assert.equal(code, 0, output);
    const training = YAML.parse(await readFile(join(into, 'content', 'training.yaml'), 'utf8'));
    assert.equal(training.terms, 'all year');
    assert.match(training.intro, /every week of the year/);
    assert.ok(!training.intro.includes('\\'), training.intro);
  });

  it("writes the club's name in good grammar everywhere (Otters', not Otters's)", async () => {
    const into = join(dir, 'otters');
    const { code, output } = await newClub([
      '--name',
      'Kilbrannan Otters',
      '--town',
      'Kilbrannan',
      '--county',
      'Argyll',
      `--into=${into}`,
    ]);
    assert.equal(code, 0, output);
    assert.match(output, /Started Kilbrannan Otters' site/);
    const written = await Promise.all(
      (await listFiles(into))
        .filter((f) => /\.(yaml|md)$/.test(f))
        .map((f) => readFile(join(into, f), 'utf8')),
    );
    const text = written.join('\n');
    assert.ok(text.includes("Kilbrannan Otters' constitution"));
    assert.doesNotMatch(text, /Otters's/);
  });

  it("names each role the club gives, and sends a page's readers to the right one", async () => {
    const into = join(dir, 'roles');
    const roles = 'Membership Secretary join@seals.example.org, Head Coach coach@seals.example.org';
    const { code, output } = await newClub([...options, '--roles', roles, `--into=${into}`]);
    assert.equal(code, 0, output);
    const site = YAML.parse(await readFile(join(into, 'content', 'site.yaml'), 'utf8'));
    assert.deepEqual(Object.keys(site.contacts), [
      'general',
      'wellbeing',
      'membership-secretary',
      'head-coach',
    ]);
    assert.equal(site.contacts['head-coach'].email, 'coach@seals.example.org');
    const joinPage = YAML.parse(await readFile(join(into, 'content', 'join.yaml'), 'utf8'));
    assert.equal(joinPage.contact.writeTo, 'membership-secretary');
    assert.match(joinPage.contact.prompt, /e-mail the Membership Secretary:$/);
    const people = YAML.parse(await readFile(join(into, 'content', 'people.yaml'), 'utf8'));
    assert.equal(
      people.getInvolved.writeTo,
      undefined,
      'no volunteering role: the general address',
    );
    assert.equal(people.getInvolved.contactPrompt, 'Please contact the Club Secretary:');
  });

  it('leaves no word or picture of the club it replaces', async () => {
    assert.deepEqual(await exampleNamesIn(join(dir, 'given'), { allFiles: true }), []);
  });

  it('names the option to give when an answer is missing and no one can be asked', async () => {
    const { code, output } = await newClub([
      '--name',
      club.name,
      '--county',
      club.county,
      `--into=${join(dir, 'missing')}`,
    ]);
    assert.equal(code, 1);
    assert.match(output, /please give --town/);
  });

  it('makes a site that builds and names only the new club', async () => {
    const into = join(dir, 'given');
    const out = join('.cache', `new-club-${process.pid}`);
    await mkdir('.cache', { recursive: true });
    try {
      const { code, output } = await build(join(into, 'content'), out, {}, join(into, 'public'));
      assert.equal(code, 0, output);
      // Built, with a warning naming the file and line: the club gave no term.
      assert.match(
        output,
        /! .*content\/training\.yaml, line \d+ \(terms\): there are no term dates yet/,
      );
      assert.ok((await listFiles(out)).includes('index.html'));
      assert.deepEqual(await exampleNamesIn(out), []);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
