// For the bench's ten years of galas (galas.mjs): 150 meet files, about 60,000 of the club's
// swims and as many again from three visiting clubs, written with the Lenex writer into a copy of
// the club's content (with galas, and without them to compare). Invented swimmers, the same on
// every run (a fixed random sequence).
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lenex, lxf } from './lenex-writer.mjs';
/** @import { LenexEvent } from './lenex/types.js' */

/**
 * One of a club's invented swimmers. @typedef {{ id: number, first: string, last: string,
 * gender: string, birthdate: string, joined: number, talent: number }} Person
 */
/** A club with its swimmers. @typedef {{ code: string, name: string, people: Person[] }} Squad */

/** Where the two content copies go: with/ and without/. */
export const dir = join('.cache', 'bench-galas');
/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');
const firsts = [
  ...'Ailsa Callum Eilidh Finlay Isla Rory Mairi Euan Kirsty Hamish Morven Lewis'.split(' '),
  ...'Catriona Fraser Skye Angus Iona Ruaridh Freya Calum Orla Murdo Rhona Gregor'.split(' '),
];
const lasts = [
  ...'Murray Baird Fraser Ross Grant MacLeod Campbell Stewart Walker Reid Ellis Munro'.split(' '),
  ...'Bell Kerr Sinclair Lindsay Drummond Paterson Ogilvie Hay Wallace Dunbar Gunn Irvine'.split(
    ' ',
  ),
];
const strokes = ['FREE', 'BACK', 'BREAST', 'FLY', 'MEDLEY'];
const races = strokes.flatMap((stroke) =>
  (stroke === 'FREE' ? [50, 100, 200, 400] : stroke === 'MEDLEY' ? [100, 200] : [50, 100, 200]).map(
    (distance) => ({ stroke, distance }),
  ),
);

