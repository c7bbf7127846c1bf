// npm run new-club: the answers it works out, and the starting site it writes, checked by the
// real content step and built by the real build.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import Color from 'colorjs.io';
import sharp from 'sharp';
import YAML from 'yaml';
import { loadContent } from '../scripts/build/content.mjs';
import { formatProblem } from '../scripts/build/content-messages.mjs';
import { listFiles } from '../scripts/files.mjs';
import {
  defaultFor,
  possessive,
  problemWith,
  rolesOf,
  shortNameOf,
} from '../scripts/new-club/answers.mjs';
import { build } from './helpers/site-build.js';

const run = promisify(execFile);
const newClub = (args: string[]) =>
  run(process.execPath, ['scripts/new-club.mjs', ...args]).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error) => ({ code: error.code as number, output: `${error.stdout}${error.stderr}` }),
  );

const club = {
  name: 'St Kilda "Seals": Amateur Swimming Club',
  town: 'Village Bay',
  county: 'Western Isles',
  url: 'https://seals.example.org/',
  emailDomain: 'seals.example.org',
};
const options = [
  '--name',
  club.name,
  '--town',
  club.town,
  '--county',
  club.county,
  '--url',
  club.url,
  '--email-domain',
  club.emailDomain,
];

/** Where the files below `dir` (text ones, or all when `allFiles`) name the club new-club
 * replaces (content/site.yaml's name, short name, town or county): "file names \"word\"". */
