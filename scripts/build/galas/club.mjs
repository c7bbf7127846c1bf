// Which club in a meet file is ours: results.yaml's `club:` is the club's exact name as meet
// files spell it, or its code when that code names one club only (codes are not unique: one
// file has five clubs under one code).
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../excerpt.mjs';

/** @typedef {import('./meet-types.js').Meet['clubs']} Clubs */

const listed = (/** @type {Clubs} */ clubs) =>
  clubs
    .map((c) => `${excerpt(c.name.trim()) || '(no name)'} (${excerpt(c.code.trim()) || 'no code'})`)
    .join('; ');

/** @param {Clubs} clubs @param {string} wanted @returns {number[]} the indexes of our club's
 * entries (a club can be listed more than once under the same name, for instance once per
 * team) */
export function findClub(clubs, wanted) {
  // A club's own gala: one club, with neither name nor code (one writer leaves them out).
  if (clubs.length === 1 && !clubs[0].name.trim() && !clubs[0].code.trim()) return [0];
  const want = String(wanted).trim();
  const named = clubs.flatMap((c, i) => (c.name.trim() === want ? [i] : []));
  if (named.length) return named;
  const coded = clubs.flatMap((c, i) => (c.code.trim() === want ? [i] : []));
  if (coded.length && new Set(coded.map((i) => clubs[i].name.trim())).size === 1) return coded;
  if (coded.length > 1) {
    throw new GalaFileProblem(
      `the code "${excerpt(want)}" (results.yaml, club) belongs to ${coded.length} clubs in ` +
        `this file: ${listed(coded.map((i) => clubs[i]))}. Write the club's exact name in ` +
        'results.yaml instead',
    );
  }
  const lower = want.toLowerCase();
  const close = clubs.filter(
    (c) => c.name.trim().toLowerCase() === lower || c.code.trim().toLowerCase() === lower,
  );
  const hint = close.length
    ? ` Did you mean ${listed(close)}? The name must be spelt exactly as the file has it.`
    : '';
  throw new GalaFileProblem(
    `the club "${excerpt(want)}" (results.yaml, club) is not in this file.${hint} It holds ` +
      `${clubs.length} club${clubs.length === 1 ? '' : 's'}: ${listed(clubs)}`,
  );
}
