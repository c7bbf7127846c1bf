// The .lef inside an .lxf (a zip). fflate reads the zip's entries; Node's own zlib inflates the
// .lef (several times faster than fflate's inflate, docs/speed.md) and stops at the cap, so a
// zip bomb is refused within a few milliseconds instead of filling the memory.
import { inflateRawSync } from 'node:zlib';
import { Unzip } from 'fflate';
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../excerpt.mjs';

/** The most a results file may hold, unzipped: the largest real meets are a few megabytes. */
export const maxBytes = 50 * 1024 * 1024;
/** Results XML shrinks about 10 to 30 times in a zip; far more is a zip bomb. */
export const maxRatio = 200;

/** @param {Uint8Array} zip @returns {Uint8Array} the .lef's bytes */
export function lefFromZip(zip) {
  if (zip[0] !== 0x50 || zip[1] !== 0x4b)
    throw new GalaFileProblem(
      'it is not a zip file, as a .lxf file must be (was it saved under the wrong ending? a ' +
        '.lef file is plain XML)',
    );
  /** @type {string[]} */
  const names = [];
  const cap = Math.min(maxBytes, Math.max(1024 * 1024, zip.length * maxRatio));
  /** @type {{ chunks: Uint8Array[], done: boolean } | undefined} */
  let found;
  /** @type {GalaFileProblem | undefined} */
  let stop; // fflate catches what its callbacks throw: kept here and thrown after

  // fflate's decoder for deflated entries, made with zlib: the entry's bytes gathered, then
  // inflated in one go, no further than the cap.
  class ZlibInflate {
    static compression = 8;
    /** @type {Uint8Array[]} */
    chunks = [];
    /** @type {(error: Error | null, data: Uint8Array | null, final: boolean) => void} */
    ondata = () => {};
    /** @param {Uint8Array} chunk @param {boolean} final */
    push(chunk, final) {
      this.chunks.push(chunk);
      if (!final) return;
      let data;
      try {
        data = inflateRawSync(Buffer.concat(this.chunks), { maxOutputLength: cap });
      } catch (error) {
        return this.ondata(/** @type {Error} */ (error), null, true);
      }
      this.ondata(null, data, true);
    }
  }

  /** @type {string[]} */
  const lefs = [];
  const unzip = new Unzip((file) => {
    // A Mac's zip adds a copy of each file's resource fork (__MACOSX/._results.lef): not the meet.
    if (/(^|\/)__MACOSX\//.test(file.name) || /(^|\/)\._[^/]*$/.test(file.name)) return;
    names.push(file.name);
    if (!/\.lef$/i.test(file.name)) return;
    lefs.push(file.name);
    if (found) return;
    const entry = { chunks: /** @type {Uint8Array[]} */ ([]), done: false };
    found = entry;
    file.ondata = (error, data, final) => {
      if (stop) return;
      // zlib's words for "past maxOutputLength" (fflate's own errors have numbers for codes)
      if (/** @type {{ code?: unknown } | null} */ (error)?.code === 'ERR_BUFFER_TOO_LARGE')
        stop = new GalaFileProblem(
          cap === maxBytes
            ? `it unzips to more than ${maxBytes / 1024 / 1024} MB, far more than any meet's ` +
                'results; the site refuses it (it may be a "zip bomb")'
            : `it unzips to more than ${maxRatio} times its size, far more than any meet's ` +
                'results; the site refuses it (it may be a "zip bomb")',
        );
      else if (error)
        stop = new GalaFileProblem(
          `its zip is damaged (the unzipper says "${excerpt(error.message)}"); download it again`,
        );
      else {
        entry.chunks.push(data); // a stored (not deflated) .lef may come in parts
        entry.done = final;
      }
    };
    file.start();
  });
  unzip.register(ZlibInflate);
  try {
    unzip.push(zip, true);
  } catch (error) {
    const said = excerpt(/** @type {Error} */ (error).message);
    stop ??= new GalaFileProblem(
      `its zip is damaged (the unzipper says "${said}"); download it again`,
    );
  }
  if (stop) throw stop;
  if (lefs.length > 1)
    throw new GalaFileProblem(
      `it holds ${lefs.length} .lef files, ` +
        `${lefs.map((n) => `"${excerpt(n)}"`).join(' and ')}, where a Lenex .lxf holds one: ` +
        "the site cannot tell which is the meet's results. Download the results file again, or " +
        'unzip it and keep only the right .lef',
    );
  if (!found) {
    const shown = names.slice(0, 5).map((n) => `"${excerpt(n)}"`);
    if (names.length > 5) shown.push(`${names.length - 5} more`);
    const held = names.length ? `it holds ${shown.join(', ')}` : 'it holds no files';
    throw new GalaFileProblem(`it holds no .lef file, as a Lenex .lxf must (${held})`);
  }
  if (!found.done)
    throw new GalaFileProblem(
      'its zip ends before the .lef inside it does: the file looks cut short; download it again',
    );
  return found.chunks.length === 1 ? found.chunks[0] : Buffer.concat(found.chunks);
}
