// Whatever a volunteer (or a hostile editor) saves in a content file, the content step either
// reads it or names the file and line of every problem: never a stack trace, never a hang, never
// markup or a script link into a page. fast-check edits the fixture sets' files the way people do,
// and their meet results files (content/galas/) the way a bad download or a hostile file would,
// with a fixed seed and few runs; FUZZ_RUNS=2000 searches longer, FUZZ_SEED=n somewhere else.
// Run: node scripts/test/node.mjs test/content/any-edit.node.test.ts
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { unzipSync, zipSync } from 'fflate';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { listFiles } from '../../scripts/files.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { html } from '../helpers/dom.js';

const runs = Number(process.env.FUZZ_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? 37);
const hangAfter = 60_000; // ms: far beyond any real file, even on a busy machine

// A file is edited as a string of one character per byte, so bytes that are not UTF-8 survive.
type Edit = { apply: (bytes: string) => string; [fc.toStringMethod]: () => string };
const edit = (name: string, apply: Edit['apply']): Edit => ({
  apply,
  [fc.toStringMethod]: () => name,
});
const bytesOf = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const textOf = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');
const shown = (text: string) =>
  JSON.stringify(text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text);

// Each edit picks its line or place with a number taken modulo the file's length.
const line = fc.nat();
const place = fc.nat();
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
const fileEdits: fc.Arbitrary<Edit>[] = [
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
const typed = (snippets: string[]) =>
  fc
    .tuple(place, fc.constantFrom(...snippets))
    .map(([n, s]) => edit(`${shown(s)} typed at byte ${n}`, insertAt(n, bytesOf(s))));
/** A line's value replaced. */
const written = (values: string[]) =>
  fc
    .tuple(line, fc.constantFrom(...values))
    .map(([n, v]) =>
      edit(`${shown(v)} as line ${n}'s value`, (b) =>
        onLine(b, n, (l) => [setValue(l, bytesOf(v))]),
      ),
    );
/** A huge value: a long paste, or junk. */
const huge = fc
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
const aliasBomb = fc.tuple(line, fc.integer({ min: 2, max: 9 })).map(([n, depth]) =>
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

const scriptLinks = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript&#58;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/',
  'https://evil.example/"><script>alert(1)</script>',
  '/join#"><script>alert(1)</script>',
  'documents/../../x',
  'file:///etc/passwd',
  'mailto:x@example.com',
];
const markup = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example/">',
  '<style>*{display:none}</style>',
  '<!-- a note -->',
  '<b>bold</b>',
  '</div>',
  '<br>',
  '&lt;script&gt;',
  '&#60;script&#62;',
];
const marks = [
  '"',
  "'",
  ': ',
  ':',
  ' #',
  '#',
  '- ',
  '\t',
  '  ',
  '\n',
  '\n---\n',
  '`',
  '|',
  '>',
  '{',
  '}',
  '[',
  ']',
  ',',
  '*',
  '&',
  '!',
  '%',
  '@',
  '?',
  '\\',
  '\u00A0',
  '\u200B',
  '\u2028',
  '\u0000',
  '\u0007',
  '\uFEFF',
];
const words = ['Café Zoë', 'Ōban', '🏊‍♀️💙', '’', '“quoted”', '…', '–', 'Ÿ', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\u0301'];
const yamlValues = [
  '',
  '~',
  'null',
  'yes',
  'no',
  'on',
  '0',
  '-1',
  '1e999',
  '.nan',
  '0x1F',
  '99999999999999999999999',
  '2025-02-30',
  '2025-13-01',
  '24:00',
  '8:45',
  '#FFF',
  '"unclosed',
  "'unclosed",
  'Note: bring goggles',
  'a "quoted" word',
  '"a" b',
  "it's",
  '*bold*',
  '&and more',
  '!important',
  '!!binary aGk=',
  '!!set {a}',
  '@club',
  '`code`',
  '%20',
  '| x',
  '> x',
  '? x',
  '[a, b',
  '{a: b',
  '[]',
  '{}',
  '- item',
  '*undefined_alias',
  ...words,
  ...markup,
  ...scriptLinks,
];
const markdownSnippets = [
  ...markup,
  ...scriptLinks.flatMap((url) => [`[a link](${url})`, `![a picture](${url})`, `<${url}>`]),
  '\n[x][r]\n\n[r]: javascript:alert(1)\n',
  '\n```\n<script>alert(1)</script>\n```\n',
  '`<script>`',
  '\n    <script>indented</script>\n',
  '\n---\n',
  '\n# Heading\n',
  '![](images/missing.jpg)',
];

// Meet results files: a .lef is XML (the fixtures' meets are written on one line), a .lxf a zip
// holding one .lef. Edited as stored (a download cut short, bytes flipped), inside the XML, or
// swapped for a file that is not a meet at all.
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const lefName = /\.lef$/i;
/** The .lef in a zip (undefined if the bytes are no zip, or it holds none); what a bomb's header
 * says is past 60 MB is not unzipped. */
function lefIn(bytes: string) {
  if (!bytes.startsWith('PK')) return undefined;
  try {
    const entries = unzipSync(Buffer.from(bytes, 'latin1'), {
      filter: (f) => lefName.test(f.name) && f.originalSize < 60e6,
    });
    const name = Object.keys(entries).find((n) => lefName.test(n));
    return name === undefined ? undefined : { name, xml: latin1(entries[name]) };
  } catch {
    return undefined;
  }
}
/** An edit made to the XML: inside the zip of an .lxf. */
const inXml = (change: Edit) =>
  edit(`${fc.stringify(change)} (in the XML)`, (bytes) => {
    const lef = lefIn(bytes);
    return lef
      ? latin1(zipSync({ [lef.name]: Buffer.from(change.apply(lef.xml), 'latin1') }))
      : change.apply(bytes);
  });
const xmlEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
/** The nth value of an attribute (counted modulo how many the file has) replaced. */
function setAttribute(xml: string, name: string, n: number, value: string) {
  const pattern = new RegExp(`(\\s${name}=")[^"]*"`, 'g');
  const count = xml.match(pattern)?.length ?? 0;
  let k = 0;
  return count
    ? xml.replace(pattern, (whole, start) => (k++ === n % count ? `${start}${value}"` : whole))
    : xml;
}
const oddNumbers = ['', '0', '-1', '1.5', '1e308', '99999999999999999999', 'NaN', 'x', ' 1 '];
const lenexValues: Record<string, string[]> = {
  stroke: ['DOGGY', 'free', ' BACK ', '', 'UNKNOWN', 'IMRELAY', 'SURFACE'],
  course: ['SCM40', 'scm', ' LCM', '', '50m', 'OPEN', 'SCY'],
  swimtime: [
    '0:31,20',
    '00:00:31.2',
    '99:99:99.99',
    '00:60:00.00',
    '-00:00:31.20',
    '00:00:00.00',
    'NT',
    '',
    '12:00:31.20',
    '00:00:31.20x',
    '1:02.34',
  ],
  date: ['2026-02-30', '2026-13-01', '9999-12-31', '0000-00-00', '', '26-09-19', '2026-9-1'],
  birthdate: ['2030-01-01', '1900-01-01', '0000-00-00', '2014-02-30', '', 'unknown', '2014'],
  distance: oddNumbers,
  relaycount: [...oddNumbers, '1000000000', '4'],
  number: oddNumbers,
  place: [...oddNumbers, '1', '3'],
  agemin: oddNumbers,
  agemax: oddNumbers,
  eventid: [...oddNumbers, '1', '6', '__proto__', 'constructor'],
  resultid: [...oddNumbers, '1001', '__proto__'],
  athleteid: [...oddNumbers, '730101', '__proto__', 'toString'],
  gender: ['X', '', 'f', 'Q', 'A'],
  status: ['DSQ', 'dsq', 'DNS', 'EXH', 'BOGUS', '', '__proto__'],
  round: ['FIN', 'PRE', 'TIMETRIAL', 'BOGUS', '', 'constructor'],
  firstname: ['', ' ', 'MACLEOD', ...words, ...markup, ...scriptLinks],
  lastname: ['', ' ', "O'NEIL-MACLEOD", ...words, ...markup, ...scriptLinks],
  name: ['', 'Test Swimming Club ', 'TEST SWIMMING CLUB', ...words, ...markup, ...scriptLinks],
  code: ['', 'TSC', 'STRC', ...markup],
  city: ['', ...words, ...markup, ...scriptLinks],
};
/**
 * A value in the XML replaced, written as an XML writer would (escaped), or raw as a hostile one
 * might.
 */
const attribute = fc
  .tuple(fc.constantFrom(...Object.keys(lenexValues)), place, fc.nat(), fc.boolean())
  .map(([name, n, pick, raw]) => {
    const value = lenexValues[name][pick % lenexValues[name].length];
    return edit(`${name}=${shown(value)}${raw ? ' (unescaped)' : ''} at its ${n}th place`, (xml) =>
      setAttribute(xml, name, n, bytesOf(raw ? value : xmlEscaped(value))),
    );
  });
const hugeAttribute = fc
  .tuple(
    fc.constantFrom(...Object.keys(lenexValues)),
    place,
    fc.integer({ min: 1_000, max: 200_000 }),
    fc.constantFrom('x', 'é', '9', '&lt;b&gt;', '&amp;'),
  )
  .map(([name, n, size, unit]) =>
    edit(`${name}=${shown(unit)} × ${size} at its ${n}th place`, (xml) =>
      setAttribute(xml, name, n, bytesOf(unit.repeat(size))),
    ),
  );
const laughs =
  '<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">';
/** A DOCTYPE before the root, its entities used in a value: billion laughs, XXE, an outside DTD. */
const doctype = fc
  .tuple(
    fc.constantFrom(
      [`<!DOCTYPE LENEX [${laughs}]>`, '&d;'],
      ['<!DOCTYPE LENEX [<!ENTITY x SYSTEM "file:///etc/passwd">]>', '&x;'],
      ['<!DOCTYPE LENEX [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]>', 'x'],
      ['<!DOCTYPE LENEX SYSTEM "http://evil.example/lenex.dtd">', 'x'],
      ['<!DOCTYPE html>', 'x'],
      ['', '&x;'],
      ['', '&lt;script&gt;'],
    ),
    place,
  )
  .map(([[declared, used], n]) =>
    edit(`${shown(declared)} and ${used} in a name`, (xml) =>
      setAttribute(
        xml.replace(/^(\xEF\xBB\xBF)?(<\?xml[^>]*\?>)?/, `$1$2${declared}`),
        'lastname',
        n,
        used,
      ),
    ),
  );

const zipOf = (files: Record<string, string>) =>
  latin1(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, text]) => [name, Buffer.from(text, 'latin1')]),
      ),
    ),
  );
