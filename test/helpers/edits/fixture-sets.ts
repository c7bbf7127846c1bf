// The fixture sets' content folders, copied to a temporary folder where edits are written.
import { cp, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { listFiles } from '../../../scripts/files.mjs';
import { testContent, testPublic } from '../../../scripts/test/fixture-clubs.mjs';
import { aliasBomb, fileEdits, huge, typed, written } from './edit.js';
import { lenexEdits } from './lenex.js';
import { markdownSnippets, marks, words, yamlValues } from './values.js';

/** The kinds of content file, each with the changes people make to it. Another kind (a results
 * file, say) adds its files' pattern (in a content folder) and its edits here. */
const kinds = [
  {
    name: 'YAML',
    pattern: /^[^/]+\.yaml$/,
    edits: [...fileEdits, typed([...marks, ...words]), written(yamlValues), huge, aliasBomb],
  },
  {
    name: 'Markdown',
    pattern: /^news\/[^/]+\.md$/,
    edits: [
      ...fileEdits,
      typed([...marks, ...words, ...markdownSnippets]),
      written([...yamlValues, ...markdownSnippets]),
      huge,
      aliasBomb,
    ],
  },
  { name: 'Lenex', pattern: /^galas\/[^/]+\.(lef|lxf)$/i, edits: lenexEdits },
];
export const kindOf = (file: string) => kinds.find((kind) => kind.pattern.test(file));

/**
 * A fixture content folder, copied once to a temporary folder named content/ where the edits are
 * written.
 */
export type FixtureSet = {
  from: string;
  dir: string;
  publicDir: string;
  files: string[];
  original: Map<string, string>;
  [fc.toStringMethod]: () => string;
};

/** Every folder in test/fixtures holding content files (a club's content/, a set of a few
 * files), found by listing, so a fixture added or taken away needs nothing here. */
export async function fixtureSets(tmp: string): Promise<FixtureSet[]> {
  const all = await listFiles('test/fixtures');
  const roots = new Set<string>();
  for (const file of all) {
    const parts = file.split('/');
    for (let k = 1; k < parts.length; k++)
      if (kindOf(parts.slice(k).join('/'))) roots.add(parts.slice(0, k).join('/'));
  }
  const outermost = [...roots]
    .filter((root) => ![...roots].some((other) => root.startsWith(`${other}/`)))
    .sort();
  return Promise.all(
    outermost.map(async (root, i) => {
      const from = join('test/fixtures', root);
      const dir = join(tmp, String(i), 'content');
      // A club in clubs/ holds only the files it changes, laid over the test club.
      const overlay = /^clubs\/[^/]+\/content$/.test(root);
      if (overlay) await cp(testContent, dir, { recursive: true });
      await cp(from, dir, { recursive: true, force: true });
      const files = (
        overlay
          ? await listFiles(dir)
          : all.filter((f) => f.startsWith(`${root}/`)).map((f) => f.slice(root.length + 1))
      ).filter((f) => kindOf(f));
      const original = new Map(
        await Promise.all(
          files.map(async (f) => [f, (await readFile(join(dir, f))).toString('latin1')] as const),
        ),
      );
      const ownPublic = join(dirname(from), 'public');
      const hasPublic = root.endsWith('/content') && (await stat(ownPublic).catch(() => null));
      let publicDir = hasPublic ? ownPublic : testPublic;
      if (overlay) {
        publicDir = join(tmp, String(i), 'public');
        await cp(testPublic, publicDir, { recursive: true });
        if (hasPublic) await cp(ownPublic, publicDir, { recursive: true, force: true });
      }
      return { from, dir, publicDir, files, original, [fc.toStringMethod]: () => from };
    }),
  );
}
