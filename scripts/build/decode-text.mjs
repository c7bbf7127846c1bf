// A content file's bytes as text. A file must be UTF-8; Windows' line ends (CRLF) and a
// byte-order mark at the start are fine. A file that is not UTF-8 gets the line of its first bad
// letter, and how to save it as UTF-8.

const utf8 = new TextDecoder('utf-8', { fatal: true }); // drops a byte-order mark at the start
const saveAsUtf8 =
  'Save the file as UTF-8: in Notepad, Save As → Encoding → UTF-8 (in other editors, ' +
  '"Save with Encoding" or an Encoding menu)';

/** Where a file's bytes stop being UTF-8: its line (the first bad byte's), and the word there as an
 * older Windows editor shows it ("Café"), since that is what the volunteer sees on screen.
 * @param {Uint8Array} bytes @returns {{ line: number, message: string }} */
function notUtf8(bytes) {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return {
      line: 1,
      message:
        'this file is saved as UTF-16 ("Unicode" in Notepad), but the site reads UTF-8 only. ' +
        saveAsUtf8,
    };
  }
  // A line end (byte 10 or 13) is never part of a longer character in UTF-8, so lines can be read
  // one by one.
  for (let start = 0, line = 1; start <= bytes.length; line++) {
    let end = start;
    while (end < bytes.length && bytes[end] !== 10 && bytes[end] !== 13) end++;
    const text = bytes.subarray(start, end);
    try {
      utf8.decode(text);
    } catch {
      const read = new TextDecoder().decode(text);
      const bad = new TextEncoder().encode(read.slice(0, read.indexOf('\uFFFD'))).length;
      const wordStart = Math.max(text.lastIndexOf(32, bad) + 1, bad - 30);
      const wordEnd =
        text.indexOf(32, bad) < 0
          ? Math.min(text.length, bad + 30)
          : Math.min(text.indexOf(32, bad), bad + 30);
      // stream: without it, Node 20 reads windows-1252 as Latin-1 (’ as an invisible character).
      const decoded = new TextDecoder('windows-1252').decode(text.subarray(wordStart, wordEnd), {
        stream: true,
      });
      // oxlint-disable-next-line no-control-regex -- control characters are what it replaces
      const word = decoded.replace(/[\x00-\x1f\x7f-\x9f]/g, '?');
      return {
        line,
        message:
          `this file is not saved as UTF-8, so the site cannot read a letter in "${word}" ` +
          `(an accented letter or a curly quote saved by an older editor, perhaps). ` +
          `${saveAsUtf8}; then check that the letter still looks right`,
      };
    }
    start = end + (bytes[end] === 13 && bytes[end + 1] === 10 ? 2 : 1);
  }
  return { line: 1, message: `this file is not saved as UTF-8. ${saveAsUtf8}` };
}

/** A content file's text from its bytes (or from text already read), with Windows' and old Macs'
 * line ends as plain ones; or, for bytes that are not UTF-8, the problem.
 * @param {string | Uint8Array} source
 * @returns {{ text: string, problem?: undefined } | { problem: { line: number, message: string },
 * text?: undefined }} */
export function decodeText(source) {
  if (typeof source === 'string')
    return { text: source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n') };
  try {
    return decodeText(utf8.decode(source));
  } catch {
    return { problem: notUtf8(source) };
  }
}
