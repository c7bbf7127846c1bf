// npm run new-club for clubs that choose differently: another governing body, a logo's colours, a
// club with two roles and little else, which gets nothing made up.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Color from 'colorjs.io';
import sharp from 'sharp';
import YAML from 'yaml';
import { listFiles } from '../scripts/files.mjs';
import { build } from './helpers/site-build.js';
import { newClub, options } from './helpers/new-club.js';

describe('new-club', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'new-club-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it("names the club's governing body in its words and links, and its safety officer", async () => {
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
    // The comments name every body's rule.
    const words = written.join('\n').replace(/^\s*#.*$/gm, '');
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

  it('shows nothing made up for a club of two roles and little else, warning of each', async () => {
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
        new RegExp(
          String.raw`! content\/contact\.yaml, line \d+ \(emailService › serviceId\): ` +
            String.raw`the contact form has no EmailJS`,
        ),
      );
      for (const i of [1, 2, 3]) {
        warned(
          new RegExp(
            `! content/training\\.yaml, line \\d+ \\(squads › item ${i} › sessions\\): the ` +
              `\\w+ squad has no sessions yet`,
          ),
        );
        for (const field of ['monthlyFee', 'membership', 'kit', 'minAge', 'maxAge'])
          warned(
            new RegExp(
              `! content/join\\.yaml, line \\d+ \\(squads › item ${i} › ${field}\\): .* is ` +
                `still "to be confirmed"`,
            ),
          );
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
