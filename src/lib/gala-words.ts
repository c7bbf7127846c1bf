// Gala results in words: times as clubs write them, races and events by name, statuses spelt
// out, all from content/results.yaml's words (never a bare Lenex code on a page).
import type { GalaPagesWords } from '../content/schema/galas.js';
import { fill } from './fill.js';
import type { GalaEvent, Swim } from './gala-types.js';
import type { ClubRecords } from './record-types.js';
import type { Course, Gender, Hundredths, Race, SwimmerRef } from './swim-types.js';

type Codes = Record<string, string> & { other: string };

/** The words results.yaml gives the codes of meet files (`other` for a code it has no words
 * for), and the pages' own. */
export type GalaWords = {
  words: {
    statuses: Codes;
    strokes: Codes;
    genders: Record<string, string>;
    /** "Women", "Men" from an age, where results.yaml sets them. */
    adultGenders?: { from: number; F: string; M: string } | undefined;
    rounds: Codes;
    pools: Codes;
    /**
     * A drill's technique (KICK…); absent in words written before it, then the stroke's `other`.
     */
    techniques?: Codes | undefined;
  };
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
export const distanceUnit = (course: Course, { pages }: GalaWords) =>
  course.startsWith('SCY') ? pages.yards : pages.metres;

const fiveStrokes = new Set(['FREE', 'BACK', 'BREAST', 'FLY', 'MEDLEY']);

/** "100 m Backstroke", "4 × 50 m Freestyle", "4 × 50 m Medley relay"; a drill, or a race of no
 * stroke of the five, by its technique and the file's own name: "50 m kick (50m Brust Beine)". */
export function raceName(
  race: Race & Pick<GalaEvent, 'technique' | 'styleName'>,
  galaWords: GalaWords,
): string {
  const { words, pages } = galaWords;
  const relay = race.relayCount > 1;
  const values = {
    distance: race.distance,
    unit: distanceUnit(race.course, galaWords),
    stroke: words.strokes[race.stroke] ?? words.strokes.other,
    count: race.relayCount,
  };
  if (race.technique || !fiveStrokes.has(race.stroke)) {
    const { techniques } = words;
    const technique = race.technique
      ? (techniques?.[race.technique] ?? techniques?.other ?? words.strokes.other)
      : '';
    const said = fill(race.styleName ? pages.drillRace : pages.drillRaceUnnamed, {
      ...values,
      technique,
      name: race.styleName ?? '',
    });
    return said.replace(/\s+/g, ' ').trim();
  }
  return fill(
    relay ? (race.stroke === 'MEDLEY' ? pages.medleyRelay : pages.relayRace) : pages.race,
    values,
  );
}

/** A medley relay's legs in order: backstroke, breaststroke, butterfly, freestyle. */
const medleyOrder = ['BACK', 'BREAST', 'FLY', 'FREE'];
/** Leg `i`'s stroke in words, for a medley relay only. */
export const legStroke = (race: Race, i: number, { words }: GalaWords) =>
  race.relayCount > 1 && race.stroke === 'MEDLEY' ? words.strokes[medleyOrder[i % 4]!] : undefined;

/** "Girls", or "Women" where results.yaml has words for adults and every swimmer was one. */
export function genderName(gender: Gender, adults: boolean | undefined, { words }: GalaWords) {
  const grown = adults && gender !== 'X' ? words.adultGenders?.[gender] : undefined;
  return grown ?? words.genders[gender];
}

/** A records table's name: "Women, 45–49"; "Girls, Open (the same for 9 and under)". */
export function tableName(
  table: Pick<ClubRecords['tables'][number], 'gender' | 'adults' | 'ageGroup' | 'sameFor'>,
  words: GalaWords,
) {
  const name = [genderName(table.gender, table.adults, words), table.ageGroup]
    .filter(Boolean)
    .join(', ');
  return table.sameFor?.length
    ? fill(words.pages.sameTable, { table: name, groups: table.sameFor.join(', ') })
    : name;
}

/** "Ann S.", or "Ann S. (11–12)" where another swimmer shows under the same name. */
export const shownName = ({ name, group }: SwimmerRef) => (group ? `${name} (${group})` : name);

/**
 * "1st", "2nd", "3rd", "11th" by the words' endings for one, two, few and other ("1." with one).
 */
export function ordinal(n: number, { pages }: GalaWords) {
  const endings = pages.ordinals.split(/\s+/);
  if (endings.length < 4) return `${n}${endings[0] ?? ''}`;
  const rule = ['one', 'two', 'few', 'other'].indexOf(
    new Intl.PluralRules('en', { type: 'ordinal' }).select(n),
  );
  return `${n}${endings[rule < 0 ? 3 : rule]}`;
}

/** A place out of how many the meet placed in its group: "17th of 42" (alone: "17"). */
export function placeOf(swim: Pick<Swim, 'place' | 'group' | 'of'>, words: GalaWords) {
  if (!swim.place || swim.place < 0) return '';
  const place = ordinal(swim.place, words);
  return swim.of
    ? fill(words.pages.placeOf, { place, of: swim.of })
    : swim.group
      ? place
      : String(swim.place);
}

/**
 * A place, with the meet's age group it was won in where the swim has one: "1st of 9, 45–49 years".
 */
export function placeName(swim: Pick<Swim, 'place' | 'group' | 'of'>, words: GalaWords) {
  if (!swim.place || swim.place < 0) return '';
  return swim.group
    ? fill(words.pages.placeInGroup, { place: placeOf(swim, words), group: swim.group })
    : placeOf(swim, words);
}

/** An event's winning times, in each of its groups our swimmers were placed in: "Won in 28.41". */
export function winnersName(event: Pick<GalaEvent, 'winners'>, words: GalaWords) {
  const { pages } = words;
  return (event.winners ?? [])
    .map(({ group, time }) =>
      fill(group ? pages.winnerInGroup : pages.winner, {
        group: group ?? '',
        time: formatTime(time),
      }),
    )
    .join(' · ');
}

/** A difference in time with its sign: "−1.23" faster, "+0.12" slower. */
export const signedTime = (difference: Hundredths) =>
  `${difference > 0 ? '+' : '−'}${formatTime(Math.abs(difference))}`;

/** "Girls 100 m Backstroke, 11–12 years, final": the round left out where its words are empty. */
export function eventName(event: Omit<GalaEvent, 'swims'>, words: GalaWords): string {
  const { rounds } = words.words;
  const round = rounds[event.round] ?? rounds.other;
  return [
    [genderName(event.gender, event.adults, words), raceName(event, words)]
      .filter(Boolean)
      .join(' '),
    event.ageGroup,
    round,
  ]
    .filter(Boolean)
    .join(', ');
}

/** "Disqualified", "Did not start"; a code the words don't know as `other` ("Did not count"). */
export const statusName = (status: string, { words }: GalaWords) =>
  words.statuses[status] ?? words.statuses.other;

/** "50 m pool". */
export const poolName = (course: Course, { words }: GalaWords) =>
  words.pools[course] ?? words.pools.other;
