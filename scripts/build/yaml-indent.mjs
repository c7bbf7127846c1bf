// Indentation mistakes in a YAML file, in words: YAML says only what it could not read, often a
// line away from the space too many or too few that caused it, or nothing at all when the
// mistake still reads as YAML (a list item one space too far in joins the item above).
import { excerpt } from './content-messages.mjs';

/** @typedef {{ indent: number, dash: boolean, field?: string, opens: boolean }} Shape */

/** What a line is made of: its spaces, whether it is a list item ("- "), a field ("name:").
 * @param {string} text @returns {Shape | null} */
function shape(text) {
  const indent = /** @type {RegExpMatchArray} */ (text.match(/^ */))[0].length;
  const rest = text.slice(indent);
  if (!rest || rest.startsWith('#')) return null;
  const dash = /^-(\s|$)/.test(rest);
  const field = (dash ? rest.replace(/^-\s+/, '') : rest).match(
    /^([^\s:#"'{[][^:#]*?):(\s|$)/,
  )?.[1];
  return { indent, dash, field, opens: /:\s*(#.*)?$/.test(rest) || /^-\s*$/.test(rest) };
}

// Each line's shape, and the nearest line above it that is less indented (its parent), worked
// out once per file: a file of thousands of lines can have thousands of errors.
/** @typedef {{ shapes: (Shape | null)[], parent: number[], nearest: number[] }} Outline */
/** @type {WeakMap<string[], Outline>} */
const outlines = new WeakMap();
/** @param {string[]} lines @returns {Outline} */
function outline(lines) {
  let found = outlines.get(lines);
  if (!found) {
    const shapes = lines.map(shape);
    /** @type {number[]} */
    const parent = [];
    /** @type {number[]} the nearest line at or above, blank lines and notes left out */
    const nearest = [];
    /** @type {number[]} */
    const stack = [];
    // The stack holds lines with a shape.
    const top = () => /** @type {Shape} */ (shapes[stack[stack.length - 1]]);
    shapes.forEach((s, i) => {
      nearest[i] = s ? i : (nearest[i - 1] ?? -1);
      if (!s) return;
      while (stack.length && top().indent >= s.indent) stack.pop();
      parent[i] = stack.at(-1) ?? -1;
      stack.push(i);
    });
    outlines.set(lines, (found = { shapes, parent, nearest }));
  }
  return found;
}

/**
 * Whether line `at` (0-based) is out of line with the lines around it: a list item or a field
 * that starts in a column where no list or item above it is open. Returns a message, or null.
 * @param {string[]} lines @param {number} at
 */
function outOfLine(lines, at) {
  const { shapes, parent, nearest } = outline(lines);
  const line = shapes[at] ?? null;
  if (!line || (!line.dash && !line.field)) return null;
  // The lines above still open at this point: each one less indented than all lines after it.
  /** @type {Shape[]} */
  const open = [];
  for (let i = nearest[at - 1] ?? -1; i >= 0; i = parent[i]) {
    const above = /** @type {Shape} */ (shapes[i]); // `nearest` and `parent` skip blank lines
    // The first line under "name:".
    if (!open.length && above.opens && line.indent > above.indent) return null;
    open.push(above);
  }
  if (!open.length) return null;
  // Where such a line may start: a list item under another item's dash, a field under a field or
  // just after an item's dash.
  const columns = open.flatMap((o) =>
    line.dash ? (o.dash ? [o.indent] : []) : o.dash ? [o.indent + 2] : o.field ? [o.indent] : [],
  );
  if (!columns.length || columns.includes(line.indent)) return null;
  const near = columns.reduce((a, b) =>
    Math.abs(b - line.indent) < Math.abs(a - line.indent) ? b : a,
  );
  const spaces = (/** @type {number} */ n) => `${n} space${n === 1 ? '' : 's'}`;
  const fix = `Start it with ${spaces(near)}, like them`;
  return line.dash
    ? `this line is not lined up with the list above it: its "- " comes after ` +
        `${spaces(line.indent)}, but the items above it have ${near}. ${fix}`
    : `this line is not lined up with the fields above it: "${line.field}" comes after ` +
        `${spaces(line.indent)}, but the fields above it have ${near}. ${fix}`;
}

/**
 * For an error YAML found on line `at` (0-based): the line out of line there or just below, if any.
 * @param {string[]} lines @param {number} at
 */
export function misaligned(lines, at) {
  // "summary: Note: bring goggles" has a colon inside its text: that, not the spaces, is the
  // trouble.
  if (/^\s*(-\s+)?[^\s:#"'{[-][^:#]*:\s+[^\s"'{[].*:(\s|$)/.test(lines[at] ?? '')) return null;
  for (const i of [at, at + 1]) {
    const message = outOfLine(lines, i);
    if (message) return { index: i, message };
  }
  return null;
}

/** A text YAML read from several lines (`source`, as written) where a line after the first starts
 * with "- ": a list item indented too far, joined to the item above. Returns the line (counted
 * from the text's first) and a message, or null.
 * @param {string} value @param {string} source */
export function joinedItem(value, source) {
  const next = source.split('\n').findIndex((part, i) => i > 0 && /^\s*-(\s|$)/.test(part));
  if (next < 0) return null;
  return {
    offset: next,
    message:
      'this line is indented further than the line above it, so YAML joined the two into one ' +
      `item: "${excerpt(value)}". Start its "- " in the same column as the "- " above it`,
  };
}
