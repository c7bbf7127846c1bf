// What is not a plain file in content/galas/ (a folder, a link, a named pipe) stops the build,
// named, and is never followed or read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { file, meet, problemsOf, shown } from '../../fixtures/galas/quill-gala.js';

describe('what is not a plain file', () => {
  it('names a folder whose name ends in .lxf', async () => {
    assert.deepEqual(await problemsOf({ 'galas/x.lxf/results.lef': meet() }), [
      'content/galas/x.lxf, line 1: it is a folder, not a file: the site reads only files ' +
        'here (was an .lxf unzipped into a folder of that name? put the .lxf itself here ' +
        'instead); move the folder elsewhere',
    ]);
  });

  it(
    'refuses a link, to /dev/zero or to a plain file, without following it',
    { timeout: 20_000 },
    async () => {
      const link =
        `${shown}, line 1: it is a link to another file (a symbolic link), which ` +
        `the site does not follow: Git keeps only where a link points, not the file; put the ` +
        `file itself here instead`;
      assert.deepEqual(await problemsOf({ [file]: { symlink: '/dev/zero' } }), [link]);
      assert.deepEqual(
        await problemsOf({ 'meet.xml': meet(), [file]: { symlink: '../meet.xml' } }),
        [link],
      );
    },
  );

  it(
    'refuses a named pipe without opening it (it would wait for a writer for ever)',
    { timeout: 20_000 },
    async () => {
      assert.deepEqual(await problemsOf({ [file]: { fifo: true } }), [
        `${shown}, line 1: it is not a plain file but a named pipe, which the site never ` +
          `reads: put the meet's file itself here instead`,
      ]);
    },
  );

  it('refuses a folder or a link among the qualifying times too', async () => {
    assert.deepEqual(
      await problemsOf({
        'standards/county-2027.yaml/times.yaml': 'x',
        'standards/open-2027.lef': { symlink: '/dev/zero' },
      }),
      [
        'content/standards/county-2027.yaml, line 1: it is a folder, not a file: the site ' +
          'reads only files here (was an .lxf unzipped into a folder of that name? put the ' +
          '.lxf itself here instead); move the folder elsewhere',
        'content/standards/open-2027.lef, line 1: it is a link to another file (a symbolic ' +
          'link), which the site does not follow: Git keeps only where a link points, not the ' +
          'file; put the file itself here instead',
      ],
    );
  });
});