let bomb: string | undefined;
/** 60 MB of nothing zipped to about 60 kB, made once: far past the ratio any meet's XML has. */
const zipBomb = () =>
  (bomb ??= latin1(zipSync({ 'bomb.lef': new Uint8Array(60 * 1024 * 1024) }, { level: 9 })));
/** What a bad download or a hostile file holds instead of the meet. */
const replacements: [string, (bytes: string) => string][] = [
  ['nothing', () => ''],
  [
    'a web page (a download that was a sign-in page)',
    () =>
      '<!DOCTYPE html>\n<html><head><title>Sign in</title></head>\n<body><script>alert(1)</script></body></html>\n',
  ],
  ['a web page without a DOCTYPE', () => '<html><body><p>Not found</p></body></html>'],
  ['JSON', () => '{"error": "not found"}\n'],
  ['a PDF', () => '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'],
  [
    'record lists but no meet',
    () => '<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0"><RECORDLISTS/></LENEX>',
  ],
  [
    'a meet with no sessions',
    () =>
      '<?xml version="1.0"?>\n<LENEX version="3.0"><MEETS><MEET name="x" course="SCM"/></MEETS></LENEX>',
  ],
  [
    'an XML declaration of an unknown encoding',
    (b) => b.replace(/^(<\?xml[^>]*?)encoding="[^"]*"/, '$1encoding="x-klingon"'),
  ],
  [
    'an XML declaration of UTF-16',
    (b) => b.replace(/^(<\?xml[^>]*?)encoding="[^"]*"/, '$1encoding="UTF-16"'),
  ],
  [
    'a zip with no .lef',
    (b) => zipOf({ 'results.xml': lefIn(b)?.xml ?? b, 'read me.txt': 'hello' }),
  ],
  ['an empty zip', () => zipOf({})],
  ['a zip with two .lef', (b) => zipOf({ 'a.lef': '<LENEX/>', 'b.lef': lefIn(b)?.xml ?? b })],
  [
    'a zip holding a zip named .lef',
    (b) => zipOf({ 'meet.lef': zipOf({ 'meet.lef': lefIn(b)?.xml ?? b }) }),
  ],
  [
    'a zip whose .lef is stored, not compressed',
    (b) => latin1(zipSync({ 'meet.lef': Buffer.from(lefIn(b)?.xml ?? b, 'latin1') }, { level: 0 })),
  ],
  [
    'a zip compressed a way fflate does not know (method 99)',
    (b) => {
      const z = lefIn(b) ? b : zipOf({ 'meet.lef': b });
      return `${z.slice(0, 8)}c\x00${z.slice(10)}`;
    },
  ],
  ['a zip bomb', () => zipBomb()],
  ['a 51 MB file', () => `<?xml version="1.0"?>\n<LENEX>${' '.repeat(51 * 1024 * 1024)}</LENEX>`],
];
const replaced = fc
  .constantFrom(...replacements)
  .map(([name, apply]) => edit(`the file replaced by ${name}`, apply));
