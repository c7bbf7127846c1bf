// Pages a club may not have: a page whose content file is not there is left out, and what every
// site needs is still asked for.
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { copyOfContent } from '../helpers/site-build.js';

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
      new RegExp(
        String.raw`^test-content\/navigation\.yaml, line \d+ \(item \d+ › path\): the ` +
          String.raw`page \/links is not on this site, as test-content\/links\.yaml is not ` +
          String.raw`there: put that file back, or take this line out$`,
      ),
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
