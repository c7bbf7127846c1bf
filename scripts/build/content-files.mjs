// Reads one content file (YAML, or Markdown with YAML front matter), keeping where each value
// was written so a problem can name its line, and explaining YAML's own errors in plain English.
import MarkdownIt from 'markdown-it';
import YAML from 'yaml';
import { joinedItem, misaligned } from './yaml-indent.mjs';

// What YAML's error codes mean for someone typing words into a file, and what to do instead.
const yamlTraps = {
  TAB_AS_INDENT: 'there is a tab at the start of this line. YAML lines things up with spaces only: replace the tab with spaces',
  BAD_INDENT: 'this line is not lined up with the lines around it. Fields of the same item must start in the same column: check the spaces at the start of the line',
  BLOCK_AS_IMPLICIT_KEY:
    'YAML read part of this line as a new field. If the text has a colon followed by a space in it (like "Note: bring goggles"), put the whole text in double quotes: summary: "Note: bring goggles". Otherwise check the spaces at the start of the line',
  MULTILINE_IMPLICIT_KEY: 'this line has no colon after its field name, so YAML ran it into the next line. Write the field name, a colon and a space, then the value, like name: Morag Sinclair',
  MISSING_CHAR: 'a colon is missing after the field name. Write the field name, a colon and a space, then the value, like description: Leads the coaching team',
  DUPLICATE_KEY: 'this field is written twice in the same place. Keep one of them and delete the other',
  BLOCK_IN_FLOW: 'inside [ ] or { }, items must be separated by commas, like [Gold, Silver]',
  MULTIPLE_DOCS: 'a line of three dashes (---) splits a YAML file in two. Delete that line',
};

function explainYamlError(error, lineText) {
  if (/^[ ]*\t/.test(lineText)) return yamlTraps.TAB_AS_INDENT;
  let reason = yamlTraps[error.code];
  // A text that starts with a quote mark must end with it too: "Friendliest" squad breaks YAML.
  if (!reason && /^\s*(-\s+)?[^:#"']*:\s*["']/.test(lineText)) {
    reason =
      'a text that starts with a quote mark must also end with that quote mark. Put the whole text in double quotes and write any double quotes inside it as \\", like title: "\\"Friendliest\\" squad in town", or start the text with another word';
  }
  // A missing colon: show the line as it should be.
  const words = lineText.match(/^\s*(?:-\s+)?([^\s:]+)\s+(.+)$/);
  if (words && ['MISSING_CHAR', 'MULTILINE_IMPLICIT_KEY'].includes(error.code)) {
    reason = `a colon is missing after the field name. Write the field name, a colon and a space, then the value: ${words[1]}: ${words[2].trim()}`;
  }
  return reason ?? `YAML could not read this line (${error.message.split(' at line')[0]}). Check it against the lines around it`;
}

/** Parses YAML text; `firstLine` is the file line the text starts on (front matter starts on 2). */
export function readYaml(text, firstLine = 1) {
  const lineCounter = new YAML.LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lines = text.split('\n');
  const lineAt = (offset) => lineCounter.linePos(offset).line + firstLine - 1;
  const errors = [];
  for (const error of doc.errors) {
    let line = lineAt(error.pos[0]);
    // A space too many or too few is the likelier cause, unless the line's text has a colon in it.
    const shifted = /^[ ]*\t/.test(lines[line - firstLine] ?? '') ? null : misaligned(lines, line - firstLine);
    if (shifted) line = shifted.index + firstLine;
    // One error often sets off more on the same line: the first one explains it.
    if (!errors.some((e) => e.line === line)) errors.push({ line, message: shifted?.message ?? explainYamlError(error, lines[line - firstLine] ?? '') });
  }
  // YAML takes " #" as the start of a note, silently cutting the text (or a colour) short.
  if (!errors.length) {
    YAML.visit(doc, {
      /** @param {any} node */
      Scalar(_, node) {
        const joined = node.type === 'PLAIN' && node.range ? joinedItem(node.value, text.slice(node.range[0], node.range[1])) : null;
        if (joined) errors.push({ line: lineAt(node.range[0]) + joined.offset, message: joined.message });
      },
      /** @param {any} pair */
      Pair(_, pair) {
        const value = pair.value;
        if (!pair.key?.range || (value && !YAML.isScalar(value)) || (value && value.type !== 'PLAIN' && value.value !== null)) return;
        const line = lineAt(pair.key.range[0]);
        const written = (lines[line - firstLine] ?? '').split(/:(?:\s|$)/).slice(1).join(': ').trim();
        if (/(^|\s)#/.test(written)) {
          errors.push({ line, message: `YAML reads # (after a space) as the start of a note and leaves out the rest of the line. Put the whole text in double quotes: ${pair.key.value}: "${written.replace(/"/g, '\\"')}"` });
        }
      },
    });
  }

  /** The line a value (or, with `key`, a field name inside it) was written on; for something
   * missing, the line of the nearest thing around it that is there. */
  function lineOf(path, key) {
    let node = doc.contents;
    for (const step of path) {
      const next = YAML.isMap(node)
        ? node.items.find((/** @type {any} */ pair) => String(pair.key?.value ?? pair.key) === String(step))
        : YAML.isSeq(node)
          ? node.items[step]
          : undefined;
      if (!next) break;
      if (YAML.isPair(next)) {
        const hasValue = next.value && next.value.range && !(YAML.isScalar(next.value) && next.value.value === null);
        node = hasValue ? next.value : next.key;
        if (!hasValue) break;
      } else node = next;
    }
    if (key !== undefined && YAML.isMap(node)) node = node.items.find((/** @type {any} */ pair) => String(pair.key?.value) === String(key))?.key ?? node;
    return node?.range ? lineAt(node.range[0]) : firstLine;
  }
  return { data: errors.length ? undefined : doc.toJS(), errors, lineOf };
}

const findHtml = new MarkdownIt({ html: true });

/** Splits a Markdown file into its front matter (between two lines of ---) and its words (`body`,
 * still Markdown: scripts/build/markdown.mjs makes it HTML; `bodyLine` is the line it starts on).
 * @returns {{ data: any, errors: { line: number, message: string }[], lineOf: (path?: any, key?: any) => number, body?: string, bodyLine?: number }} */
export function readMarkdown(text) {
  const match = text.match(/^---\r?\n([\s\S]*?\r?\n)?---\r?\n?([\s\S]*)$/);
  if (!match) {
    const error = { line: 1, message: 'the file must start with a line of three dashes (---), then its fields (title, date, …), then another line of ---, and then its words' };
    return { data: undefined, errors: [error], lineOf: () => 1 };
  }
  const [, frontMatter = '', body] = match;
  const result = readYaml(frontMatter, 2);
  const bodyLine = 3 + frontMatter.split('\n').length - 1;
  const errors = [...result.errors];
  // Raw HTML would be shown as code, or worse, run: the words must be plain Markdown.
  for (const token of findHtml.parse(body, {})) {
    const html = token.type === 'html_block' || token.children?.some((child) => child.type === 'html_inline');
    if (html) errors.push({ line: bodyLine + (token.map?.[0] ?? 0), message: 'HTML tags (like <b> or <script>) are not allowed here; write Markdown instead, like **bold** or [a link](https://www.example.com/)' });
  }
  if (!body.trim()) errors.push({ line: bodyLine, message: 'the post has no words: write them after the second line of ---' });
  return { ...result, errors, body, bodyLine };
}
