// Words a starter wrote that may not be true of the club (a promise, a claim): each has a line
// `# check: what it says` above it in the content file, and every build warns of it, naming the
// line (and field), until the club deletes that comment (the words are true) or rewords them.
import YAML from 'yaml';
import { fieldLabel } from './content-messages.mjs';

/** @typedef {(string | number)[]} Path */

/** The field (a path of keys and list positions) of the value starting on each line.
 * @param {string} text */
function fieldsByLine(text) {
  const lineCounter = new YAML.LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter });
  /** @type {Map<number, Path>} */
  const fields = new Map();
  // Several values may start on one line (a list item and its first field): the deepest names it.
  const note = (/** @type {number} */ line, /** @type {Path} */ path) =>
    (fields.get(line)?.length ?? -1) < path.length && fields.set(line, path);
  /** @param {unknown} node @param {Path} path */
  const walk = (node, path) => {
    const range = /** @type {{ range?: YAML.Range | null } | null | undefined} */ (node)?.range;
    if (!range) return;
    note(lineCounter.linePos(range[0]).line, path);
    if (YAML.isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]));
    if (YAML.isMap(node))
      for (const pair of node.items) {
        if (!YAML.isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        if (pair.key.range) note(lineCounter.linePos(pair.key.range[0]).line, [...path, key]);
        walk(pair.value, [...path, key]);
      }
  };
  walk(doc.contents, []);
  return fields;
}

/**
 * The marked lines of a YAML file's text: [{ line, field, message }], the line being the words'.
 * @param {string} text
 */
export function checkMarks(text) {
  const lines = text.split(/\r?\n/);
  /** @type {{ line: number, field?: string, message: string }[]} */
  const marks = [];
  /** @type {Map<number, Path> | undefined} */
  let fields;
  lines.forEach((line, i) => {
    const note = /^\s*#\s*check:\s*(.+)$/i.exec(line)?.[1]?.trim();
    if (!note) return;
    let at = i + 1;
    while (at < lines.length && /^\s*(#.*)?$/.test(lines[at])) at++;
    fields ??= fieldsByLine(text);
    const path = fields.get(at + 1);
    const message =
      `the starter's words here ${note}: if that is true of your club, delete the "# check:" ` +
      `line above them; if not, reword them or delete them`;
    marks.push({
      line: Math.min(at, lines.length - 1) + 1,
      ...(path?.length ? { field: fieldLabel(path) } : {}),
      message,
    });
  });
  return marks;
}
