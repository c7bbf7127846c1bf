// What a volunteer reads when a page's content breaks a rule (raw HTML, a name twice, the privacy
// notice's promise, fees, policy files), and a build that stops with every problem at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, check } from '../helpers/content-check.js';
import { assertIncludes, goodColour, siteWith, squad } from '../helpers/small-content.js';

describe('content messages', () => {
  it('refuses raw HTML in Markdown and names its line', async () => {
    const post =
      '---\ntitle: Gala\ndate: 2025-03-14\nsummary: Results.\n---\nWe ' +
      'won.\n\n<script>alert(1)</script>\n';
    const [message] = await check({ 'news/2025-03-14-gala.md': post });
    assert.match(
      message,
      /^test-content\/news\/2025-03-14-gala\.md, line 8: HTML tags .* are not allowed here/,
    );
  });

  it('finds a name used twice in a list', async () => {
    const twice = squad(goodColour) + squad(goodColour).replace('Gold', 'gold');
    assert.deepEqual(await check({ 'squads.yaml': twice }), [
      'test-content/squads.yaml, line 7 (item 2 › name): "gold" is already used by squad ' +
        'number 1; each needs its own',
    ]);
  });

  it("holds the privacy notice to the form's promise on drafts: Clear, and days kept", async () => {
    assert.deepEqual(await check({}, 'policies'), []);
    const privacy =
      'heading: Privacy\nintro:\n  - x\ncontactForm:\n  heading: Form\n  intro: x\n  ' +
      'fields:\n    - name\n  paragraphs:\n    - x\n  draft: Your browser keeps a copy for a ' +
      'while.\n  emailServicePolicy:\n    name: EmailJS\n    url: ' +
      'https://www.emailjs.com/\nvisiting:\n  heading: x\n  paragraphs:\n    - ' +
      'x\nyourData:\n  heading: x\n  paragraphs:\n    - x\n  contactPrompt: ' +
      'x\ncomplaints:\n  heading: x\n  paragraphs:\n    - x\n  linkPrompt: x\n  ' +
      'regulator:\n    name: ICO\n    url: https://ico.org.uk/\nupdated: ' +
      '2026-11-22\nupdatedLine: x {date}\ntitle: Privacy\ndescription: x\n';
    const messages = await check({ 'privacy.yaml': privacy }, 'policies');
    assert.equal(messages.length, 2);
    assert.match(
      messages[0],
      new RegExp(
        String.raw`^test-content\/privacy\.yaml, line 11 \(contactForm › draft\): should ` +
          String.raw`name the form's ".+" button`,
      ),
    );
    assert.match(
      messages[1],
      new RegExp(
        String.raw`^test-content\/privacy\.yaml, line 11 \(contactForm › draft\): should ` +
          String.raw`say the copy is deleted after \d+ days`,
      ),
    );
  });

  it('names a squad a notice calls off that is not in squads.yaml', async () => {
    const notice =
      '- message: Off.\n  from: 2026-10-13 07:00\n  until: 2026-10-13 21:00\n  cancels:\n    ' +
      'date: 2026-10-13\n    squads: [Golde]\n';
    assert.deepEqual(await check({ 'squads.yaml': squad(goodColour), 'notices.yaml': notice }), [
      'test-content/notices.yaml, line 6 (item 1 › cancels › squads › item 1): there is no ' +
        'squad called "Golde"; the squads are Gold',
    ]);
  });

  it('says a fee is not an amount and how to write one', async () => {
    const join =
      'squads:\n  - squad: Gold\n    monthlyFee: £28\n    membership: 27.50\n    kit: ' +
      '20\n    minAge: 8\n    canAlready: [float]\n';
    assertIncludes(
      await check({ 'join.yaml': join }),
      'test-content/join.yaml, line 3 (squads › item 1 › monthlyFee): "£28" is not an ' +
        'amount; write pounds and pence as a plain number, like 28.50 (no £ sign), or to be ' +
        'confirmed',
    );
  });

  it('names a policy file that is not in public/documents/', async () => {
    const policies =
      'kinds:\n  - kind: Codes\n    documents:\n      - title: Code\n        summary: ' +
      'Rules.\n        version: 2025-03-12\n        file: documents/code-of-condcut.pdf\n';
    assertIncludes(
      await check({ 'policies.yaml': policies }),
      'test-content/policies.yaml, line 7 (kinds › item 1 › documents › item 1 › file): ' +
        'there is no document "documents/code-of-condcut.pdf" in public/: put the file in ' +
        'public/documents/ and write its name here, like documents/constitution.pdf (check the ' +
        'spelling)',
    );
  });

  it('stops the build with every problem at once and leaves the last good site alone', async () => {
    const result = await build({
      'squads.yaml': squad('  color: "#D4A82A"\n'),
      'site.yaml': siteWith('nobody'),
    });
    assert.notEqual(result.code, 0);
    assert.equal(result.untouched, true);
    assert.ok(result.output.includes('squads.yaml, line 2 (item 1 › color)'), result.output);
    assert.ok(
      result.output.includes('site.yaml, line 4 (contacts › general › email)'),
      result.output,
    );
    assert.doesNotMatch(result.output, /\n\s+at |TS\d{4}|Error:/);
  });
});
