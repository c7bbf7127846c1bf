// Children's names, whatever the files and settings: fast-check writes meet files with names of
// every kind (accents, Cyrillic, Greek, apostrophes, hyphens, two swimmers shown alike, one
// swimmer spelt another way in later files), random names:/withheld: settings (withheld names
// written with a letter wrong or a middle name too) and typed records with withheld holders; the
// galas step runs and its modules are written as the build writes them. In every file: no
// surname where names: hides it, no part of a withheld swimmer's name, no birthdate, licence or
// athlete id; in the build's messages no hidden surname; no address found by trying every
// surname and year with the club's name; and each swimmer's address shows that swimmer whichever
// of the files are there, under whatever names, in whatever order. 20 runs from a fixed seed;
// FUZZ_RUNS=1000 searches longer, FUZZ_SEED=n somewhere else.
// Run: node scripts/test/node.mjs test/build/galas/privacy-any.node.test.ts
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createHmac } from 'node:crypto';
import anyAscii from 'any-ascii';
import fc from 'fast-check';
import { parse } from 'yaml';
import { lenex, lxf } from '../../../scripts/bench/lenex-writer.mjs';
import { writeContentModules } from '../../../scripts/build/content-modules.mjs';
import { buildGalas } from '../../../scripts/build/galas/load.mjs';
import { listFiles } from '../../../scripts/files.mjs';
import { groupName } from '../../../src/content/checks.js';
import { recordsSchema } from '../../../src/content/schema/records.js';
import { resultsSchema } from '../../../src/content/schema/results.js';
import { recordsYaml, resultsYaml } from '../../helpers/galas.js';

// The code an address had when it was keyed with the club's (public) name.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const publicCode = (identity: string) =>
  [...createHmac('sha256', 'swimmer-address|Lochside SC').update(identity).digest().subarray(0, 5)]
    .map((b) => alphabet[b % 32])
    .join('');
const words = (name: string) =>
  anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');

const runs = Number(process.env.FUZZ_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? 48);

// First names and surnames from apart lists, so a surname never shows as someone's first name.
const firsts = [
  'Zoë',
  'Анна',
  'Γιώργος',
  'Élodie',
  'Ailsa',
  'José',
  'Никита',
  'Mary-Kate',
  "D'Arcy",
  'Siân',
  'Ørjan',
  'Þóra',
];
const surnames = [
  'Lefèvre',
  'Смирнова',
  'Παπαδόπουλος',
  "O'Neilly",
  'MacLeod-Hay',
  'Ní Bhriain',
  'Østergård',
  'Żółkiewska',
  'García Ruiz',
  'Müllerova',
  'Щукина',
  'Ξενάκη',
];
const tails = ['', 'ová', 'сон', 'ακη', 'quist'];

type Person = {
  first: string;
  last: string;
  birthdate: string;
  licence: string;
  id: number;
  time: number;
};
const lower = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
// How a surname may show when a file writes it in capitals (MACLEOD-HAY → Macleod-Hay).
const capitalised = (s: string) =>
  s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, b, c) => b + c.toUpperCase());

const person = fc.record({
  first: fc.constantFrom(...firsts),
  base: fc.constantFrom(...surnames),
  tail: fc.constantFrom(...tails),
  year: fc.integer({ min: 2008, max: 2018 }),
  day: fc.integer({ min: 1, max: 28 }),
  month: fc.integer({ min: 1, max: 12 }),
});
const setup = fc.record({
  people: fc.uniqueArray(person, {
    minLength: 2,
    maxLength: 6,
    selector: (p) => `${p.first}|${p.base}${p.tail}`,
  }),
  // Which of the people each gala has (its first two always, so two swimmers can be shown alike).
  galas: fc.array(fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), {
    minLength: 1,
    maxLength: 3,
  }),
  names: fc.constantFrom('full', 'initial', 'first'),
  withheld: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  // How the volunteer writes a withheld name: as filed, surname first, in capitals, without
  // accents, with a letter wrong, with a middle name.
  writing: fc.constantFrom(
    'as filed',
    'surname first',
    'capitals',
    'no accents',
    'a letter wrong',
    'middle name',
  ),
  // One swimmer spelt another way in the later galas: in capitals, without accents, with a
  // middle name, a double surname, a letter more.
  respelt: fc.constantFrom(
    'none',
    'capitals',
    'no accents',
    'middle name',
    'double surname',
    'a letter more',
  ),
  typed: fc.array(fc.nat(5), { minLength: 0, maxLength: 3 }),
  relay: fc.boolean(),
  // The second swimmer shown alike with the first: the same first name, a surname of the same
  // initial.
  alike: fc.boolean(),
  order: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
});
type Setup = typeof setup extends fc.Arbitrary<infer T> ? T : never;