const lenexEdits = [
  ...fileEdits,
  ...fileEdits.map((change) => change.map(inXml)),
  typed([...marks, ...words, ...markup]).map(inXml),
  attribute.map(inXml),
  attribute.map(inXml),
  hugeAttribute.map(inXml),
  doctype.map(inXml),
  replaced,
];

/** The kinds of content file, each with the changes people make to it. Another kind (a results
 * file, say) adds its files' pattern (in a content folder) and its edits here. */
const kinds = [
  {
    name: 'YAML',
    pattern: /^[^/]+\.yaml$/,
    edits: [...fileEdits, typed([...marks, ...words]), written(yamlValues), huge, aliasBomb],
  },
  {
    name: 'Markdown',
    pattern: /^news\/[^/]+\.md$/,
    edits: [
      ...fileEdits,
      typed([...marks, ...words, ...markdownSnippets]),
      written([...yamlValues, ...markdownSnippets]),
      huge,
      aliasBomb,
    ],
  },
  { name: 'Lenex', pattern: /^galas\/[^/]+\.(lef|lxf)$/i, edits: lenexEdits },
];
const kindOf = (file: string) => kinds.find((kind) => kind.pattern.test(file));

/**
 * A fixture content folder, copied once to a temporary folder named content/ where the edits are
 * written.
 */
