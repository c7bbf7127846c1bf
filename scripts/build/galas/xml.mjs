// A Lenex file's XML read in one pass with saxes, element by element: `open(name, attributes,
// line, parents)` and `close(name)` for each, no tree kept (ten years of galas stay small in
// memory). A DOCTYPE is refused before anything in it is read, so no entity can be declared (no
// XXE, no billion laughs), and an entity saxes does not know (`&foo;`) is an error. Mistakes
// carry their line and column: one writer puts a whole meet on one line.
import { SaxesParser } from 'saxes';
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../excerpt.mjs';

// saxes's words for the commonest mistakes, said for a volunteer.
function xmlMistake(/** @type {string} */ said) {
  const unclosed = said.match(/^unclosed tag: (.*)/);
  if (unclosed)
    return (
      `it ends before <${excerpt(unclosed[1])}> is closed: the file looks cut short; download ` +
      'it again'
    );
  if (said.includes('document must contain a root element')) return 'it is empty, or holds no XML';
  if (said.includes('undefined entity'))
    return 'it uses an entity (&name;) that XML does not define';
  return `it is not well-formed XML (${excerpt(said, 200)})`;
}

/**
 * @param {string} text
 * @param {{ open: (name: string, attrs: Record<string, string>, line: number, parents: string[]) =>
 * void, close?: (name: string) => void }} handlers `parents`: the names of the open elements around
 * this one, outermost first (reused: read it, don't keep it).
 */
export function readXml(text, { open, close }) {
  const parser = new SaxesParser({ position: true });
  /** @type {string[]} */
  const parents = [];
  let problem;
  const stop = (/** @type {string} */ message) => {
    // saxes counts a line past the last newline at the file's end: never name a line past it.
    const last = text.split(/\r\n|\r|\n/).length - (/(\r|\n)$/.test(text) ? 1 : 0);
    const [line, column] =
      parser.line > last
        ? [last, text.split(/\r\n|\r|\n/)[last - 1]?.length ?? 1]
        : [parser.line, parser.column];
    problem ??= new GalaFileProblem(
      `${message} (line ${line}, column ${Math.max(1, column)})`,
      line,
    );
    throw problem;
  };
  parser.on('doctype', () =>
    stop(
      'it has a DOCTYPE declaration, which a results file never needs and the site refuses ' +
        '(it can make a file expand without end)',
    ),
  );
  parser.on('opentag', (tag) => {
    open(tag.name, /** @type {Record<string, string>} */ (tag.attributes), parser.line, parents);
    if (tag.isSelfClosing) close?.(tag.name);
    else parents.push(tag.name);
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    parents.pop();
    close?.(tag.name);
  });
  parser.on('error', (error) =>
    stop(xmlMistake(error.message.replace(/^.*?\d+:\d+: /, '').replace(/\.$/, ''))),
  );
  try {
    parser.write(text).close();
  } catch (error) {
    throw problem ?? error;
  }
}
