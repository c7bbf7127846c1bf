// For Node-only tests: a copy of the test club's content (test/fixtures/base/) in a temporary
// folder, and the real build run on it (into a folder of the test's own under .cache/, where Node
// finds the libraries).
import { execFile } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';

/** A copy of the test club's content, as test-content/ in a fresh temporary folder. */
export async function copyOfContent(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'site-')), 'test-content');
  await cp(testContent, dir, { recursive: true });
  return dir;
}

/**
 * Runs scripts/build.mjs on `contentDir` (and `publicDir`, the test club's pictures by default)
 * into `out`: its exit code and what it printed.
 */
export async function build(
  contentDir: string,
  out: string,
  env: Record<string, string> = {},
  publicDir = testPublic,
): Promise<{ code: number; output: string }> {
  return promisify(execFile)(
    'node',
    ['scripts/build.mjs', `--content=${contentDir}`, `--public=${publicDir}`, `--out=${out}`],
    {
      env: { ...process.env, GITHUB_ACTIONS: '', ...env },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error) => ({ code: error.code ?? 1, output: `${error.stdout}${error.stderr}` }),
  );
}
