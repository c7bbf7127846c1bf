// A gala file's XML text: a .lef as it is, a .lxf unzipped; refused when too big, and decoded
// as the XML declaration says (Lenex files are UTF-8; an odd writer declares another encoding).
import { readFile, stat } from 'node:fs/promises';
import { GalaFileProblem } from './problem.mjs';
import { lefFromZip, maxBytes } from './unzip.mjs';
import { excerpt } from '../excerpt.mjs';

/** @param {string} path @returns {Promise<string>} */
export async function readGalaFile(path) {
  const { size } = await stat(path);
  if (size > maxBytes)
    throw new GalaFileProblem(
      `it is ${Math.ceil((size / 1024 / 1024) * 10) / 10} MB, more than the ${maxBytes / 1024 / 1024} MB the site reads; a meet's results file is a few MB at most: check it is the right file`,
    );
  const raw = new Uint8Array(await readFile(path));
  // A zip saved as .lef is read as the .lxf it is.
  const bytes = /\.lxf$/i.test(path) || (raw[0] === 0x50 && raw[1] === 0x4b) ? lefFromZip(raw) : raw;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  // Plain text, a PDF or a web page saved as .lef: said so, quoting how it begins.
  if (!/^(\uFEFF|\u00EF\u00BB\u00BF)?\s*</.test(head)) {
    const first = new TextDecoder()
      .decode(bytes.subarray(0, 400))
      .split(/\r\n|\r|\n/)[0]
      .trim();
    throw new GalaFileProblem(`this is not a Lenex file: it should begin with <?xml or <LENEX, and it begins "${excerpt(first, 60)}"`);
  }
  const declared = /^\uFEFF?<\?xml[^>]*encoding=["']([\w.-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
  let decoder;
  try {
    decoder = new TextDecoder(declared, { fatal: true });
  } catch {
    throw new GalaFileProblem(`its XML says it is written in "${declared}", an encoding the site does not know; Lenex files are UTF-8`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new GalaFileProblem(
      `it is not ${declared.toUpperCase()} text as its XML says: a byte on this line is not a letter in ${declared.toUpperCase()} (the file was damaged, or saved by an editor in another encoding); download it again`,
      firstBadLine(bytes, declared),
    );
  }
}

/** The line of the first byte that is not text in the encoding (a zip saved as .lef is read as one). */
/** @param {Uint8Array} bytes @param {string} encoding */
function firstBadLine(bytes, encoding) {
  const text = new TextDecoder(encoding).decode(bytes);
  const bad = text.indexOf('\uFFFD');
  return bad < 0 ? 1 : text.slice(0, bad).split(/\r\n|\r|\n/).length;
}
