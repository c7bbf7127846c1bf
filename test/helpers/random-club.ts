// A club's meet files made at random by fast-check for test/build/galas/privacy-any.node.test.ts:
// names of every kind, names: and withheld: settings, typed records.
import fc from 'fast-check';
import { lenex } from '../../scripts/bench/lenex-writer.mjs';

// First names and surnames from apart lists, so a surname never shows as someone's first name.
export const firsts = [
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
export const surnames = [
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
export const tails = ['', 'ová', 'сон', 'ακη', 'quist'];

export type Person = {
  first: string;
  last: string;
  birthdate: string;
  licence: string;
  id: number;
  time: number;
};
export const lower = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
// How a surname may show when a file writes it in capitals (MACLEOD-HAY → Macleod-Hay).
export const capitalised = (s: string) =>
  s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, b, c) => b + c.toUpperCase());

export const person = fc.record({
  first: fc.constantFrom(...firsts),
  base: fc.constantFrom(...surnames),
  tail: fc.constantFrom(...tails),
  year: fc.integer({ min: 2008, max: 2018 }),
  day: fc.integer({ min: 1, max: 28 }),
  month: fc.integer({ min: 1, max: 12 }),
});
export const setup = fc.record({
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
export type Setup = typeof setup extends fc.Arbitrary<infer T> ? T : never;

export function peopleOf(s: Setup): Person[] {
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

export function galaFile(s: Setup, people: Person[], g: number) {
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

export const written = (p: Person, how: Setup['writing']) =>
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
