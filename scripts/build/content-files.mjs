// Reads one content file (YAML, or Markdown with YAML front matter), keeping where each value
// was written so a problem can name its line, and explaining YAML's own errors in plain English.
// Its bytes are turned into text by decode-text.mjs; a Markdown file's front matter is split
// from its words by front-matter.mjs.
import YAML from 'yaml';
import { joinedItem, misaligned } from './yaml-indent.mjs';
import { excerpt } from './content-messages.mjs';
import {
  copyProblem,
  explainYamlError,
  markedText,
  openingQuote,
  tooDeep,
  unclosedQuote,
} from './yaml-messages.mjs';
import { decodeText } from './decode-text.mjs';

/** @typedef {{ line: number, message: string }} FileProblem a problem and the file line it is on */
/** @typedef {(path: (string | number)[], key?: string | number) => number} LineOf the line a
 * value (or, with `key`, a field name inside it) was written on */
/** @typedef {{ range?: YAML.Range | null, value?: unknown }} Written a node as the file has it:
 * where it was written and, for a scalar, its value */
/** @typedef {{ data: unknown, errors: FileProblem[], lineOf: LineOf }} ReadFile a file's data
 * (undefined when it has problems), its problems, and where each value is */

/** A pair's key as the file has it. @param {YAML.Pair} pair */
const keyOf = (pair) => /** @type {Written | null} */ (pair.key);

/** A file that could not be read at all: its one problem.
 * @param {FileProblem} problem @returns {ReadFile} */
export const unreadable = (problem) => ({
  data: undefined,
  errors: [problem],
  lineOf: () => problem.line,
});

/** The YAML document, or undefined when the parser ran out of stack.
 * @param {string} text @param {YAML.LineCounter} lineCounter */
function parseDocument(text, lineCounter) {
  try {
    return YAML.parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * Parses YAML (a file's bytes, or text); `firstLine` is the file line the text starts on (front
 * matter starts on 2).
 * @param {string | Uint8Array} source @returns {ReadFile}
 */
export function readYaml(source, firstLine = 1) {
  const { text, problem } = decodeText(source);
  if (problem) return unreadable(problem);
  const lineCounter = new YAML.LineCounter();
  const lines = text.split('\n');
  const doc = parseDocument(text, lineCounter);
  if (!doc) return unreadable(tooDeep(lines, firstLine));
  const lineAt = (/** @type {number} */ offset) => lineCounter.linePos(offset).line + firstLine - 1;
  /** @type {FileProblem[]} */
  const errors = [];
  // One error often sets off more on the same line (thousands, on a long line of junk): the first
  // one explains it.
  const looked = new Set();
  const explained = new Set();
  for (const error of doc.errors) {
    // A quote left open runs on to the end of the file: its line is where the quote opened.
    const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
    if (quote) {
      const line = lineAt(openingQuote(text, error.pos[0], quote));
      if (!explained.has(line))
        errors.push({ line, message: unclosedQuote(lines[line - firstLine] ?? '', quote) });
      explained.add(line);
      continue;
    }
    let line = lineAt(error.pos[0]);
    if (looked.has(line)) continue;
    looked.add(line);
    // A space too many or too few is the likelier cause, unless the line's text has a colon in it.
    const shifted = /^[ ]*\t/.test(lines[line - firstLine] ?? '')
      ? null
      : misaligned(lines, line - firstLine);
    if (shifted) line = shifted.index + firstLine;
    if (explained.has(line)) continue;
    explained.add(line);
    errors.push({
      line,
      message: shifted?.message ?? explainYamlError(error, lines[line - firstLine] ?? ''),
    });
  }
  // YAML takes " #" as the start of a note, silently cutting the text (or a colour) short.
  if (!errors.length) {
    /** @type {YAML.Scalar[]} */
    const labelled = []; // values with &name before them
    const copied = new Set(); // the names written *name
    YAML.visit(doc, {
      Alias(_, node) {
        copied.add(node.source);
      },
      Scalar(_, node) {
        if (node.anchor && node.range) labelled.push(node);
        const joined =
          node.type === 'PLAIN' && node.range
            ? // A plain value over several lines is text.
              joinedItem(
                /** @type {string} */ (node.value),
                text.slice(node.range[0], node.range[1]),
              )
            : null;
        if (joined)
          errors.push({
            line: lineAt(/** @type {YAML.Range} */ (node.range)[0]) + joined.offset,
            message: joined.message,
          });
      },
      Pair(_, pair) {
        const [key, value] = [keyOf(pair), pair.value];
        if (
          !key?.range ||
          (value && (!YAML.isScalar(value) || (value.type !== 'PLAIN' && value.value !== null)))
        )
          return;
        const line = lineAt(key.range[0]);
        const written = (lines[line - firstLine] ?? '')
          .split(/:(?:\s|$)/)
          .slice(1)
          .join(': ')
          .trim();
        if (/(^|\s)#/.test(written)) {
          errors.push({
            line,
            message:
              'YAML reads # (after a space) as the start of a note and leaves out the rest of ' +
              'the line. Put the whole text in double quotes: ' +
              `${key.value}: "${excerpt(written).replace(/"/g, '\\"')}"`,
          });
        }
      },
    });
    // "summary: &more words" or "!Important notice" silently lose their first word.
    const marked = [
      ...labelled
        .filter((node) => !copied.has(node.anchor))
        .map((node) => /** @type {YAML.Range} */ (node.range)[0]),
      ...doc.warnings.filter((w) => w.code === 'TAG_RESOLVE_FAILED').map((w) => w.pos[0]),
    ];
    for (const line of new Set(marked.map(lineAt)))
      errors.push({ line, message: markedText(lines[line - firstLine] ?? '') });
  }
  /** @type {unknown} */
  let data;
  if (!errors.length) {
    try {
      // At most 100 copies: a few lines of & and * could otherwise ask for billions (an "alias
      // bomb").
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      errors.push(copyProblem(doc, error, lines, lineAt, firstLine));
    }
  }

  /** The line a value (or, with `key`, a field name inside it) was written on; for something
   * missing, the line of the nearest thing around it that is there. @type {LineOf} */
  function lineOf(path, key) {
    /** @type {unknown} */
    let node = /** @type {YAML.Document} */ (doc).contents;
    for (const step of path) {
      const next = YAML.isMap(node)
        ? node.items.find((pair) => String(keyOf(pair)?.value ?? pair.key) === String(step))
        : YAML.isSeq(node)
          ? node.items[/** @type {number} */ (step)]
          : undefined;
      if (!next) break;
      if (YAML.isPair(next)) {
        const value = /** @type {Written | null} */ (next.value);
        const hasValue = value && value.range && !(YAML.isScalar(value) && value.value === null);
        node = hasValue ? value : next.key;
        if (!hasValue) break;
      } else node = next;
    }
    if (key !== undefined && YAML.isMap(node))
      node = node.items.find((pair) => String(keyOf(pair)?.value) === String(key))?.key ?? node;
    const range = /** @type {Written | null | undefined} */ (node)?.range;
    return range ? lineAt(range[0]) : firstLine;
  }
  return { data, errors, lineOf };
}