/** A small fixed random sequence, so every run generates the same galas. @param {number} seed */
function random(seed) {
  let s = seed;
  return () => (s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

/**
 * One club's swimmers over ten years: 30 join each year aged 9, and swim for six.
 * @param {number} clubIndex @param {() => number} rand
 */
function squad(clubIndex, rand) {
  /** @type {Person[]} */
  const people = [];
  for (let year = 2010; year < 2026; year++) {
    for (let i = 0; i < 30; i++) {
      const n = people.length;
      people.push({
        id: clubIndex * 100000 + n + 1,
        first: firsts[Math.floor(rand() * firsts.length)],
        last: lasts[Math.floor(rand() * lasts.length)],
        gender: n % 2 ? 'M' : 'F',
        birthdate: `${year - 9}-${pad(1 + (n % 12))}-${pad(1 + (n % 28))}`,
        joined: year + 1,
        talent: 0.9 + rand() * 0.25,
      });
    }
  }
  return people;
}

/**
 * The `g`th gala: its file name and its Lenex.
 * @param {number} g @param {Squad[]} clubs @param {() => number} rand
 * @returns {[string, string]}
 */
function gala(g, clubs, rand) {
  const year = 2016 + Math.floor(g / 15);
  const date = `${year}-${pad(1 + (g % 12))}-${pad(1 + ((g * 7) % 27))}`;
  const course = g % 3 ? 'SCM' : 'LCM';
  /** @type {LenexEvent[]} */
  const events = [];
  let id = 0;
  for (const gender of ['F', 'M'])
    for (const race of races) events.push({ id: ++id, number: id, gender, ...race });
  const relays = ['F', 'M'].flatMap((gender) =>
    ['FREE', 'MEDLEY'].map((stroke) => ({
      id: ++id,
      number: id,
      gender,
      stroke,
      distance: 50,
      relayCount: 4,
    })),
  );
  let resultId = 0;
  const out = clubs.map((club, c) => {
    const active = club.people.filter((p) => p.joined <= year && p.joined + 6 > year);
    const athletes = active.map((p) => {
      const age = year - Number(p.birthdate.slice(0, 4));
      const mine = events.filter((e) => e.gender === p.gender && rand() < (c === 0 ? 0.155 : 0.07));
      const results = mine.map((e) => {
        const base =
          e.distance *
          (e.stroke === 'FREE' ? 70 : e.stroke === 'BREAST' ? 90 : 80) *
          p.talent *
          (1.6 - age * 0.04) *
          (course === 'LCM' ? 1.03 : 1);
        const status = rand() < 0.03 ? (rand() < 0.5 ? 'DSQ' : 'DNS') : undefined;
        const time = status === 'DNS' ? 'NT' : Math.round(base * (0.97 + rand() * 0.06));
        const splits =
          typeof time === 'number' && e.distance > 50
            ? Object.fromEntries(
                Array.from({ length: e.distance / 50 - 1 }, (_, k) => [
                  (k + 1) * 50,
                  Math.round((time * (k + 1) * 50) / e.distance),
                ]),
              )
            : undefined;
        return { id: ++resultId, event: e.id, time, status, splits };
      });
      return {
        id: p.id,
        first: p.first,
        last: p.last,
        gender: p.gender,
        birthdate: p.birthdate,
        license: `L${p.id}`,
        results,
      };
    });
    const relayTeams = relays.map((e, t) => {
      const team = active.filter((p) => p.gender === e.gender).slice(t % 3, (t % 3) + 4);
      return team.length === 4
        ? {
            number: 1,
            gender: e.gender,
            results: [
              {
                id: ++resultId,
                event: e.id,
                time: 12000 + Math.round(rand() * 3000),
                splits: { 50: 3000, 100: 6100, 150: 9100 },
                legs: team.map((p) => p.id),
              },
            ],
          }
        : null;
    });
    const teams = relayTeams.filter((team) => team !== null);
    return { code: club.code, name: club.name, athletes, relays: teams };
  });
  const xml = lenex({
    meet: { name: `Generated Gala ${g + 1}`, city: 'Benchton', course },
    sessions: [{ date, events: [...events, ...relays] }],
    clubs: out,
  });
  return [`${date}-generated-gala-${g + 1}`, xml];
}

/**
 * Writes the 150 galas into a copy of the club's content; returns how many club swims they hold.
 */
export async function writeBenchGalas(contentDir = 'content', count = 150) {
  const rand = random(38);
  const clubs = [
    { code: 'BNCH', name: 'Bench ASC' },
    { code: 'OTH1', name: 'Other Club One' },
    { code: 'OTH2', name: 'Other Club Two' },
    { code: 'OTH3', name: 'Other Club Three' },
  ].map((club, i) => ({ ...club, people: squad(i + 1, rand) }));
  await rm(dir, { recursive: true, force: true });
  await cp(contentDir, join(dir, 'without'), { recursive: true });
  await rm(join(dir, 'without', 'galas'), { recursive: true, force: true });
  await mkdir(join(dir, 'without', 'galas'));
  const results = await readFile(join(dir, 'without', 'results.yaml'), 'utf8');
  await writeFile(
    join(dir, 'without', 'results.yaml'),
    results
      .replace(/^club: .*$/m, 'club: Bench ASC')
      .replace(/^galas:[\s\S]*?(?=^# The words)/m, 'galas:\n\n'),
  );
  await cp(join(dir, 'without'), join(dir, 'with'), { recursive: true });
  let swims = 0;
  for (let g = 0; g < count; g++) {
    const [name, xml] = gala(g, clubs, rand);
    swims += (xml.split('<CLUB ')[1].match(/<RESULT /g) ?? []).length;
    // Most meets publish .lxf; some .lef.
    if (g % 5) await writeFile(join(dir, 'with', 'galas', `${name}.lxf`), lxf(xml));
    else await writeFile(join(dir, 'with', 'galas', `${name}.lef`), xml);
  }
  return swims;
}