type FixtureSet = {
  from: string;
  dir: string;
  publicDir: string;
  files: string[];
  original: Map<string, string>;
  [fc.toStringMethod]: () => string;
};

/** Every folder in test/fixtures holding content files (a club's content/, a set of a few
 * files), found by listing, so a fixture added or taken away needs nothing here. */
async function fixtureSets(tmp: string): Promise<FixtureSet[]> {
  const all = await listFiles('test/fixtures');
  const roots = new Set<string>();
  for (const file of all) {
    const parts = file.split('/');
    for (let k = 1; k < parts.length; k++)
      if (kindOf(parts.slice(k).join('/'))) roots.add(parts.slice(0, k).join('/'));
  }
  const outermost = [...roots]
    .filter((root) => ![...roots].some((other) => root.startsWith(`${other}/`)))
    .sort();
  return Promise.all(
    outermost.map(async (root, i) => {
      const from = join('test/fixtures', root);
      const dir = join(tmp, String(i), 'content');
      // A club in clubs/ holds only the files it changes, laid over the test club.
      const overlay = /^clubs\/[^/]+\/content$/.test(root);
      if (overlay) await cp(testContent, dir, { recursive: true });
      await cp(from, dir, { recursive: true, force: true });
      const files = (
        overlay
          ? await listFiles(dir)
          : all.filter((f) => f.startsWith(`${root}/`)).map((f) => f.slice(root.length + 1))
      ).filter((f) => kindOf(f));
      const original = new Map(
        await Promise.all(
          files.map(async (f) => [f, (await readFile(join(dir, f))).toString('latin1')] as const),
        ),
      );
      const ownPublic = join(dirname(from), 'public');
      const hasPublic = root.endsWith('/content') && (await stat(ownPublic).catch(() => null));
      let publicDir = hasPublic ? ownPublic : testPublic;
      if (overlay) {
        publicDir = join(tmp, String(i), 'public');
        await cp(testPublic, publicDir, { recursive: true });
        if (hasPublic) await cp(ownPublic, publicDir, { recursive: true, force: true });
      }
      return { from, dir, publicDir, files, original, [fc.toStringMethod]: () => from };
    }),
  );
}

