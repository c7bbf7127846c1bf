// A Markdown file (a news post): its front matter (YAML between two lines of ---), read by
// content-files.mjs, and its words, still Markdown (markdown.mjs makes them HTML).
import MarkdownIt from 'markdown-it';
import { readYaml, unreadable } from './content-files.mjs';
import { decodeText } from './decode-text.mjs';
/** @import { ReadFile } from './content-files.mjs' */

const findHtml = new MarkdownIt({ html: true });

/** Splits a Markdown file (its bytes, or text) into its front matter (between two lines of ---)
 * and its words (`body`, still Markdown; `bodyLine` is the line it starts on).
 * @param {string | Uint8Array} source
 * @returns {ReadFile & { body?: string, bodyLine?: number }} */
export function readMarkdown(source) {
  const { text, problem } = decodeText(source);
  if (problem) return unreadable(problem);
  const match = text.match(/^---\r?\n([\s\S]*?\r?\n)?---\r?\n?([\s\S]*)$/);
  if (!match) {
    const error = {
      line: 1,
      message:
        'the file must start with a line of three dashes (---), then its fields (title, ' +
        'date, …), then another line of ---, and then its words',
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
          'HTML tags (like <b> or <script>) are not allowed here; write Markdown instead, ' +
          'like **bold** or [a link](https://www.example.com/)',
      });
  }
  if (!body.trim())
    errors.push({
      line: bodyLine,
      message: 'the post has no words: write them after the second line of ---',
    });
  return { ...result, errors, body, bodyLine };
}