function peopleOf(s: Setup): Person[] {
  const alike = (p: Setup['people'][number], i: number) =>
    s.alike && i === 1
      ? {
          ...p,
          first: s.people[0].first,
          base: s.people[0].base,
          tail: tails[(tails.indexOf(s.people[0].tail) + 1) % tails.length],
        }
      : p;
  return s.people.map(alike).map((p, i) => ({
    first: p.first,
    last: p.base + p.tail,
    birthdate: `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`,
    licence: `LIC${700_000 + i * 7919 + p.day}`,
    id: 5_000_000 + i * 104_729 + p.month,
    time: 3000 + i * 10,
  }));
}

function galaFile(s: Setup, people: Person[], g: number) {
  const here = people.filter((_, i) => i < 2 || s.galas[g][i]);
  const spelt = (p: Person, i: number) => {
    if (g === 0 || i !== 0 || s.respelt === 'none') return p;
    if (s.respelt === 'middle name') return { ...p, first: `${p.first} Marie` };
    if (s.respelt === 'double surname') return { ...p, last: `${p.last}-Hay` };
    if (s.respelt === 'a letter more') return { ...p, first: p.first.replace(/^(\p{L})/u, '$1h') };
    return s.respelt === 'capitals'
      ? { ...p, first: p.first.toUpperCase(), last: p.last.toUpperCase() }
      : { ...p, first: lower(p.first), last: lower(p.last) };
  };
  const athletes = here.map((p, i) => {
    const a = spelt(p, i);
    return {
      id: a.id,
      first: a.first,
      last: a.last,
      gender: 'F',
      birthdate: a.birthdate,
      license: a.licence,
      results: [{ id: 10 * a.id + g, event: 1, time: a.time }],
    };
  });
  const relay =
    s.relay && here.length >= 4
      ? [
          {
            number: 1,
            gender: 'F',
            results: [
              { id: 99 + g, event: 2, time: 13000, legs: here.slice(0, 4).map((p) => p.id) },
            ],
          },
        ]
      : [];
  return lenex({
    meet: { name: `Open meet ${g + 1}`, city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: `2026-0${g + 1}-10`,
        events: [
          { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' },
          { id: 2, number: 2, gender: 'F', distance: 50, stroke: 'FREE', relayCount: 4 },
        ],
      },
    ],
    clubs: [{ code: 'LSC', name: 'Lochside SC', athletes, relays: relay }],
  });
}

const written = (p: Person, how: Setup['writing']) =>
  how === 'surname first'
    ? `${p.last} ${p.first}`
    : how === 'capitals'
      ? `${p.first} ${p.last}`.toUpperCase()
      : how === 'no accents'
        ? lower(`${p.first}  ${p.last}`)
        : how === 'a letter wrong'
          ? `${p.first} ${p.last.replace(/[a-z](?=[^a-z]*$)/, 'x')}`
          : how === 'middle name'
            ? `${p.first} Anne ${p.last}`
            : `${p.first} ${p.last}`;

const root = await mkdtemp(join(tmpdir(), 'privacy-any-'));
after(() => rm(root, { recursive: true, force: true }));
let built = 0;

/**
 * The galas step on these files, its modules written as the build writes them; each file's text.
 */
async function buildOf(s: Setup, files: Record<string, string | Uint8Array>) {
  const dir = join(root, String(built++));
  await mkdir(join(dir, 'content', 'galas'), { recursive: true });
  for (const [name, data] of Object.entries(files))
    await writeFile(join(dir, 'content', 'galas', name), data);
  const people = peopleOf(s);
  const results = resultsSchema.parse(
    parse(
      resultsYaml({
        names: s.names,
        withheld: people.flatMap((p, i) => (s.withheld[i] ? [written(p, s.writing)] : [])),
      }),
    ),
  );
  const record = (race: string, swimmer: string | string[]) => ({
    pool: '25 m',
    gender: 'Girls',
    ageGroup: 'Open',
    race,
    time: '1:30.00',
    swimmer,
    date: '2020-01-01',
    gala: 'Old gala',
  });
  const typed = s.typed.map((i) =>
    record(
      '100 m Backstroke',
      `${people[i % people.length].first} ${people[i % people.length].last}`,
    ),
  );
  if (people.length >= 4)
    typed.push(
      record(
        '4 × 50 m Medley',
        people.slice(0, 4).map((p) => `${p.first} ${p.last}`),
      ),
    );
  const records = recordsSchema.parse(parse(recordsYaml(typed)));
  const where = () => ({ file: 'content/results.yaml', line: 1 });
  const made = await buildGalas({
    contentDir: join(dir, 'content'),
    results,
    records,
    addressKey: 'a secret key of the club, 32 letters or more',
    groupName,
    shown: (p: string) => p,
    where: { results: where, records: where },
  });
  assert.deepEqual(made.problems, []);
  const modules = {
    ...made.modules,
    results: { results: made.results },
    records: { records: made.records },
  };
  await writeContentModules(modules, join(dir, 'dist'));
  const texts = new Map<string, string>();
  for (const file of await listFiles(join(dir, 'dist')))
    texts.set(file, await readFile(join(dir, 'dist', file), 'utf8'));
  // Each swimmer's address → who it shows (their time, one per person).
  const shows = new Map<string, number>();
  for (const [name, exports] of Object.entries(made.modules as Record<string, any>))
    if (name.startsWith('swimmers/')) shows.set(name, exports.swimmer.races[0].swims[0].time);
  await rm(dir, { recursive: true, force: true });
  return {
    texts,
    shows,
    warnings: made.warnings.map((w: { message: string }) => w.message).join('\n'),
  };
}

