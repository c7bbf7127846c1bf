// The club's colours (content/brand.yaml): any CSS colour read, readable words picked on each,
// and a pair that is hard to read stopped with its file, line and a shade that would pass.
// Run: node scripts/test/node.mjs test/build/brand-palette.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brandProblems, pairs } from '../../scripts/build/brand-check.mjs';
import {
  brandColours,
  contrast,
  parseColour,
  wordsOn,
} from '../../scripts/build/brand-palette.mjs';
import { build, check } from '../helpers/content-check.js';
import { builtModule, builtPage, fetchBuilt } from '../helpers/built-files.js';

const dark = { primary: '#06281c', accent: '#f4c430', highlight: '#d9480f' };
const pale = { primary: '#a8d8f0', accent: '#dda0dd', highlight: '#c2185b' };

test('reads a colour in any CSS syntax', () => {
  for (const written of [
    '#0b6e4f',
    'rgb(11 110 79)',
    'rgb(11, 110, 79)',
    'hsl(161.21 81.818% 23.725%)',
    'oklch(47.833% 0.09751 164.85)',
    '  #0B6E4F ',
  ]) {
    assert.equal(parseColour(written), '#0b6e4f', written);
  }
  assert.equal(parseColour('darkgreen'), '#006400');
  assert.equal(parseColour('blurple'), null);
});

test('picks white words on a dark primary and dark words on a pale one', () => {
  assert.equal(brandColours(dark)['on-primary'], '#ffffff');
  assert.notEqual(brandColours(pale)['on-primary'], '#ffffff');
});

test("picks readable words on any colour from content, like a squad's", () => {
  assert.equal(wordsOn('#0b2545'), '#ffffff');
  assert.notEqual(wordsOn('#d4a82a'), '#ffffff');
  assert.ok(contrast(wordsOn('#d4a82a'), '#d4a82a') >= 4.5);
});

test('takes the highlight from the accent when brand.yaml has none, in a shade that shows', () => {
  const { accent, highlight } = brandColours({ primary: '#0b2545', accent: '#0a6e8f' });
  assert.equal(highlight, accent);
  const pale = brandColours({ primary: '#0b2545', accent: '#f4a259' });
  assert.notEqual(pale.highlight, pale.accent);
  assert.ok(
    contrast(pale.highlight, pale.background) >= 3 && contrast(pale.highlight, pale.surface) >= 3,
  );
  assert.deepEqual(brandProblems({ primary: '#0b2545', accent: '#f4a259' }), []);
});

test('draws headings in the primary colour when readable, else in a darker shade of it', () => {
  assert.equal(brandColours(dark)['primary-text'], dark.primary);
  const shade = brandColours(pale)['primary-text'];
  assert.notEqual(shade, pale.primary);
  assert.ok(contrast(shade, '#ffffff') >= 4.5);
});

test('passes every pair it draws for a dark and a pale club', () => {
  for (const brand of [dark, pale]) {
    const colours = brandColours(brand);
    for (const pair of pairs)
      assert.ok(
        contrast(colours[pair.text], colours[pair.on]) >= pair.min,
        `${pair.what}: ${colours[pair.text]} on ${colours[pair.on]}`,
      );
    assert.deepEqual(brandProblems(brand), []);
  }
});

test('names a pale highlight a hard-to-see focus ring and suggests a darker shade', () => {
  const [problem, ...more] = brandProblems({ ...dark, highlight: '#ffd8c0' });
  assert.deepEqual(more, []);
  assert.equal(problem.key, 'highlight');
  const suggested = problem.message.match(/A darker shade such as (#[0-9a-f]{6}) would pass$/)?.[1];
  assert.ok(suggested, problem.message);
  assert.match(problem.message, /focus ring .* \(contrast 1\.\d:1; at least 3:1 is needed\)/);
  assert.deepEqual(brandProblems({ ...dark, highlight: suggested }), []);
});

test('names a primary no white or dark words can be read on, with a shade that can', () => {
  const [problem] = brandProblems({ ...dark, primary: '#777777' });
  assert.equal(problem.key, 'primary');
  const suggested = problem.message.match(/such as (#[0-9a-f]{6}) would pass$/)![1];
  assert.deepEqual(brandProblems({ ...dark, primary: suggested }), []);
});

const brandFile = (primary: string) =>
  `# The club's colours.\nprimary: ${primary}\naccent: "#f4c430"\nhighlight: "#ffd8c0"\n`;

test('reports a hard-to-read colour with its file and line', async () => {
  const [problem, ...more] = await check({ 'brand.yaml': brandFile('"#06281c"') });
  assert.deepEqual(more, []);
  assert.match(
    problem,
    new RegExp(
      String.raw`^test-content\/brand\.yaml, line 4 \(highlight\): the keyboard focus ` +
        String.raw`ring .* A darker shade such as #[0-9a-f]{6} would pass$`,
    ),
  );
});

test('says plainly when a colour is not one, or lost its quotes', async () => {
  assert.deepEqual(
    await check({ 'brand.yaml': brandFile('blurple').replace('#ffd8c0', '#d9480f') }),
    [
      'test-content/brand.yaml, line 2 (primary): "blurple" is not a colour; write a colour ' +
        'as CSS does, in quotes, like "#0b6e4f", "rgb(11 110 79)", "hsl(160 80% 24%)", ' +
        '"oklch(0.47 0.1 165)" or "darkgreen"',
    ],
  );
  const [unquoted] = await check({
    'brand.yaml': brandFile('#06281c').replace('#ffd8c0', '#d9480f'),
  });
  assert.match(
    unquoted,
    /^test-content\/brand\.yaml, line 2: .* in double quotes: primary: "#06281c"$/,
  );
});

test('stops the build on a colour that is not one, in plain words', async () => {
  const result = await build({ 'brand.yaml': brandFile('"rgb(11 110)"') });
  assert.notEqual(result.code, 0);
  assert.ok(
    result.output.includes('brand.yaml, line 2 (primary): "rgb(11 110)" is not a colour'),
    result.output,
  );
  assert.doesNotMatch(result.output, /\n\s+at |Error:/);
});

test('gives the browser the primary colour as theme, in the head and the manifest', async () => {
  const { brand } = await builtModule<{ brand: { primary: string } }>('cdn', 'content/brand.js');
  const primary = parseColour(brand.primary);
  assert.equal(
    (await builtPage('cdn', '/'))
      .querySelector('meta[name="theme-color"]')
      ?.getAttribute('content'),
    primary,
  );
  assert.equal(
    JSON.parse((await fetchBuilt('cdn', '/site.webmanifest')).text).theme_color,
    primary,
  );
  assert.ok(
    (await fetchBuilt('cdn', '/styles/site.css')).text.startsWith(`:root{`),
    'the colours head the stylesheet',
  );
  assert.ok((await fetchBuilt('cdn', '/styles/site.css')).text.includes(`--primary:${primary};`));
});
