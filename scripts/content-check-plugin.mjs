// Test server commands for the content checks, which run in Node:
//   check-content  { files, fixture? } → the problems the content step finds in those files (a
//                               partial content folder made from them, over a copy of a fixture
//                               set if named), as the volunteer reads them;
//   build-content  { files }  → runs the real build on them: its exit code, what it printed,
//                               and whether the site it would replace was left alone.
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { loadContent } from './build/content.mjs';
import { formatProblem } from './build/content-messages.mjs';

let made = 0;

// A folder of the given files, on top of a copy of a fixture set (test/fixtures/<fixture>/) if named.
async function contentFolder(files, fixture) {
  const dir = join('.cache', 'content-check', `${process.pid}-${++made}`, 'test-content');
  await rm(dir, { recursive: true, force: true });
  if (fixture) await cp(join('test', 'fixtures', fixture), dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

async function buildWith(files) {
  const contentDir = await contentFolder(files);
  const out = join('.cache', 'content-check', 'site');
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'marker.txt'), 'the last good site');
  const result = await promisify(execFile)('node', ['scripts/build.mjs', `--content=${contentDir}`, `--out=${out}`], { env: { ...process.env, GITHUB_ACTIONS: '' } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
  );
  const untouched = (await readFile(join(out, 'marker.txt'), 'utf8').catch(() => '')) === 'the last good site';
  return { ...result, untouched };
}

export function contentCheckPlugin() {
  return {
    name: 'content-check',
    async executeCommand({ command, payload }) {
      if (command === 'check-content') {
        const { problems } = await loadContent({ contentDir: await contentFolder(payload.files, payload.fixture), partial: true });
        return problems.map(formatProblem);
      }
      if (command === 'build-content') return buildWith(payload.files);
      return undefined;
    },
  };
}