async function exampleNamesIn(dir: string, { allFiles = false } = {}) {
  const site = YAML.parse(await readFile(join('content', 'site.yaml'), 'utf8'));
  const words: string[] = [site.name, site.shortName, site.town, site.county];
  const text = /\.(html|js|css|json|webmanifest|xml|ics|txt|md|yaml|svg)$|_headers$/;
  const found: string[] = [];
  for (const file of (await listFiles(dir)).filter((f: string) => allFiles || text.test(f))) {
    const content = await readFile(join(dir, file), 'utf8');
    found.push(
      ...words.filter((word) => content.includes(word)).map((word) => `${file} names "${word}"`),
    );
  }
  return found;
}

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

  it('writes terms: all year for a club that trains every week, and says so on the Training page', async () => {
    const into = join(dir, 'all-year');
    const { code, output } = await newClub([...options, '--term', 'All year', `--into=${into}`]);
    assert.equal(code, 0, output);
    const training = YAML.parse(await readFile(join(into, 'content', 'training.yaml'), 'utf8'));
    assert.equal(training.terms, 'all year');
    assert.match(training.intro, /every week of the year/);
    assert.ok(!training.intro.includes('\\'), training.intro);
  });

  it("writes every sentence with the club's name in good grammar (Otters', never Otters's)", async () => {
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

  it("names each role the club gives, and sends a page's readers to the one that fits", async () => {
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

  it('stops with the option to give when an answer is missing and there is no one to ask', async () => {
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

  it("names the club's governing body in its words and links, and that body's safety officer", async () => {
    const into = join(dir, 'england');
    const { code, output } = await newClub([
      ...options,
      '--body',
      'Swim England',
      `--into=${into}`,
    ]);
    assert.equal(code, 0, output);
    const read = async (file: string) =>
      YAML.parse(await readFile(join(into, 'content', file), 'utf8'));
    assert.equal((await read('site.yaml')).contacts.wellbeing.role, 'Welfare Officer');
    assert.equal((await read('links.yaml')).groups[0].links[0].name, 'Swim England');
    assert.match(
      (await read('results.yaml')).pages.ageRuleYearEnd,
      /on 31 December .* as Swim England counts it\.$/,
    );
    assert.match((await read('join.yaml')).costs.membership, /^Swim England membership/);
    const written = await Promise.all(
      (await listFiles(into))
        .filter((f) => /\.(yaml|md)$/.test(f))
        .map((f) => readFile(join(into, f), 'utf8')),
    );
    const words = written.join('\n').replace(/^\s*#.*$/gm, ''); // the comments name every body's rule
    assert.doesNotMatch(words, /Scottish Swimming|scottishswimming|sportscotland/);
  });

  it("takes the club's colours from its logo", async () => {
    const logo = join(dir, 'logo.png');
    const green = { r: 10, g: 90, b: 60 };
    const orange = { r: 245, g: 130, b: 20 };
    const half = (colour: typeof green) =>
      sharp({ create: { width: 200, height: 100, channels: 3, background: colour } })
        .png()
        .toBuffer();
    await sharp({ create: { width: 200, height: 200, channels: 3, background: green } })
      .composite([{ input: await half(orange), top: 100, left: 0 }])
      .png()
      .toFile(logo);
    const into = join(dir, 'from-logo');
    const { code, output } = await newClub([...options, '--logo', logo, `--into=${into}`]);
    assert.equal(code, 0, output);
    const brand = YAML.parse(await readFile(join(into, 'content', 'brand.yaml'), 'utf8'));
    const distance = (a: string, b: typeof green) =>
      new Color(a).deltaE(new Color('srgb', [b.r / 255, b.g / 255, b.b / 255]), '2000');
    assert.ok(
      distance(brand.primary, green) < 10,
      `primary ${brand.primary} is not the logo's green`,
    );
    assert.ok(
      distance(brand.accent, orange) < 10,
      `accent ${brand.accent} is not the logo's orange`,
    );
    assert.ok((await readFile(join(into, 'public', 'images', 'logo.png'))).length > 0);
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

  it('makes a site for a club with two roles and no logo, social links, term or fees that shows nothing made up, and warns of each starter value', async () => {
    const into = join(dir, 'two-roles');
    const club = [
      '--name',
      'Kinloch Amateur Swimming Club',
      '--town',
      'Kinloch',
      '--county',
      'Argyll',
      '--url',
      'https://www.kinloch.example/',
    ];
    const roles = [
      '--general',
      'Club Secretary secretary@kinloch.example',
      '--wellbeing',
      'welfare@kinloch.example',
    ];
    const made = await newClub([...club, ...roles, `--into=${into}`]);
    assert.equal(made.code, 0, made.output);
    const out = join('.cache', `new-club-two-${process.pid}`);
    await mkdir('.cache', { recursive: true });
    try {
      const { code, output } = await build(join(into, 'content'), out, {}, join(into, 'public'));
      assert.equal(code, 0, output);
      const files = (await listFiles(out)).filter((f: string) =>
        /\.(html|js|xml|ics|webmanifest|txt)$/.test(f),
      );
      const text = (
        await Promise.all(files.map((f: string) => readFile(join(out, f), 'utf8')))
      ).join('\n');
      assert.doesNotMatch(text, /Inverbrae|Braeshire/);
      // Only its own roles, never the starter's others.
      for (const role of [
        'Membership Secretary',
        'Volunteer Coordinator',
        'Head Coach',
        'Competition Secretary',
        'Gala Organiser',
        'Chairperson',
        'Treasurer',
      ])
        assert.ok(!text.includes(role), role);
      assert.ok(
        text.includes('secretary@kinloch.example') && text.includes('welfare@kinloch.example'),
      );
      assert.doesNotMatch(text, /£\s?\d/, 'no made-up amount');
      const joinPage = await readFile(join(out, 'join', 'index.html'), 'utf8');
      assert.match(joinPage, /to be confirmed/);
      // No starter age, and no starter sentence stating a time, a place or a promise of its own.
      assert.doesNotMatch(joinPage, /<td>\d+(–\d+| and over)<\/td>/, 'no made-up squad ages');
      const pages = (
        await Promise.all(
          files
            .filter((f: string) => f.endsWith('.html'))
            .map((f: string) => readFile(join(out, f), 'utf8')),
        )
      ).join('\n');
      for (const claim of [
        /aged \d/,
        /about an hour/,
        /balcony/,
        /within (two weeks|\d+ (working )?days)/,
        /for a year/,
        /any time of year/,
        /swimming pool/,
        /qualified/,
      ])
        assert.ok(!claim.test(pages), `a page says ${pages.match(claim)?.[0]}`);
      // Results in the menu, and its page saying there are none yet.
      assert.match(
        await readFile(join(out, 'index.html'), 'utf8'),
        /<nav[\s\S]*href="\/results"[\s\S]*<\/nav>/,
      );
      assert.ok(files.includes('results/index.html'));
      // A warning, with file and line, for each starter value left.
      const warned = (pattern: RegExp) => assert.match(output, pattern);
      warned(/! content\/training\.yaml, line \d+ \(terms\): there are no term dates yet/);
      warned(
        /! content\/contact\.yaml, line \d+ \(emailService › serviceId\): the contact form has no EmailJS/,
      );
      for (const i of [1, 2, 3]) {
        warned(
          new RegExp(
            `! content/training\\.yaml, line \\d+ \\(squads › item ${i} › sessions\\): the \\w+ squad has no sessions yet`,
          ),
        );
        for (const field of ['monthlyFee', 'membership', 'kit', 'minAge', 'maxAge'])
          warned(
            new RegExp(
              `! content/join\\.yaml, line \\d+ \\(squads › item ${i} › ${field}\\): .* is still "to be confirmed"`,
            ),
          );
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
