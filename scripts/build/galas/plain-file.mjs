// A file the build reads from content/galas/ or content/standards/ is looked at (lstat) before it
// is opened: a folder, a link, a named pipe or a device (a link to /dev/zero) is named in plain
// words instead of stopping the build with a stack trace, or hanging it. A symbolic link is
// refused even when it leads to a plain file: Git keeps only the path it points to, so the file
// is not in the site's history, and on the machine that builds it may lead anywhere.
import { lstat } from 'node:fs/promises';
import { GalaFileProblem } from './problem.mjs';

/** @param {import('node:fs').Stats} s */
function notPlain(s) {
  if (s.isDirectory())
    return (
      'it is a folder, not a file: the site reads only files here (was an .lxf unzipped into a ' +
      'folder of that name? put the .lxf itself here instead); move the folder elsewhere'
    );
  if (s.isSymbolicLink())
    return (
      'it is a link to another file (a symbolic link), which the site does not follow: Git ' +
      'keeps only where a link points, not the file; put the file itself here instead'
    );
  const kind = s.isFIFO() ? 'a named pipe' : s.isSocket() ? 'a socket' : 'a device';
  return (
    `it is not a plain file but ${kind}, which the site never reads: put the meet's file ` +
    'itself here instead'
  );
}

/** Its size in bytes, once it is known to be a plain file.
 * @param {string} path @returns {Promise<number>} */
export async function plainFileSize(path) {
  const s = await lstat(path);
  if (!s.isFile()) throw new GalaFileProblem(notPlain(s));
  return s.size;
}
