// Writes the example club's two galas (content/galas/): invented swimmers, never real people. A 25
// m pool club championships (.lef) and a 50 m pool district meet over two days (.lxf): heats and
// finals, relays with splits, a disqualification, a did-not-start and did-not-finish, a club record
// broken and one equalled (records.yaml), PBs from heat to final, a surname in capitals, an
// accented name, a birthday on the gala's day and two visiting clubs.
// Run: node scripts/bench/example-galas.mjs [content dir] [--club NAME --code CODE --town TOWN
// --district NAME] (the test club's: test/fixtures/base/content --club "Test Swimming Club" --code
// TSC --town Glenbrook --district Fife) Written afresh into content/, the galas change their
// SHA-256 (a zip's time too): put the new ones in exampleGalas in scripts/publish-check.mjs (its
// test prints them), or the kit is not published.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lxf } from './lenex-writer.mjs';
import { championships } from './example-galas/championships.mjs';
import { district } from './example-galas/district.mjs';

const { values: club, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    club: { type: 'string', default: 'Inverbrae ASC' },
    code: { type: 'string', default: 'INVB' },
    town: { type: 'string', default: 'Inverbrae' },
    district: { type: 'string', default: 'Braeshire' },
  },
});
const dir = join(positionals[0] ?? 'content', 'galas');
const districtFile = `2026-11-${club.district.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-district`;

await mkdir(dir, { recursive: true });
await writeFile(join(dir, '2026-09-club-championships.lef'), championships(club));
await writeFile(
  join(dir, `${districtFile}.lxf`),
  lxf(district(club), `${club.district} District Meet.lef`),
);
console.log(`Wrote two galas into ${dir}/`);
