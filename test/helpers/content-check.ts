// For Node-only tests: small content folders (on top of a copy of a fixture set if named), checked
// by the real content step, and the problems as the volunteer reads them.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadContent } from '../../scripts/build/content.mjs';
import { formatProblem } from '../../scripts/build/content-messages.mjs';

/** A folder named test-content (as messages show it) in a fresh temporary folder. */
export async function contentFolder(files: Record<string, string>, fixture?: string): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'content-')), 'test-content');
  if (fixture) await cp(join('test', 'fixtures', fixture), dir, { recursive: true });
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

type Options = { fixture?: string; publicDir?: string };

/** What the content step makes of these files: the checked content and the problems, as printed. */
export async function load(files: Record<string, string>, options: Options = {}) {
  const contentDir = await contentFolder(files, options.fixture);
  try {
    const { content, problems } = await loadContent({ contentDir, partial: true, publicDir: options.publicDir });
    return { content, problems: problems.map(formatProblem) };
  } finally {
    await rm(dirname(contentDir), { recursive: true, force: true });
  }
}

/** The problems the content step finds in these files, as printed. */
export const check = async (files: Record<string, string>, options: Options = {}): Promise<string[]> => (await load(files, options)).problems;
