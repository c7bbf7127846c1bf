// The meet files in content/galas/, under whatever name the meet published them
// ("Results(11).lxf"): every .lef and .lxf. Anything else there (a photo, a dot-file a Mac or an
// editor left) is a warning naming it: the site still builds, and no file is skipped without a
// word.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const galaFile = /\.(lef|lxf)$/i;

/**
 * @param {string} folder content/galas
 * @param {(path: string) => string} shown a path as the volunteer sees it
 * @returns {Promise<{ files: { name: string, file: string, path: string }[], warnings: { file:
 * string, line: number, message: string }[] }>}
 */
export async function listGalaFiles(folder, shown) {
  const names = (await readdir(folder).catch(() => [])).sort();
  const files = [];
  const warnings = [];
  for (const name of names) {
    const file = shown(join(folder, name));
    if (name === '.gitkeep') continue; // kept so Git keeps a new club's empty folder
    if (name.startsWith('.'))
      warnings.push({
        file,
        line: 1,
        message:
          `a hidden file (its name begins with a dot) is in ${shown(folder)}/; the site skips ` +
          "it: delete it, or if it is a meet's results, rename it",
      });
    else if (!galaFile.test(name))
      warnings.push({
        file,
        line: 1,
        message:
          `only meet results files (.lxf or .lef) go in ${shown(folder)}/; the site skips this ` +
          'one: move it elsewhere',
      });
    else files.push({ name, file, path: join(folder, name) });
  }
  return { files, warnings };
}
