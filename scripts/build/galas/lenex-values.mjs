// The values a Lenex file's attributes hold, as the site uses them: numbers, a race's whole
// numbers, pool lengths, times of day and entry times. One the site cannot read stops with a
// GalaFileProblem where it matters, and is left out where it is extra.
import { courses, isCourse, swimTime } from './codes.mjs';
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../excerpt.mjs';
/** @import { Course } from '../../../src/lib/swim-types.js' */

// A number the file gives, or undefined where it gives none, or none that is a number.
export const number = (/** @type {string | undefined} */ value) => {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** A race's distance (metres or yards) or number of swimmers: a whole number the pages can show.
 * @param {string | undefined} value @param {string} what @param {number} most @param {number} line
 * */
export function whole(value, what, most, line) {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value) && Number(value) <= most) return Number(value);
  throw new GalaFileProblem(
    `"${excerpt(value)}" is not a race's ${what} (a whole number, ${most} at most)`,
    line,
  );
}

/** @param {string | undefined} value @param {number} line @returns {Course | undefined} */
export function course(value, line) {
  const code = value?.trim().toUpperCase();
  if (code === undefined || code === '') return undefined;
  if (!isCourse(code))
    throw new GalaFileProblem(
      `"${excerpt(value ?? '')}" is not a pool length Lenex knows ` +
        `(course should be one of ${[...courses].join(', ')})`,
      line,
    );
  return code;
}

// A time of day the file gives ("09:30", "9:30:00") as "09:30", or none: a schedule's extra.
export const clock = (/** @type {string | undefined} */ value) => {
  const m = /^\s*(\d{1,2}):(\d{2})/.exec(value ?? '');
  return m && Number(m[1]) < 24 && Number(m[2]) < 60
    ? `${m[1].padStart(2, '0')}:${m[2]}`
    : undefined;
};

// An entry time is extra: one the site cannot read is left out rather than stopping the build.
export function swimTimeOrNone(/** @type {string} */ value) {
  try {
    return swimTime(value, undefined);
  } catch {
    return undefined;
  }
}
