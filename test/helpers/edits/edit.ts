// The edits test/content/any-edit.node.test.ts makes to any content file, as people make them.
import fc from 'fast-check';

// A file is edited as a string of one character per byte, so bytes that are not UTF-8 survive.
export type Edit = { apply: (bytes: string) => string; [fc.toStringMethod]: () => string };
export const edit = (name: string, apply: Edit['apply']): Edit => ({
  apply,
  [fc.toStringMethod]: () => name,
});
export const bytesOf = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const textOf = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');
export const shown = (text: string) =>
  JSON.stringify(text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text);

// Each edit picks its line or place with a number taken modulo the file's length.
const line = fc.nat();
export const place = fc.nat();
function onLine(
  bytes: string,
  n: number,
  change: (line: string, i: number, lines: string[]) => string[],
) {
  const lines = bytes.split('\n');
  const i = n % lines.length;
  lines.splice(i, 1, ...change(lines[i], i, lines));
  return lines.join('\n');
}
const insertAt = (n: number, bytes: string) => (file: string) =>
  file.slice(0, n % (file.length + 1)) + bytes + file.slice(n % (file.length + 1));
// The value after "name: " (or "- "), or the whole line of words.
const setValue = (text: string, value: string) =>
  (text.match(/^\s*(?:-\s+)?(?:[^\s:#"'][^:]*:\s)?/)?.[0] ?? '') + value;

/** Changes people make to any file: lines moved in or out, deleted, doubled or swapped, the file
 * cut short, saved with other line ends, a byte-order mark or another encoding, odd bytes typed. */
export const fileEdits: fc.Arbitrary<Edit>[] = [
  fc
    .tuple(line, fc.integer({ min: -4, max: 4 }))
    .map(([n, by]) =>
      edit(`indent line ${n} by ${by}`, (b) =>
        onLine(b, n, (l) => [
          by > 0 ? ' '.repeat(by) + l : l.replace(new RegExp(`^ {0,${-by}}`), ''),
        ]),
      ),
    ),
  fc
    .tuple(line, fc.boolean())
    .map(([n, tab]) =>
      edit(`${tab ? 'tab' : 'spaces'} for line ${n}'s indent`, (b) =>
        onLine(b, n, (l) => [l.replace(/^ */, tab ? '\t' : '      ')]),
      ),
    ),
  line.map((n) => edit(`delete line ${n}`, (b) => onLine(b, n, () => []))),
  line.map((n) => edit(`double line ${n}`, (b) => onLine(b, n, (l) => [l, l]))),
  line.map((n) =>
    edit(`swap line ${n} with the next`, (b) =>
      onLine(b, n, (l, i, lines) => (i + 1 < lines.length ? [lines.splice(i + 1, 1)[0], l] : [l])),
    ),
  ),
  place.map((n) => edit(`cut the file at byte ${n}`, (b) => b.slice(0, n % (b.length + 1)))),
  fc.constant(edit('Windows line ends (CRLF)', (b) => b.replace(/\r?\n/g, '\r\n'))),
  fc.constant(edit('old Mac line ends (CR)', (b) => b.replace(/\r?\n/g, '\r'))),
  fc.constant(edit('a byte-order mark', (b) => `\xEF\xBB\xBF${b}`)),
  place.map((n) =>
    edit(`"Café" typed at byte ${n}, saved as Latin-1`, (b) =>
      Buffer.from(textOf(insertAt(n, bytesOf('Café '))(b)), 'latin1').toString('latin1'),
    ),
  ),
  fc.constant(
    edit(
      'saved as UTF-16 ("Unicode" in Notepad)',
      (b) => `\xFF\xFE${Buffer.from(textOf(b), 'utf16le').toString('latin1')}`,
    ),
  ),
  fc
    .tuple(
      place,
      fc.constantFrom(
        '\xE9',
        '\x92',
        '\xFF',
        '\xC3',
        '\xED\xA0\x80',
        '\xC0\xAF',
        '\xF8\x88\x80\x80\x80',
      ),
    )
    .map(([n, bad]) =>
      edit(`bytes ${Buffer.from(bad, 'latin1').toString('hex')} at byte ${n}`, insertAt(n, bad)),
    ),
  fc
    .tuple(place, fc.uint8Array({ minLength: 1, maxLength: 8 }))
    .map(([n, bytes]) =>
      edit(
        `bytes ${Buffer.from(bytes).toString('hex')} at byte ${n}`,
        insertAt(n, Buffer.from(bytes).toString('latin1')),
      ),
    ),
  fc
    .tuple(
      place,
      fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.string({ unit: 'binary', maxLength: 12 }),
      ),
    )
    .map(([n, text]) => edit(`${shown(text)} typed at byte ${n}`, insertAt(n, bytesOf(text)))),
  // A file grown to a megabyte at most: a file of old Mac line ends is one "line" of thousands of
  // bytes.
  fc
    .tuple(line, fc.integer({ min: 100, max: 20_000 }))
    .map(([n, times]) =>
      edit(`line ${n} written up to ${times} times`, (b) =>
        onLine(b, n, (l) =>
          Array(Math.max(1, Math.min(times, Math.floor(1e6 / (l.length + 1))))).fill(l),
        ),
      ),
    ),
];

/** Something typed at any place in the file. */
export const typed = (snippets: string[]) =>
  fc
    .tuple(place, fc.constantFrom(...snippets))
    .map(([n, s]) => edit(`${shown(s)} typed at byte ${n}`, insertAt(n, bytesOf(s))));
/** A line's value replaced. */
export const written = (values: string[]) =>
  fc
    .tuple(line, fc.constantFrom(...values))
    .map(([n, v]) =>
      edit(`${shown(v)} as line ${n}'s value`, (b) =>
        onLine(b, n, (l) => [setValue(l, bytesOf(v))]),
      ),
    );
/** A huge value: a long paste, or junk. */
export const huge = fc
  .tuple(
    line,
    fc.integer({ min: 1_000, max: 200_000 }),
    fc.constantFrom('x', 'é', 'Swim ', '<b>', 'a: ', '- ', '"', '[', '*a ', '\\'),
  )
  .map(([n, size, unit]) =>
    edit(`${shown(unit)} × ${Math.ceil(size / unit.length)} as line ${n}'s value`, (b) =>
      onLine(b, n, (l) => [setValue(l, bytesOf(unit.repeat(Math.ceil(size / unit.length))))]),
    ),
  );
/** A few lines of anchors (&) and copies (*) that ask for 9^depth copies. */
export const aliasBomb = fc.tuple(line, fc.integer({ min: 2, max: 9 })).map(([n, depth]) =>
  edit(`alias bomb ${depth} deep before line ${n}`, (b) =>
    onLine(b, n, (l) => {
      const indent = l.match(/^\s*/)?.[0] ?? '';
      const level = (k: number) =>
        `${indent}lol${k}: &l${k} [${Array(9)
          .fill(k ? `*l${k - 1}` : 'lol')
          .join(', ')}]`;
      return [...Array.from({ length: depth + 1 }, (_, k) => level(k)), l];
    }),
  ),
);
