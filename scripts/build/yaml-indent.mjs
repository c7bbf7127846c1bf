// Indentation mistakes in a YAML file, in words: YAML says only what it could not read, often a
// line away from the space too many or too few that caused it, or nothing at all when the
// mistake still reads as YAML (a list item one space too far in joins the item above).
import { excerpt } from './content-messages.mjs';

/** What a line is made of: its spaces, whether it is a list item ("- "), a field ("name:"). */
function shape(text) {
  const indent = text.match(/^ */)[0].length;
  const rest = text.slice(indent);
  if (!rest || rest.startsWith('#')) return null;
  const dash = /^-(\s|$)/.test(rest);
  const field = (dash ? rest.replace(/^-\s+/, '') : rest).match(/^([^\s:#"'{[][^:#]*?):(\s|$)/)?.[1];
  return { indent, dash, field, opens: /:\s*(#.*)?$/.test(rest) || /^-\s*$/.test(rest) };
}

/**
 * Whether line `at` (0-based) is out of line with the lines around it: a list item or a field
 * that starts in a column where no list or item above it is open. Returns a message, or null.
 */
function outOfLine(lines, at) {
  const line = shape(lines[at] ?? '');
  if (!line || (!line.dash && !line.field)) return null;
  // The lines above still open at this point: each one less indented than all lines after it.
  const open = [];
  let limit = Infinity;
  for (let i = at - 1; i >= 0; i--) {
    const above = shape(lines[i]);
    if (!above || above.indent >= limit) continue;
    if (!open.length && above.opens && line.indent > above.indent) return null; // the first line under "name:"
    open.push(above);
    limit = above.indent;
  }
  if (!open.length) return null;
  // Where such a line may start: a list item under another item's dash, a field under a field or
  // just after an item's dash.
  const columns = open.flatMap((o) => (line.dash ? (o.dash ? [o.indent] : []) : o.dash ? [o.indent + 2] : o.field ? [o.indent] : []));
  if (!columns.length || columns.includes(line.indent)) return null;
  const near = columns.reduce((a, b) => (Math.abs(b - line.indent) < Math.abs(a - line.indent) ? b : a));
  const spaces = (n) => `${n} space${n === 1 ? '' : 's'}`;
  return line.dash
    ? `this line is not lined up with the list above it: its "- " comes after ${spaces(line.indent)}, but the items above it have ${near}. Start it with ${spaces(near)}, like them`
    : `this line is not lined up with the fields above it: "${line.field}" comes after ${spaces(line.indent)}, but the fields above it have ${near}. Start it with ${spaces(near)}, like them`;
}

/** For an error YAML found on line `at` (0-based): the line out of line there or just below, if any. */
export function misaligned(lines, at) {
  // "summary: Note: bring goggles" has a colon inside its text: that, not the spaces, is the trouble.
  if (/^\s*(-\s+)?[^\s:#"'{[-][^:#]*:\s+[^\s"'{[].*:(\s|$)/.test(lines[at] ?? '')) return null;
  for (const i of [at, at + 1]) {
    const message = outOfLine(lines, i);
    if (message) return { index: i, message };
  }
  return null;
}

/** A text YAML read from several lines (`source`, as written) where a line after the first starts
 * with "- ": a list item indented too far, joined to the item above. Returns the line (counted
 * from the text's first) and a message, or null. */
export function joinedItem(value, source) {
  const next = source.split('\n').findIndex((part, i) => i > 0 && /^\s*-(\s|$)/.test(part));
  if (next < 0) return null;
  return {
    offset: next,
    message: `this line is indented further than the line above it, so YAML joined the two into one item: "${excerpt(value)}". Start its "- " in the same column as the "- " above it`,
  };
}
