// The .lef inside an .lxf (a zip). fflate inflates it in slices, counting as it goes, so a zip
// bomb stops at the cap within a few milliseconds instead of filling the memory.
import { Unzip, UnzipInflate } from 'fflate';
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../content-messages.mjs';

/** The most a results file may hold, unzipped: the largest real meets are a few megabytes. */
export const maxBytes = 50 * 1024 * 1024;
/** Results XML shrinks about 10 to 30 times in a zip; far more is a zip bomb. */
export const maxRatio = 200;

/** @param {Uint8Array} zip @returns {Uint8Array} the .lef's bytes */
export function lefFromZip(zip) {
  if (zip[0] !== 0x50 || zip[1] !== 0x4b)
    throw new GalaFileProblem('it is not a zip file, as a .lxf file must be (was it saved under the wrong ending? a .lef file is plain XML)');
  const names = [];
  let pushed = 0; // the zip's bytes handed to fflate so far
  // The ratio is held as the zip is read, not only at the end: a zip bomb of a few hundred kB
  // would otherwise unzip 50 MB (a second or more) before it is refused.
  const cap = () => Math.min(maxBytes, Math.max(1024 * 1024, pushed * maxRatio));
  let found;
  let stop; // fflate catches what its callbacks throw: kept here and thrown after

  const unzip = new Unzip((file) => {
    names.push(file.name);
    if (found || !/\.lef$/i.test(file.name)) return;
    found = { chunks: [], size: 0, done: false };
    file.ondata = (error, chunk, final) => {
      if (stop) return;
      if (error) {
        stop = new GalaFileProblem(`its zip is damaged (the unzipper says "${excerpt(error.message)}"); download it again`);
        return;
      }
      found.size += chunk.length;
      if (found.size > cap()) {
        file.terminate();
        stop = new GalaFileProblem(
          found.size > maxBytes
            ? `it unzips to more than ${maxBytes / 1024 / 1024} MB, far more than any meet's results; the site refuses it (it may be a "zip bomb")`
            : `it unzips to more than ${maxRatio} times its size, far more than any meet's results; the site refuses it (it may be a "zip bomb")`,
        );
        return;
      }
      found.chunks.push(chunk);
      if (final) found.done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Small slices: deflate shrinks at most about 1000 times, so one slice never unzips to more
  // than 2 MB before the count is checked.
  const slice = 2 * 1024;
  try {
    for (let at = 0; at < zip.length && !stop; at += slice) {
      pushed = Math.min(zip.length, at + slice);
      unzip.push(zip.subarray(at, at + slice), at + slice >= zip.length);
    }
  } catch (error) {
    stop ??= new GalaFileProblem(`its zip is damaged (the unzipper says "${excerpt(error.message)}"); download it again`);
  }
  if (stop) throw stop;
  if (!found) {
    const shown = names.slice(0, 5).map((n) => `"${excerpt(n)}"`);
    if (names.length > 5) shown.push(`${names.length - 5} more`);
    const held = names.length ? `it holds ${shown.join(', ')}` : 'it holds no files';
    throw new GalaFileProblem(`it holds no .lef file, as a Lenex .lxf must (${held})`);
  }
  if (!found.done) throw new GalaFileProblem('its zip ends before the .lef inside it does: the file looks cut short; download it again');
  const bytes = new Uint8Array(found.size);
  let at = 0;
  for (const chunk of found.chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
