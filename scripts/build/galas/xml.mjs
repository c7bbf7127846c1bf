// A Lenex file's XML as a small tree of elements and their attributes (Lenex keeps every value
// in attributes). saxes reads it in one pass and says where a mistake is; a DOCTYPE is refused
// before anything in it is read, so no entity can be declared (no XXE, no billion laughs), and
// an entity saxes does not know (`&foo;`) is an error.
import { SaxesParser } from 'saxes';
import { GalaFileProblem } from './problem.mjs';

/** @typedef {{ name: string, attrs: Record<string, string>, children: XmlElement[], line: number }} XmlElement */

// saxes's words for the commonest mistakes, said for a volunteer.
function xmlMistake(said) {
  const unclosed = said.match(/^unclosed tag: (.*)/);
  if (unclosed) return `it ends before <${unclosed[1]}> is closed: the file looks cut short; download it again`;
  if (said.includes('document must contain a root element')) return 'it is empty, or holds no XML';
  if (said.includes('undefined entity')) return 'it uses an entity (&name;) that XML does not define';
  return `it is not well-formed XML (${said})`;
}

/** @returns {XmlElement} the root element */
export function parseXml(text) {
  const parser = new SaxesParser({ position: true });
  const root = { name: '', attrs: {}, children: [] };
  const open = [root];
  let problem;
  const stop = (message) => {
    problem ??= new GalaFileProblem(`${message} (line ${parser.line}, column ${Math.max(1, parser.column)})`, parser.line);
    throw problem;
  };
  parser.on('doctype', () => stop('it has a DOCTYPE declaration, which a results file never needs and the site refuses (it can make a file expand without end)'));
  parser.on('opentag', ({ name, attributes }) => {
    const element = { name, attrs: attributes, children: [], line: parser.line };
    open.at(-1).children.push(element);
    if (!('isSelfClosing' in parser.tag && parser.tag.isSelfClosing)) open.push(element);
  });
  parser.on('closetag', ({ isSelfClosing }) => {
    if (!isSelfClosing) open.pop();
  });
  parser.on('error', (error) => stop(xmlMistake(error.message.replace(/^.*?\d+:\d+: /, '').replace(/\.$/, ''))));
  try {
    parser.write(text).close();
  } catch (error) {
    if (problem) throw problem;
    throw error;
  }
  if (!root.children.length) throw new GalaFileProblem('it is empty, or holds no XML');
  return root.children[0];
}
