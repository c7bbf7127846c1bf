// What a meet file may say and still be a meet that was swum: a session's date that is a day on
// the calendar and not years ahead (a start list for next month is fine; 2031 is a typo), and a
// swim's time that a swimmer could take. A file that says otherwise stops the build, naming the
// line, so an impossible time never becomes a club record.
import { GalaFileProblem } from './problem.mjs';
import { excerpt } from '../excerpt.mjs';

/** Faster than 5 m (or yards) a second is impossible: the fastest 50 m ever took about 20 s. */
export const fastestPerMetre = 20; // hundredths of a second
/** A race in a pool takes less than 2 hours (the slowest 1500 m takes about one). */
export const slowestPoolSwim = 2 * 60 * 60 * 100;

const day = (/** @type {number | Date} */ time) => new Date(time).toISOString().slice(0, 10);

/**
 * A session's date: year-month-day, a day the calendar has, at most a year after `now`.
 * @param {string | undefined} value @param {number} line @returns {string}
 */
export function sessionDate(value, line, now = Date.now()) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m)
    throw new GalaFileProblem(
      `a session has no date, or one that is not year-month-day ("${excerpt(value ?? '')}")`,
      line,
    );
  const date = /** @type {string} */ (value);
  const calendar = new Date(0);
  calendar.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3])); // 2026-02-30 is 2 March
  if (day(calendar) !== date)
    throw new GalaFileProblem(
      `a session's date, ${date}, is not a day on the calendar: a date is year-month-day, ` +
        'like 2026-10-10, with a month from 01 to 12 and a day that month has',
      line,
    );
  const inAYear = new Date(now);
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  if (date > day(inAYear))
    throw new GalaFileProblem(
      `a session's date, ${date}, is more than a year after today (${day(now)}): is the year ` +
        'a typo? A results file holds the days the meet was swum',
      line,
    );
  return date;
}

/**
 * A swim's time, refused when it is faster than 1 second for every 5 m of the race (`distance`:
 * the whole race, a relay's every leg) or, in a pool, longer than 2 hours.
 * @param {number | undefined} time hundredths
 * @param {string | undefined} written as the file has it
 * @param {{ distance: number, relayCount: number, course: string } | undefined} race
 * @param {number} line
 */
export function checkSwimTime(time, written, race, line) {
  if (time === undefined || !race) return;
  const distance = race.distance * race.relayCount;
  const unit = race.course.startsWith('SCY') ? 'yd' : 'm';
  const swum = `${race.relayCount > 1 ? `${race.relayCount} × ` : ''}${race.distance} ${unit}`;
  const said = `a swim time of ${excerpt(written ?? '')} for ${swum} is impossible`;
  if (time < distance * fastestPerMetre)
    throw new GalaFileProblem(
      `${said}: no one swims faster than 1 second for every 5 m (the site's rule); check the ` +
        'time in the file',
      line,
    );
  if (race.course !== 'OPEN' && time > slowestPoolSwim)
    throw new GalaFileProblem(
      `${said}: no race in a pool takes over 2 hours (the site's rule); check the time in the file`,
      line,
    );
}
