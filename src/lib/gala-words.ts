// Gala results in words: times as clubs write them, races and events by name, statuses spelt
// out, all from content/results.yaml's words (never a bare Lenex code on a page).
import type { GalaPagesWords } from '../content/schema/galas.js';
import { fill } from './fill.js';
import type { Course, GalaEvent, Hundredths, Race } from './gala-types.js';

type Codes = Record<string, string> & { other: string };

/** The words results.yaml gives the codes of meet files (`other` for a code it has no words
 * for), and the pages' own. */
export type GalaWords = {
  words: { statuses: Codes; strokes: Codes; genders: Record<string, string>; rounds: Codes; pools: Codes };
  pages: GalaPagesWords;
};

const two = (n: number) => String(n).padStart(2, '0');

/** 6532 → "1:05.32", 2841 → "28.41", 372_045 → "1:02:00.45". */
export function formatTime(time: Hundredths): string {
  const hundredths = two(time % 100);
  const seconds = Math.floor(time / 100);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  if (h) return `${h}:${two(m)}:${two(s)}.${hundredths}`;
  return m ? `${m}:${two(s)}.${hundredths}` : `${s}.${hundredths}`;
}

/** "m" or "yd", as the words say: a yard pool's distances are in yards. */
export const distanceUnit = (course: Course, { pages }: GalaWords) => (course.startsWith('SCY') ? pages.yards : pages.metres);

/** "100 m Backstroke", "4 × 50 m Freestyle". */
export function raceName(race: Race, galaWords: GalaWords): string {
  const { words, pages } = galaWords;
  const values = {
    distance: race.distance,
    unit: distanceUnit(race.course, galaWords),
    stroke: words.strokes[race.stroke] ?? words.strokes.other,
    count: race.relayCount,
  };
  return fill(race.relayCount > 1 ? pages.relayRace : pages.race, values);
}

/** "Girls 100 m Backstroke, 11–12 years, final": the round left out where its words are empty. */
export function eventName(event: GalaEvent, words: GalaWords): string {
  const { genders, rounds } = words.words;
  const round = rounds[event.round] ?? rounds.other;
  return [[genders[event.gender], raceName(event, words)].filter(Boolean).join(' '), event.ageGroup, round].filter(Boolean).join(', ');
}

/** "Disqualified", "Did not start"; a code the words don't know as `other` ("Did not count"). */
export const statusName = (status: string, { words }: GalaWords) => words.statuses[status] ?? words.statuses.other;

/** "50 m pool". */
export const poolName = (course: Course, { words }: GalaWords) => words.pools[course] ?? words.pools.other;
