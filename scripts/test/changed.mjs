// The test files for what changed since the last commit, for `npm run test:quick` (the edit–test
// loop), as jest's --onlyChanged picks them: a test file changed or added, or one that imports a
// changed file of src/, scripts/ or test/, directly or through other files. Whole sites are
// `npm test`'s.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { listFiles } from '../files.mjs';

// A relative import's path, in `from '…'`, `import '…'` or `import('…')`.
const importPath = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
// A .js import names the .ts, .tsx or .mjs file beside it (esbuild and tsx resolve it so).
const sources = (/** @type {string} */ path) => [
  path,
  ...['.ts', '.tsx'].map((ext) => path.replace(/\.js$/, ext)),
];

/** Each code file of src/, scripts/ and test/ with the files it imports. */
async function importGraph() {
  const files = (
    await Promise.all(
      ['src', 'scripts', 'test'].map(async (dir) =>
        (await listFiles(dir)).map((file) => join(dir, file)),
      ),
    )
  )
    .flat()
    .filter((file) => /\.(m?js|tsx?)$/.test(file));
  const known = new Set(files);
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const imports = [...text.matchAll(importPath)].flatMap(([, path]) =>
      sources(normalize(join(dirname(file), path))).filter((f) => known.has(f)),
    );
    graph.set(file, imports);
  }
  return graph;
}

/** @returns {Promise<string[]>} */
export async function changedTests() {
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    encoding: 'utf8',
  });
  const changed = new Set(
    status
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).split(' -> ').at(-1) ?? ''),
  );
  const graph = await importGraph();
  /** @type {Map<string, boolean>} */
  const touched = new Map();
  /** Whether `file` changed or imports, at any depth, a file that did. @param {string} file */
  const reaches = (file) => {
    if (touched.has(file)) return /** @type {boolean} */ (touched.get(file));
    touched.set(file, changed.has(file)); // a cycle reads as what is known so far
    const result = changed.has(file) || (graph.get(file) ?? []).some(reaches);
    touched.set(file, result);
    return result;
  };
  return [...graph.keys()].filter(
    (file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.site.test.ts') && reaches(file),
  );
}
