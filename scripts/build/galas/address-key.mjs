// The club's secret key for swimmers' page addresses (slugs.mjs), in content/address-key.txt:
// made once (by `npm run new-club`, or by the first build that has meet files), kept with the
// club's private repository, never published. Without it an address could be worked back to a
// surname and birth year by trying every name; with it, nobody outside the club can.
import { randomBytes } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { galaFile } from './files.mjs';

export const keyFileName = 'address-key.txt';

/** The key file's text for a new key. */
export const keyFileText = (key = randomBytes(32).toString('hex')) =>
  `# The secret key of swimmers' page addresses (/swimmers/ailsa-m-4k9x2): with it, an address
# cannot be worked back to a child's surname or birth year. Keep this file, and keep the
# repository private. Changing or deleting it moves every swimmer's page to a new address.
${key}
`;

/**
 * The key, or a problem naming the file's line; a key made and written when the file is missing
 * and the galas need one, with a warning to commit it.
 * @param {string} contentDir @param {(path: string) => string} shown
 * @returns {Promise<{ key: string, problem?: { file: string, line: number, message: string },
 *   warning?: { file: string, line: number, message: string } }>}
 */
export async function addressKey(contentDir, shown) {
  const path = join(contentDir, keyFileName);
  const file = shown(path);
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) {
    const meets = (await readdir(join(contentDir, 'galas')).catch(() => [])).filter((n) =>
      galaFile.test(n),
    );
    const made = keyFileText();
    const key = made.trim().split('\n').at(-1) ?? '';
    if (!meets.length) return { key };
    await writeFile(path, made);
    const message =
      "was missing, so the build made it: commit it with your content. Swimmers' page addresses " +
      'now use it and moved this once (their old addresses no longer lead anywhere)';
    return { key, warning: { file, line: 1, message } };
  }
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((l) => l.trim() && !l.trim().startsWith('#'));
  const key = lines[index]?.trim() ?? '';
  if (/^[\w-]{32,}$/.test(key)) return { key };
  const message =
    'should hold the secret key (a line of 64 letters and digits) under its comments. If it was ' +
    "changed by mistake, put it back as it was (your repository's history has it); or delete " +
    "the file and build again to make a new key (every swimmer's address then moves)";
  return { key, problem: { file, line: index < 0 ? lines.length : index + 1, message } };
}
