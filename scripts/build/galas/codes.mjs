// The codes of Lenex 3.0 the site reads, and how a swim time is written.
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../excerpt.mjs';

/** @import { Course, Stroke } from '../../../src/lib/swim-types.js' */

/** Pools: 25 m, 50 m, 25 yd, and the odd lengths (16, 20, 33⅓ m; 20, 27, 33⅓, 36⅔ yd) and
 * open water, each its own list of times. */
export const courses = new Set([
  'SCM',
  'LCM',
  'SCY',
  'SCM16',
  'SCM20',
  'SCM33',
  'SCY20',
  'SCY27',
  'SCY33',
  'SCY36',
  'OPEN',
]);
/** Every stroke Lenex names; only the first five are raced for PBs and records. */
export const strokes = new Set([
  'FREE',
  'BACK',
  'BREAST',
  'FLY',
  'MEDLEY',
  'UNKNOWN',
  'APNEA',
  'BIFINS',
  'IMMERSION',
  'IMRELAY',
  'SURFACE',
]);
/** @returns {code is Course} */
export const isCourse = (/** @type {string | undefined} */ code) =>
  code !== undefined && courses.has(code);
/** @returns {code is Stroke} */
export const isStroke = (/** @type {string | undefined} */ code) =>
  code !== undefined && strokes.has(code);
export const racedStrokes = new Set(['FREE', 'BACK', 'BREAST', 'FLY', 'MEDLEY']);
/**
 * Rounds whose swims count; TIMETRIAL and codes writers add (EXTRAHEATS) are shown, never counted.
 */
export const racedRounds = new Set(['TIM', 'FHT', 'FIN', 'SEM', 'QUA', 'PRE', 'SOP', 'SOS', 'SOQ']);

/**
 * A Lenex swim time (HH:MM:SS.hh) in hundredths of a second; undefined for "no time" (NT, an
 * empty value, or all zeros).
 * @param {string | undefined} value @param {number | undefined} line
 */
export function swimTime(value, line) {
  if (value === undefined || value === '' || value === 'NT') return undefined;
  const m = /^(\d{1,2}):([0-5]\d):([0-5]\d)\.(\d\d)$/.exec(value.trim());
  if (!m)
    throw new GalaFileProblem(
      `"${excerpt(value)}" is not a swim time as Lenex writes one ` +
        '(hours:minutes:seconds.hundredths, like 00:01:05.32)',
      line,
    );
  const hundredths = ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 100 + Number(m[4]);
  return hundredths || undefined;
}
