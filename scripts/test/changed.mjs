// The test files for what changed since the last commit, for `npm run test:quick` (the edit–test
// loop): a test file changed or added, or one named after a changed file of src/ or scripts/
// (src/components/SiteNav.tsx → test/components/SiteNav.test.tsx; scripts/build/markdown.mjs
// → test/build/markdown.node.test.ts). Whole sites are `npm test`'s.
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { listFiles } from '../files.mjs';

/** @returns {Promise<string[]>} */
export async function changedTests() {
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    encoding: 'utf8',
  });
  const changed = status
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).split(' -> ').at(-1) ?? '');
  const stems = changed
    .filter((file) => /^(src|scripts)\//.test(file))
    .map((file) => basename(file).replace(/\.[^.]+$/, ''));
  return (await listFiles('test'))
    .map((file) => join('test', file))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.site.test.ts'))
    .filter(
      (file) =>
        changed.includes(file) || stems.some((stem) => basename(file).startsWith(`${stem}.`)),
    );
}
