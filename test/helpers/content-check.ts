// For Node tests of the content step: the problems it finds in a few files, as the volunteer
// reads them, and what the real build does with them.
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';

let made = 0;

/** A content folder of the given files, on top of a copy of a fixture set (test/fixtures/<fixture>/) if named. */
async function contentFolder(files: Record<string, string>, fixture?: string) {
  const dir = join('.cache', 'content-check', `${process.pid}-${++made}`, 'test-content');
  await rm(dir, { recursive: true, force: true });
  if (fixture) await cp(join('test', 'fixtures', fixture), dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** The problems the content step finds in those files (a partial content folder), as messages. */
export async function check(files: Record<string, string>, fixture?: string): Promise<string[]> {
  const { problems } = await loadContent({ contentDir: await contentFolder(files, fixture), partial: true });
  return problems.map(formatProblem);
}

/** Runs the real build on those files: its exit code, what it printed, and whether the site it
 * would replace was left alone. */
export async function build(files: Record<string, string>) {
  const contentDir = await contentFolder(files);
  const out = join('.cache', 'content-check', `site-${process.pid}`);
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'marker.txt'), 'the last good site');
  const result = await promisify(execFile)(process.execPath, ['scripts/build.mjs', `--content=${contentDir}`, `--out=${out}`], { env: { ...process.env, GITHUB_ACTIONS: '' } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error) => ({ code: error.code as number, output: `${error.stdout}${error.stderr}` }),
  );
  const untouched = (await readFile(join(out, 'marker.txt'), 'utf8').catch(() => '')) === 'the last good site';
  return { ...result, untouched };
}
