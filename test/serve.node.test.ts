// npm run serve (scripts/serve.mjs): the built site served as the host will, under the sub-path it
// was built for, saying so when its libraries' CDN cannot be reached. No test touches the network:
// whether the CDN answers is given.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtBase, librariesNote, portNote, startServer } from '../scripts/serve.mjs';
import { builtSite } from './helpers/built-files.js';

describe('npm run serve', () => {
  it('serves a site under the sub-path it was built for', async () => {
    assert.equal(await builtBase((await builtSite('subPath')).dir), '/club');
    assert.equal(await builtBase((await builtSite('cdn')).dir), '');
  });

  it('says the pages run once online when the CDN is unreachable, and how to try now', async () => {
    const { dir } = await builtSite('cdn');
    const note = await librariesNote(dir, async () => false);
    assert.match(note, /esm\.sh, which this computer cannot reach/);
    assert.match(note, /work only once you are online/);
    assert.match(note, /SITE_MODULES=self-hosted npm run build/);
    assert.equal(await librariesNote(dir, async () => true), '');
  });

  it('says nothing of a CDN when the libraries are self-hosted', async () => {
    const asked: string[] = [];
    assert.equal(
      await librariesNote((await builtSite('selfHosted')).dir, async (origin: string) =>
        Boolean(asked.push(origin)),
      ),
      '',
    );
    assert.deepEqual(asked, []);
  });

  it('takes the next free port when its own is taken, and says which', async () => {
    const first = await startServer({ dir: (await builtSite('cdn')).dir, port: 0 });
    const taken = first.address().port;
    const second = await startServer({
      dir: (await builtSite('cdn')).dir,
      port: taken,
      nextFree: true,
    });
    try {
      assert.notEqual(second.address().port, taken);
      assert.equal(
        portNote(taken, second),
        `Port ${taken} is taken (another server?), so this one uses ${second.address().port}. `,
      );
      assert.equal(portNote(taken, first), '');
      await assert.rejects(startServer({ dir: (await builtSite('cdn')).dir, port: taken }), {
        code: 'EADDRINUSE',
      });
    } finally {
      first.close();
      second.close();
    }
  });
});