type Problem = { file: string; line: number; field: string | undefined; message: string };
type Outcome =
  | { problems: Problem[]; modules: Record<string, unknown> }
  | { threw: string }
  | { hang: true };

/** The content step in a worker thread, stopped if it has not answered after `hangAfter`. */
function contentStep() {
  let worker: Worker | undefined;
  const load = (contentDir: string, publicDir: string) =>
    new Promise<Outcome>((resolve) => {
      const thread = (worker ??= new Worker(
        new URL('../helpers/content-worker.mjs', import.meta.url),
        { resourceLimits: { maxOldGenerationSizeMb: 1024 } },
      ));
      const finish = (outcome: Outcome) => {
        clearTimeout(timer);
        thread.off('message', finish).off('error', failed);
        resolve(outcome);
      };
      const failed = (error: Error) => {
        worker = undefined;
        finish({ threw: error.stack ?? String(error) });
      };
      const timer = setTimeout(() => {
        worker = undefined;
        void thread.terminate();
        finish({ hang: true });
      }, hangAfter);
      thread.on('message', finish).on('error', failed);
      thread.postMessage({ contentDir, publicDir });
    });
  return { load, stop: () => worker?.terminate() };
}

const lineCount = (bytes: string) => bytes.split(/\r\n|\r|\n/).length;

/** Every problem names a file and a line in it, in words. */
function assertNamed(problems: Problem[], files: Map<string, string>) {
  // Counted once a file: a file of 20,000 doubled lines has 20,000 problems.
  const counted = new Map<string, number | undefined>();
  const linesOf = (file: string) => {
    if (!counted.has(file)) {
      const stored = files.get(file);
      counted.set(file, stored === undefined ? undefined : lineCount(lefIn(stored)?.xml ?? stored)); // an .lxf's lines are its .lef's
    }
    return counted.get(file);
  };
  for (const problem of problems) {
    const said = formatProblem(problem);
    assert.ok(
      typeof problem.file === 'string' &&
        problem.file.length > 0 &&
        Number.isInteger(problem.line) &&
        problem.line >= 1,
      `no file and line: ${said}`,
    );
    assert.ok(
      typeof problem.message === 'string' && problem.message.trim().length > 0,
      `no message: ${said}`,
    );
    assert.doesNotMatch(problem.message, /\n\s+at |\[object /, `not words: ${said}`);
    // A long value is quoted cut short (the fixtures' meets list two clubs).
    assert.ok(
      problem.message.length <= 2000,
      `a message of ${problem.message.length} characters: ${said.slice(0, 300)}…`,
    );
    const lines = linesOf(problem.file.replace(/^content\//, ''));
    if (lines !== undefined)
      assert.ok(problem.line <= lines, `${said}\n(the file has ${lines} lines)`);
  }
}

// Where content becomes a link on a page; a post's words are the one piece of HTML.
const linkFields = new Set(['url', 'path', 'link', 'map', 'src', 'file', 'href', 'origin']);
const postTags = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code em strong s a img picture source hr br table thead tbody tr th td'.split(
    ' ',
  ),
);

function assertSafeLink(url: string, where: string) {
  // Browsers ignore spaces and control characters in a link's scheme: "java\tscript:" runs.
  // oxlint-disable-next-line no-control-regex -- control characters are what it removes
  const controls = /[\x00-\x20\x7f]/g;
  const scheme = url
    .replace(controls, '')
    .match(/^([a-z][a-z0-9+.-]*):/i)?.[1]
    .toLowerCase();
  assert.ok(
    !scheme || ['http', 'https', 'mailto'].includes(scheme),
    `a ${scheme}: link reaches a page at ${where}: ${shown(url)}`,
  );
}

function assertSafeHtml(body: string, where: string) {
  for (const element of html(`<body>${body}</body>`).body.querySelectorAll('*')) {
    assert.ok(postTags.has(element.localName), `<${element.localName}> reaches a page at ${where}`);
    for (const { name, value } of element.attributes) {
      assert.ok(
        !name.startsWith('on') && name !== 'style',
        `${name}="${value}" reaches a page at ${where}`,
      );
      if (name === 'href' || name === 'src') assertSafeLink(value, where);
      if (name === 'srcset')
        for (const candidate of value.split(','))
          assertSafeLink(candidate.trim().split(/\s/)[0], where);
    }
  }
}

/** What pages show of the modules: React writes every other value as text. */
function assertSafe(value: unknown, key: string, where: string) {
  if (typeof value === 'string') {
    if (key === 'body') assertSafeHtml(value, where);
    else if (linkFields.has(key)) assertSafeLink(value, where);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      assertSafe(v, Array.isArray(value) ? key : k, `${where} › ${k}`);
  }
}

let tmp: string;
let sets: FixtureSet[];
const step = contentStep();
before(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'any-edit-'));
  sets = await fixtureSets(tmp);
});
after(async () => {
  await step.stop();
  await rm(tmp, { recursive: true, force: true });
});

