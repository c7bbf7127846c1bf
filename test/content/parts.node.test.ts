// Words about a part a site may lack (the contact form, the photo slider, documents) reach the
// pages only with that part; a statement's date is "to be confirmed" until the club gives one; a
// starter's "# check:" line is warned of. Run: node scripts/test/node.mjs
// test/content/parts.node.test.ts
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkMarks } from '../../scripts/build/check-marks.mjs';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testContent } from '../../scripts/test/fixture-clubs.mjs';
import { withSiteParts } from '../../src/content/parts.js';
import { check, contentFolder } from '../helpers/content-check.js';

const formIds = { serviceId: 's', templateId: 't', publicKey: 'k' };
const noIds = { serviceId: '', templateId: '', publicKey: '' };
const items = [
  'always',
  { text: 'sending needs JavaScript', onlyWith: 'contact form' },
  { text: 'the slider', onlyWith: 'photo slider' },
];
const privacy = { contactForm: { heading: 'The form' }, visiting: { paragraphs: items } };

test('leaves out the words of a part the site lacks, and the privacy notice’s form section', () => {
  const { privacy: kept } = withSiteParts({
    contact: { emailService: noIds },
    home: { slides: [] },
    privacy,
  } as never) as never as {
    privacy: typeof privacy;
  };
  assert.deepEqual(kept.visiting.paragraphs, ['always']);
  assert.equal(kept.contactForm, undefined);
});

test('keeps the words of each part the site has', () => {
  const slides = [{ src: 'a' }, { src: 'b' }];
  const { privacy: kept } = withSiteParts({
    contact: { emailService: formIds },
    home: { slides },
    privacy,
  } as never) as never as {
    privacy: typeof privacy;
  };
  assert.deepEqual(kept.visiting.paragraphs, items);
  assert.deepEqual(kept.contactForm, privacy.contactForm);
});

test('says plainly what is wrong with a text kept for a part the site may lack', async () => {
  const accessibility = await readFile(join(testContent, 'accessibility.yaml'), 'utf8');
  const wrong = accessibility.replace(
    /(canDo:\n {2}lead: .*\n {2}items:\n)/,
    '$1    - text: the slider moves\n      onlyWith: slider\n',
  );
  assert.notEqual(wrong, accessibility);
  const [problem] = await check({ 'accessibility.yaml': wrong });
  assert.match(
    problem ?? '',
    new RegExp(
      String.raw`^test-content\/accessibility\.yaml, line \d+ \(canDo › items › item ` +
        String.raw`1\): should be written \{ text: "…", onlyWith: contact form \| photo ` +
        String.raw`slider \| documents \}`,
    ),
  );
});

test('takes a statement’s date as to be confirmed, shows none, and warns on its line', async () => {
  const privacyText = (await readFile(join(testContent, 'privacy.yaml'), 'utf8')).replace(
    /^updated: .*$/m,
    'updated: to be confirmed',
  );
  const contentDir = await contentFolder({ 'privacy.yaml': privacyText });
  const { problems, warnings } = await loadContent({ contentDir, partial: true });
  assert.deepEqual(problems, []);
  assert.ok(
    warnings
      .map(formatProblem)
      .some((w: string) =>
        new RegExp(
          String.raw`^test-content\/privacy\.yaml, line \d+ \(updated\): ` +
            String.raw`the privacy notice has no date yet`,
        ).test(w),
      ),
  );
  assert.match(
    (await check({ 'privacy.yaml': privacyText.replace('to be confirmed', 'soon') }))[0] ?? '',
    /\(updated\): "soon" is not a date/,
  );
});

test('asks for the privacy notice’s form section back while the site has the form', async () => {
  const privacyText = await readFile(join(testContent, 'privacy.yaml'), 'utf8');
  const withoutForm = privacyText.replace(/^contactForm:\n(?: {2}.*\n)+/m, '');
  assert.notEqual(withoutForm, privacyText);
  const problems = await check({ 'privacy.yaml': withoutForm }, 'base/content');
  assert.ok(
    problems.some((p) =>
      /privacy\.yaml, line \d+: has no contactForm section, but the Contact page has a form/.test(
        p,
      ),
    ),
    problems.join('\n'),
  );
});

test('warns of each starter line marked "# check:", naming the line and field of its words', () => {
  const text =
    'intro:\n  # check: promise a reply\n  - We reply.\n  # check: say it is free\n\n' +
    '  - It is free.\n';
  assert.deepEqual(
    checkMarks(text).map((mark: { line: number; field?: string }) => `${mark.line} ${mark.field}`),
    ['3 intro › item 1', '6 intro › item 2'],
  );
  assert.match(
    checkMarks(text)[0]!.message,
    new RegExp(
      String.raw`^the starter's words here promise a reply: if that is true of your ` +
        String.raw`club, delete the "# check:" line`,
    ),
  );
});
