// What a volunteer reads when YAML cannot read a content file: YAML's own errors said in plain
// English, with the line as it should be written (content-files.mjs finds the line).
import YAML from 'yaml';
import { excerpt } from './content-messages.mjs';
/** @import { FileProblem } from './content-files.mjs' */

// What YAML's error codes mean for someone typing words into a file, and what to do instead.
/** @type {Record<string, string>} */
const yamlTraps = {
  TAB_AS_INDENT:
    'there is a tab at the start of this line. YAML lines things up with spaces only: replace ' +
    'the tab with spaces',
  BAD_INDENT:
    'this line is not lined up with the lines around it. Fields of the same item must start in ' +
    'the same column: check the spaces at the start of the line',
  BLOCK_AS_IMPLICIT_KEY:
    'YAML read part of this line as a new field. If the text has a colon followed by a space in ' +
    'it (like "Note: bring goggles"), put the whole text in double quotes: summary: "Note: ' +
    'bring goggles". Otherwise check the spaces at the start of the line',
  MULTILINE_IMPLICIT_KEY:
    'this line has no colon after its field name, so YAML ran it into the next line. Write the ' +
    'field name, a colon and a space, then the value, like name: Morag Sinclair',
  MISSING_CHAR:
    'a colon is missing after the field name. Write the field name, a colon and a space, then ' +
    'the value, like description: Leads the coaching team',
  DUPLICATE_KEY:
    'this field is written twice in the same place. Keep one of them and delete the other',
  BLOCK_IN_FLOW: 'inside [ ] or { }, items must be separated by commas, like [Gold, Silver]',
  MULTIPLE_DOCS: 'a line of three dashes (---) splits a YAML file in two. Delete that line',
};

/** The line with its value in double quotes, as it should be written: summary: "*New* times".
 * @param {string} lineText */
export function quotedLine(lineText) {
  // It always matches: both parts may be empty.
  const [, start, value] = /** @type {RegExpMatchArray} */ (
    lineText.trim().match(/^((?:-\s+)?(?:[^\s"'#][^:]*:\s+)?)(.*)$/)
  );
  return `${excerpt(start)}"${excerpt(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

// YAML gives a value starting with & or * a meaning of its own (a label for a value, and a copy of
// the labelled value), and ! a type: a volunteer writes them as words.
const startsWithMark = (/** @type {string} */ lineText) =>
  /^\s*(?:-\s+)?(?:[^\s"'#][^:]*:\s+)?[*&!]/.test(lineText);
export const markedText = (/** @type {string} */ lineText) =>
  `YAML reads a *, & or ! at the start of a value as a shortcut of its own, not as words. Put ` +
  `the whole text in double quotes: ${quotedLine(lineText)}`;

/** @param {YAML.YAMLError} error @param {string} lineText */
export function explainYamlError(error, lineText) {
  if (/^[ ]*\t/.test(lineText)) return yamlTraps.TAB_AS_INDENT;
  if (startsWithMark(lineText)) return markedText(lineText);
  let reason = yamlTraps[error.code];
  // A text that starts with a quote mark must end with it too: "Friendliest" squad breaks YAML.
  if (!reason && /^\s*(-\s+)?[^:#"']*:\s*["']/.test(lineText)) {
    reason =
      'a text that starts with a quote mark must also end with that quote mark. Put the whole ' +
      'text in double quotes and write any double quotes inside it as \\", like title: ' +
      '"\\"Friendliest\\" squad in town", or start the text with another word';
  }
  // A missing colon: show the line as it should be.
  const words = lineText.match(/^\s*(?:-\s+)?([^\s:]+)\s+(.+)$/);
  if (words && ['MISSING_CHAR', 'MULTILINE_IMPLICIT_KEY'].includes(error.code)) {
    reason =
      `a colon is missing after the field name. Write the field name, a colon and a space, then ` +
      `the value: ${excerpt(words[1])}: ${excerpt(words[2].trim())}`;
  }
  return (
    reason ??
    `YAML could not read this line (${excerpt(error.message.split(' at line')[0], 120)}). Check ` +
      `it against the lines around it`
  );
}

/** Where the quote that was never closed opened: the last one before `end` that is not escaped.
 * @param {string} text @param {number} end @param {string} quote */
export function openingQuote(text, end, quote) {
  for (let at = text.lastIndexOf(quote, end - 1); at >= 0; at = text.lastIndexOf(quote, at - 1)) {
    const escaped =
      quote === '"' ? /(^|[^\\])(\\\\)*\\$/.test(text.slice(Math.max(0, at - 20), at)) : false;
    if (!escaped) return at;
  }
  return 0;
}

/** @param {string} lineText @param {string} quote */
export const unclosedQuote = (lineText, quote) =>
  `the text on this line starts with a quote mark (${quote}) that is never closed, so YAML read ` +
  `the rest of the file as part of it. Add the closing ${quote} at the end of the text: ` +
  `${excerpt(lineText.trim())}${quote}`;

/** The line of the first copy (*name), and what is wrong, when YAML refused to make the copies.
 * @param {YAML.Document} doc @param {unknown} error what YAML threw @param {string[]} lines
 * @param {(offset: number) => number} lineAt @param {number} firstLine @returns {FileProblem} */
export function copyProblem(doc, error, lines, lineAt, firstLine) {
  /** @type {YAML.Alias[]} */
  const copies = [];
  YAML.visit(doc, { Alias: (_, node) => void copies.push(node) });
  // A node read from the file has its place in it.
  const lineOf = (/** @type {YAML.Alias} */ node) =>
    lineAt(/** @type {YAML.Range} */ (node.range)[0]);
  const unknown = copies.find((node) =>
    /** @type {Error} */ (error).message.endsWith(`: ${node.source}`),
  );
  if (unknown)
    return {
      line: lineOf(unknown),
      message: markedText(lines[lineOf(unknown) - firstLine] ?? ''),
    };
  return {
    line: copies.length ? lineOf(copies[0]) : firstLine,
    message:
      "this file uses YAML's & and * shortcuts (a value labelled &name is copied wherever *name " +
      'is written) so often that the site would have to make too many copies. Write the values ' +
      'out in full instead of using & and *',
  };
}

/** YAML's parser runs out of stack on thousands of values one inside another ("- a: a: a: …",
 * a paste gone wrong): the line with the most colons (or brackets) is named.
 * @param {string[]} lines @param {number} firstLine */
export function tooDeep(lines, firstLine) {
  // Once a line: a file may have thousands.
  const depths = lines.map((line) => line.match(/:\s|-\s|[[{]/g)?.length ?? 0);
  const index = depths.reduce((most, d, i) => (d > depths[most] ? i : most), 0);
  return {
    line: index + firstLine,
    message:
      `this line puts a value inside another thousands of times ` +
      `(${excerpt(lines[index].trim(), 30)}), more than the site can read. Put the text in ` +
      `double quotes, or delete the line`,
  };
}
