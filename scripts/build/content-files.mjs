// Reads one content file (YAML, or Markdown with YAML front matter), keeping where each value
// was written so a problem can name its line, and explaining YAML's own errors in plain English.
// Its bytes are turned into text by decode-text.mjs.
import MarkdownIt from 'markdown-it';
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

// A file that could not be read at all: its one problem.
const unreadable = (problem) => ({
  data: undefined,
  errors: [problem],
  lineOf: () => problem.line,
});

/** The YAML document, or undefined when the parser ran out of stack. */
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
 */
export function readYaml(source, firstLine = 1) {
  const { text, problem } = decodeText(source);
  if (problem) return unreadable(problem);
  const lineCounter = new YAML.LineCounter();
  const lines = text.split('\n');
  const doc = parseDocument(text, lineCounter);
  if (!doc) return unreadable(tooDeep(lines, firstLine));
  const lineAt = (offset) => lineCounter.linePos(offset).line + firstLine - 1;
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
    const labelled = []; // values with &name before them
    const copied = new Set(); // the names written *name
    YAML.visit(doc, {
      /** @param {any} _ @param {any} node */
      Alias(_, node) {
        copied.add(node.source);
      },
      /** @param {any} node */
      Scalar(_, node) {
        if (node.anchor && node.range) labelled.push(node);
        const joined =
          node.type === 'PLAIN' && node.range
            ? joinedItem(node.value, text.slice(node.range[0], node.range[1]))
            : null;
        if (joined)
          errors.push({ line: lineAt(node.range[0]) + joined.offset, message: joined.message });
      },
      /** @param {any} pair */
      Pair(_, pair) {
        const value = pair.value;
        if (
          !pair.key?.range ||
          (value && !YAML.isScalar(value)) ||
          (value && value.type !== 'PLAIN' && value.value !== null)
        )
          return;
        const line = lineAt(pair.key.range[0]);
        const written = (lines[line - firstLine] ?? '')
          .split(/:(?:\s|$)/)
          .slice(1)
          .join(': ')
          .trim();
        if (/(^|\s)#/.test(written)) {
          errors.push({
            line,
            message: `YAML reads # (after a space) as the start of a note and leaves out the rest of the line. Put the whole text in double quotes: ${pair.key.value}: "${excerpt(written).replace(/"/g, '\\"')}"`,
          });
        }
      },
    });
    // "summary: &more words" or "!Important notice" silently lose their first word.
    const marked = [
      ...labelled.filter((node) => !copied.has(node.anchor)).map((node) => node.range[0]),
      ...doc.warnings.filter((w) => w.code === 'TAG_RESOLVE_FAILED').map((w) => w.pos[0]),
    ];
    for (const line of new Set(marked.map(lineAt)))
      errors.push({ line, message: markedText(lines[line - firstLine] ?? '') });
  }
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
   * missing, the line of the nearest thing around it that is there. */
  function lineOf(path, key) {
    let node = doc.contents;
    for (const step of path) {
      const next = YAML.isMap(node)
        ? node.items.find(
            (/** @type {any} */ pair) => String(pair.key?.value ?? pair.key) === String(step),
          )
        : YAML.isSeq(node)
          ? node.items[step]
          : undefined;
      if (!next) break;
      if (YAML.isPair(next)) {
        const hasValue =
          next.value &&
          next.value.range &&
          !(YAML.isScalar(next.value) && next.value.value === null);
        node = hasValue ? next.value : next.key;
        if (!hasValue) break;
      } else node = next;
    }
    if (key !== undefined && YAML.isMap(node))
      node =
        node.items.find((/** @type {any} */ pair) => String(pair.key?.value) === String(key))
          ?.key ?? node;
    return node?.range ? lineAt(node.range[0]) : firstLine;
  }
  return { data, errors, lineOf };
}

const findHtml = new MarkdownIt({ html: true });

/** Splits a Markdown file (its bytes, or text) into its front matter (between two lines of ---) and its words (`body`,
 * still Markdown: scripts/build/markdown.mjs makes it HTML; `bodyLine` is the line it starts on).
 * @returns {{ data: any, errors: { line: number, message: string }[], lineOf: (path?: any, key?:
 * any) => number, body?: string, bodyLine?: number }} */
export function readMarkdown(source) {
  const { text, problem } = decodeText(source);
  if (problem) return unreadable(problem);
  const match = text.match(/^---\r?\n([\s\S]*?\r?\n)?---\r?\n?([\s\S]*)$/);
  if (!match) {
    const error = {
      line: 1,
      message:
        'the file must start with a line of three dashes (---), then its fields (title, date, …), then another line of ---, and then its words',
    };
    return { data: undefined, errors: [error], lineOf: () => 1 };
  }
  const [, frontMatter = '', body] = match;
  const result = readYaml(frontMatter, 2);
  const bodyLine = 3 + frontMatter.split('\n').length - 1;
  const errors = [...result.errors];
  // Raw HTML would be shown as code, or worse, run: the words must be plain Markdown.
  for (const token of findHtml.parse(body, {})) {
    const html =
      token.type === 'html_block' || token.children?.some((child) => child.type === 'html_inline');
    if (html)
      errors.push({
        line: bodyLine + (token.map?.[0] ?? 0),
        message:
          'HTML tags (like <b> or <script>) are not allowed here; write Markdown instead, like **bold** or [a link](https://www.example.com/)',
      });
  }
  if (!body.trim())
    errors.push({
      line: bodyLine,
      message: 'the post has no words: write them after the second line of ---',
    });
  return { ...result, errors, body, bodyLine };
}
