// The "which squad?" guide: each squad's ages and what its swimmers can already do, from
// content/join.yaml, turned into a suggestion.
import type { SquadEntry } from '../content/schema/join.js';

/** Every "can already" item of every squad, once each, in pathway order: the guide's tick boxes. */
export const abilities = (squads: SquadEntry[]): string[] => [
  ...new Set(squads.flatMap((s) => s.canAlready)),
];

/**
 * An age still "to be confirmed" rules nobody out: the suggestion then goes by what the swimmer can
 * do.
 */
export const fitsAge = ({ minAge, maxAge }: SquadEntry, age: number): boolean =>
  (typeof minAge !== 'number' || age >= minAge) && (typeof maxAge !== 'number' || age <= maxAge);

/**
 * The furthest squad along the pathway whose ages include `age` and all of whose "can already"
 * items are ticked, or undefined when none fits.
 */
export function suggestSquad(
  squads: SquadEntry[],
  age: number,
  ticked: Set<string>,
): SquadEntry | undefined {
  return squads
    .filter((s) => fitsAge(s, age) && s.canAlready.every((item) => ticked.has(item)))
    .at(-1);
}

/** "8–11", "11 and over", or "to be confirmed" (as the content says) while either age is. */
export const ageRange = ({ minAge, maxAge }: SquadEntry, over: string): string =>
  typeof minAge !== 'number'
    ? minAge
    : typeof maxAge === 'string'
      ? maxAge
      : maxAge === undefined
        ? `${minAge} ${over}`
        : `${minAge}–${maxAge}`;

/** 28 → "£28.00", 1200 → "£1,200.00". By hand, not with Intl.NumberFormat, whose first use
 * costs a phone a long pause while the page wakes up (see club-time.ts). */
export const money = (amount: number): string =>
  `£${amount.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