test('publishes no hidden surname, no part of a withheld name, no birthdate, licence or id, and moves no address to another swimmer', async () => {
  let checked = 0;
  await fc.assert(
    fc.asyncProperty(setup, async (s) => {
      try {
        const people = peopleOf(s);
        const galas = s.galas.map((_, g) => galaFile(s, people, g));
        const all = await buildOf(
          s,
          Object.fromEntries(galas.map((xml, g) => [`gala-${g}.lef`, xml])),
        );
        // The same galas but the last, under other names, zipped, and added in another order.
        const some = galas.slice(0, Math.max(1, galas.length - 1));
        const order = some.map((_, g) => g).sort((a, b) => (s.order[a] ?? 0) - (s.order[b] ?? 0));
        const fewer = await buildOf(
          s,
          Object.fromEntries(order.map((g, n) => [`Results(${n + 1}).lxf`, lxf(some[g])])),
        );

        const shown = people.filter((_, i) => !s.withheld[i]);
        const forms = (word: string) => [
          word,
          word.toUpperCase(),
          capitalised(word),
          lower(word),
          lower(capitalised(word)),
          word.normalize('NFD'),
        ];
        const forbidden = new Set<string>();
        people.forEach((p, i) => {
          if (s.names !== 'full' && !s.withheld[i]) for (const f of forms(p.last)) forbidden.add(f);
          if (s.withheld[i])
            for (const word of [p.first, ...p.last.split(/[\s'-]+/)].filter((w) => w.length > 2))
              // A withheld swimmer's first name may be a shown swimmer's too.
              if (
                !shown.some(
                  (o) => o.first.includes(word) || (s.names === 'full' && o.last.includes(word)),
                )
              )
                for (const f of forms(word)) forbidden.add(f);
        });
        const secrets = people.flatMap((p) => [p.birthdate, p.licence, String(p.id)]);
        for (const { texts } of [all, fewer]) {
          for (const [file, text] of texts) {
            for (const word of forbidden)
              if (word.length > 1) assert.ok(!text.includes(word), `${file} shows "${word}"`);
            for (const secret of secrets)
              assert.ok(
                !new RegExp(`(^|[^\\w-])${secret}($|[^\\w-])`).test(text),
                `${file} holds "${secret}"`,
              );
          }
        }
        // The build's messages name no one but as names: shows them.
        if (s.names !== 'full')
          for (const p of people)
            for (const f of forms(p.last))
              assert.ok(!all.warnings.includes(f), `a warning shows "${f}"`);
        // A reader who knows the club's name, trying every surname and year, never finds the
        // swimmer's own (any other hit is chance: one in 33 million a try).
        const tails = new Set([...all.shows.keys()].map((address) => address.slice(-5)));
        for (const p of people)
          assert.ok(
            !tails.has(publicCode(`${words(p.first)}|${words(p.last)}|${p.birthdate.slice(0, 4)}`)),
            p.first,
          );
        // An address in both builds shows the same swimmer in both.
        for (const [address, who] of fewer.shows)
          if (all.shows.has(address)) assert.equal(all.shows.get(address), who, address);
        checked++;
      } catch (error) {
        // Node's reporter leaves out fast-check's cause: the broken promise, said once per shrink.
        console.log('Broken:', (error as Error).message);
        throw error;
      }
    }),
    { numRuns: runs, seed },
  );
  assert.equal(checked, runs);
});
