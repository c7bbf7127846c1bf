// The clubs the tests build and render, none of them the example club in content/ (whose words
// a volunteer may change at will): the test club, test/fixtures/base/ (content/ and public/, every
// file a site has, with words of its own), and clubs unlike it, test/fixtures/clubs/<name>/, each
// holding only the files it changes (content/ and public/, as a club's), laid over the test club.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const testContent = 'test/fixtures/base/content';
export const testPublic = 'test/fixtures/base/public';

/** The clubs in test/fixtures/clubs/ (lochan, strath…). */
export const clubsDir = join('test', 'fixtures', 'clubs');

/**
 * A fixture club made whole in .cache/clubs/<name>/: the test club with the club's own files over
 * it.
 */
export async function fixtureClub(/** @type {string} */ name) {
  const dir = join('.cache', 'clubs', name);
  await rm(dir, { recursive: true, force: true });
  for (const part of ['content', 'public']) {
    await cp(join('test', 'fixtures', 'base', part), join(dir, part), { recursive: true });
    await cp(join(clubsDir, name, part), join(dir, part), { recursive: true, force: true }).catch(
      (error) => {
        if (error.code !== 'ENOENT') throw error; // a club that changes no picture has no public/
      },
    );
  }
  return { content: join(dir, 'content'), public: join(dir, 'public') };
}
