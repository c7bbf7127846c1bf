// The "which squad?" guide: each squad's ages and what its swimmers can already do, from
// content/join.yaml, turned into a suggestion.
import type { SquadEntry } from '../content/schema/join.js';

/** Every "can already" item of every squad, once each, in pathway order: the guide's tick boxes. */
export const abilities = (squads: SquadEntry[]): string[] => [...new Set(squads.flatMap((s) => s.canAlready))];

export const fitsAge = (squad: SquadEntry, age: number): boolean => age >= squad.minAge && (squad.maxAge === undefined || age <= squad.maxAge);

/**
 * The furthest squad along the pathway whose ages include `age` and all of whose "can already"
 * items are ticked, or undefined when none fits.
 */
export function suggestSquad(squads: SquadEntry[], age: number, ticked: Set<string>): SquadEntry | undefined {
  return squads.filter((s) => fitsAge(s, age) && s.canAlready.every((item) => ticked.has(item))).at(-1);
}

/** "8–11" or "11 and over". */
export const ageRange = (squad: SquadEntry, over: string): string =>
  squad.maxAge === undefined ? `${squad.minAge} ${over}` : `${squad.minAge}–${squad.maxAge}`;

/** 28 → "£28.00", 1200 → "£1,200.00". By hand, not with Intl.NumberFormat, whose first use
 * costs a phone a long pause while the page wakes up (see club-time.ts). */
export const money = (amount: number): string => `£${amount.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