test('reads every fixture set as it is, so the edits below start from good content', async () => {
  assert.ok(sets.length > 0, 'no fixture content found in test/fixtures');
  for (const set of sets) {
    const outcome = await step.load(set.dir, set.publicDir);
    assert.deepEqual(
      'problems' in outcome ? outcome.problems.map(formatProblem) : outcome,
      [],
      set.from,
    );
  }
});

test('reads any edit to a content file, or names the file and line of each problem: no stack trace, no hang, no markup or script link', async () => {
  // A set's meet files are a few among many: picked a third of the time.
  const fileOf = (set: FixtureSet) => {
    const meets = set.files.filter((f) => kindOf(f)!.name === 'Lenex');
    const others = set.files.filter((f) => !meets.includes(f));
    return meets.length && others.length
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...others), weight: 2 },
          { arbitrary: fc.constantFrom(...meets), weight: 1 },
        )
      : fc.constantFrom(...set.files);
  };
  const edits = (set: FixtureSet) =>
    fc.array(
      fileOf(set).chain((file) =>
        fc.oneof(...kindOf(file)!.edits).map((change) => ({ file, change })),
      ),
      { minLength: 1, maxLength: 3 },
    );
  const run = fc
    .constantFrom(...sets)
    .chain((set) => edits(set).map((changes) => ({ set, changes })));
  await fc.assert(
    fc.asyncProperty(run, async ({ set, changes }) => {
      const files = new Map(set.original);
      for (const { file, change } of changes) files.set(file, change.apply(files.get(file)!));
      const changed = [...new Set(changes.map((c) => c.file))];
      await Promise.all(
        changed.map((file) =>
          writeFile(join(set.dir, file), Buffer.from(files.get(file)!, 'latin1')),
        ),
      );
      try {
        const outcome = await step.load(set.dir, set.publicDir);
        if ('hang' in outcome)
          assert.fail(`the content step had not finished after ${hangAfter / 1000} s`);
        if ('threw' in outcome)
          assert.fail(
            `the content step threw instead of naming a file and line:\n${outcome.threw}`,
          );
        assertNamed(outcome.problems, files);
        if (!outcome.problems.length) assertSafe(outcome.modules, '', 'content');
      } finally {
        await Promise.all(
          changed.map((file) =>
            writeFile(join(set.dir, file), Buffer.from(set.original.get(file)!, 'latin1')),
          ),
        );
      }
    }),
    { numRuns: runs, seed },
  );
});
