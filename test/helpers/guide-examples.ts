// The worked examples of the volunteer's guide (docs/editing.md) and where each goes, for
// test/docs/editing-examples.site.test.ts. Each code block in the guide has a line just above it
// saying where it goes, which the reader never sees:
//   <!-- example: new file content/news/2025-03-14-spring-gala.md -->
//   <!-- example: go at the end of content/events.yaml -->
//   <!-- example: the last line goes at the end of content/people.yaml › headCoachWelcome ›
//   paragraphs -->
//   <!-- example: line 3 replaces content/training.yaml › squads › squad=Gold › sessions ›
//   day=Tuesday; line 4 goes at the end of content/training.yaml › squads › squad=Gold ›
//   sessions -->
//   <!-- example: none (a message, not content) -->
// A path step is a field name, an item's number (from 1) or field=value (the item with that
// value).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';

export const guidePath = 'docs/editing.md';
const guide = (await readFile(guidePath, 'utf8')).split('\n');

export type Example = { line: number; where: string; block: string[] };

/** Every fenced code block in the guide, with the line above it that says where it goes. */
export function examples(): Example[] {
  const found: Example[] = [];
  for (let i = 0; i < guide.length; i++) {
    if (!guide[i].startsWith('```')) continue;
    const end = guide.indexOf('```', i + 1);
    const where = guide[i - 1]?.match(/^<!-- example: (.+) -->$/)?.[1];
    found.push({ line: i + 1, where: where ?? '', block: guide.slice(i + 1, end) });
    i = end;
  }
  return found;
}

type Paste = { kind: 'end' | 'replace'; lines: string[]; file: string; path: string[] };

export function parsePaste(text: string, block: string[]): Paste {
  const match = text.match(
    new RegExp(
      String.raw`^(?:(the last line|lines? (\d+)(?:[–-](\d+))?) )?` +
        String.raw`(goes at the end of|go at the end of|replaces?) (\S+)((?: › [^›]+)*)$`,
    ),
  );
  if (!match) throw new Error(`cannot read "${text}"`);
  const [, which, from, to, verb, file, path] = match;
  const lines =
    which === 'the last line'
      ? block.slice(-1)
      : from
        ? block.slice(Number(from) - 1, Number(to ?? from))
        : block;
  return {
    kind: verb.startsWith('replace') ? 'replace' : 'end',
    lines,
    file,
    path: path
      .split(' › ')
      .slice(1)
      .map((s) => s.trim()),
  };
}

/** The node a path names in a YAML document, or undefined. */
function find(doc: YAML.Document, path: string[]): YAML.Node | undefined {
  let node = doc.contents as YAML.Node | null;
  for (const step of path) {
    if (YAML.isMap(node)) node = node.get(step, true) as YAML.Node;
    else if (YAML.isSeq(node)) {
      const [key, value] = step.split('=');
      node = (
        /^\d+$/.test(step)
          ? node.items[Number(step) - 1]
          : node.items.find((item) => YAML.isMap(item) && String(item.get(key)) === value)
      ) as YAML.Node;
    } else return undefined;
    if (!node) return undefined;
  }
  return node ?? undefined;
}

/** Pastes into a content file as a volunteer would: the lines as written in the guide, at the
 * end of a list, or in place of an item. Later places first, so earlier ones stay put. */
export async function paste(contentDir: string, pastes: Paste[]) {
  const edits = [];
  for (const p of pastes) {
    const file = join(contentDir, p.file.replace(/^content\//, ''));
    const text = await readFile(file, 'utf8');
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
    const node = find(YAML.parseDocument(text), p.path);
    if (p.path.length && !node?.range)
      throw new Error(`${p.file} › ${p.path.join(' › ')} is not in the test club's content`);
    const lines = text.split('\n');
    const last = node?.range ? lineOf(node.range[1] - 1) : lines.length - 1;
    if (p.kind === 'end') edits.push({ file, at: last + 1, remove: 0, lines: p.lines });
    else
      edits.push({
        file,
        at: lineOf(node!.range![0]),
        remove: last - lineOf(node!.range![0]) + 1,
        lines: p.lines,
      });
  }
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    const lines = (await readFile(edit.file, 'utf8')).split('\n');
    lines.splice(edit.at, edit.remove, ...edit.lines);
    await writeFile(edit.file, lines.join('\n'));
  }
}
