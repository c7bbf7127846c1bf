// A gala file's XML text: a .lef as it is, a .lxf unzipped; refused when it is not a plain file,
// empty or too big, and decoded as the XML declaration says (Lenex files are UTF-8; an odd
// writer declares another encoding). A file saved as UTF-16 or from a web browser is named so.
import { readFile } from 'node:fs/promises';
import { plainFileSize } from './plain-file.mjs';
import { GalaFileProblem } from './problem.mjs';
import { lefFromZip, maxBytes } from './unzip.mjs';

/** @param {string} path @returns {Promise<string>} */
export async function readGalaFile(path) {
  const size = await plainFileSize(path);
  if (size === 0) throw new GalaFileProblem(empty);
  if (size > maxBytes)
    throw new GalaFileProblem(
      `it is ${Math.ceil((size / 1024 / 1024) * 10) / 10} MB, more than the ` +
        `${maxBytes / 1024 / 1024} MB the site reads; a meet's results file is a few MB at ` +
        'most: check it is the right file',
    );
  const raw = new Uint8Array(await readFile(path));
  // A zip saved as .lef is read as the .lxf it is.
  const bytes =
    /\.lxf$/i.test(path) || (raw[0] === 0x50 && raw[1] === 0x4b) ? lefFromZip(raw) : raw;
  if (!bytes.length) throw new GalaFileProblem('the .lef inside it is empty: download it again');
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const cause = wrongKind(bytes, head);
  if (cause) throw new GalaFileProblem(cause);
  // Plain text or a PDF saved as .lef: said so, never quoting it (a results list as text would
  // print a child's name and birth date in the build's log).
  if (!/^(\uFEFF|\u00EF\u00BB\u00BF)?\s*</.test(head)) {
    const kind = head.startsWith('%PDF') ? 'a PDF' : 'plain text';
    throw new GalaFileProblem(
      `this is not a Lenex file: it should begin with <?xml or <LENEX, and it is ${kind}; ` +
        "download the meet's results file (.lxf or .lef) again",
    );
  }
  const declared = /^\uFEFF?<\?xml[^>]*encoding=["']([\w.-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
  let decoder;
  try {
    decoder = new TextDecoder(declared, { fatal: true });
  } catch {
    throw new GalaFileProblem(
      `its XML says it is written in "${declared}", an encoding the site does not know; ` +
        'Lenex files are UTF-8',
    );
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new GalaFileProblem(
      `it is not ${declared.toUpperCase()} text as its XML says: a byte on this line is not ` +
        `a letter in ${declared.toUpperCase()} (the file was damaged, or saved by an editor in ` +
        'another encoding); download it again',
      firstBadLine(bytes, declared),
    );
  }
}

const empty = 'the file is empty (it holds nothing): download it again';

/** Why a file that may look like XML is not a Lenex file: UTF-16 text (a byte-order mark, or a
 * "<" beside a zero byte), or a web page saved from the browser.
 * @param {Uint8Array} bytes @param {string} head */
function wrongKind(bytes, head) {
  const [a, b] = bytes;
  if (
    (a === 0xff && b === 0xfe) ||
    (a === 0xfe && b === 0xff) ||
    (a === 0x3c && b === 0) ||
    (a === 0 && b === 0x3c)
  )
    return (
      'it is UTF-16 text: Lenex files are UTF-8; download it again, or open it in a text ' +
      'editor and save it as UTF-8'
    );
  if (
    /^(\u00EF\u00BB\u00BF)?\s*(<!doctype\s+html|<html[\s>]|<\?xml[^>]*>\s*<!doctype\s+html)/i.test(
      head,
    )
  )
    return (
      "it is a web page, not a Lenex file: it was saved from the browser. Download the meet's " +
      'results file (.lxf or .lef) from the link on that page instead'
    );
  return undefined;
}

/**
 * The line of the first byte that is not text in the encoding (a zip saved as .lef is read as one).
 */
/** @param {Uint8Array} bytes @param {string} encoding */
function firstBadLine(bytes, encoding) {
  const text = new TextDecoder(encoding).decode(bytes);
  const bad = text.indexOf('\uFFFD');
  return bad < 0 ? 1 : text.slice(0, bad).split(/\r\n|\r|\n/).length;
}
