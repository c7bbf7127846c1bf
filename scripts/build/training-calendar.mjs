// Each squad's training as a calendar to subscribe to, training/<squad>.ics, made with the same
// library and settings as the club calendar (calendar.mjs): one weekly-repeating VEVENT per session
// and term, in Europe/London time with its VTIMEZONE, repeating until the term's last day, with the
// breaks that fall on it, and the days notices call off, as EXDATEs. A UID is made from the squad,
// term, day and start time, so it stays the same from build to build and calendar apps update in
// place.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DateTime } from 'luxon';
import { calendarText, locationOf, newCalendar } from './calendar.mjs';
/** @import { ICalCalendar, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator' */
/** @import { Notices } from '../../src/content/schema/notices.js' */
/** @import { Site } from '../../src/content/schema/site.js' */
/** @import { Training, Weekday } from '../../src/content/schema/training.js' */
/** @import { Venues } from '../../src/content/schema/venues.js' */
/** @typedef {typeof import('../../src/lib/training.js')} Lib the built src/lib/training.js */
/**
 * @typedef {{ host: string, siteUrl: string, stamp: DateTime, lib: Lib, cancelled:
 * NonNullable<Notices[number]['cancels']>[], venues: Venues }} Options
 */

const zone = 'Europe/London';
const icalDays = /** @type {Record<Weekday, ICalWeekday>} */ ({
  Monday: 'MO',
  Tuesday: 'TU',
  Wednesday: 'WE',
  Thursday: 'TH',
  Friday: 'FR',
  Saturday: 'SA',
  Sunday: 'SU',
});

/** Every date from `from` to `to` that falls on `day`.
 * @param {Weekday} day @param {string} from @param {string} to @param {Lib} lib */
function datesOn(day, from, to, lib) {
  const dates = [];
  for (let d = from; d <= to; d = lib.addDays(d, 1)) if (lib.weekdayOf(d) === day) dates.push(d);
  return dates;
}

/** The spans training runs in: the terms, or for a club that trains all year, the year from the
 * build's day (each build moves it on; the UID stays, so calendar apps update in place).
 * @param {Training} training @param {DateTime} stamp @param {Lib} lib
 * @returns {{ from: string, to: string, id?: string }[]}
 */
function spansOf(training, stamp, lib) {
  if (training.terms !== 'all year') return training.terms;
  const from = /** @type {string} */ (stamp.setZone(zone).toISODate());
  return [{ from, to: lib.addDays(from, 365), id: 'all-year' }];
}

/** @param {ICalCalendar} calendar @param {Training} training
 * @param {Training['squads'][number]} squad @param {Options} options */
function addSessions(calendar, training, squad, { host, siteUrl, stamp, lib, cancelled, venues }) {
  const at = (/** @type {string} */ date, /** @type {string} */ time) =>
    DateTime.fromISO(`${date}T${time}`, { zone });
  for (const term of spansOf(training, stamp, lib)) {
    for (const session of squad.sessions) {
      const dates = datesOn(session.day, term.from, term.to, lib);
      if (!dates.length) continue;
      const off = dates.filter(
        (d) =>
          lib.breakOn(training, squad.squad, d) ||
          cancelled.some((c) => c.date === d && (!c.squads || c.squads.includes(squad.squad))),
      );
      calendar.createEvent({
        id:
          `training-${lib.squadSlug(squad.squad)}-${term.id ?? term.from}-` +
          `${icalDays[session.day].toLowerCase()}-${session.start.replace(':', '')}@${host}`,
        summary: `${squad.squad}: ${training.labels.kinds[session.kind]}`,
        location: locationOf(venues, session.pool),
        url: new URL(`${lib.trainingPath.slice(1)}#${lib.squadAnchor(squad.squad)}`, siteUrl).href,
        stamp,
        timezone: zone,
        start: at(dates[0], session.start),
        end: at(dates[0], session.end),
        repeating: {
          freq: /** @type {ICalEventRepeatingFreq} */ ('WEEKLY'),
          byDay: [icalDays[session.day]],
          until: at(/** @type {string} */ (dates.at(-1)), session.end),
          ...(off.length ? { exclude: off.map((d) => at(d, session.start)) } : {}),
        },
      });
    }
  }
}

/**
 * Writes training/<squad>.ics for every squad in the timetable; `lib` is the built
 * src/lib/training.js.
 * @param {{ training?: Training, notices?: Notices, venues?: Venues, site: Pick<Site,
 * 'shortName'>, siteUrl: string,
 * builtAt: number, outDir: string, lib: Lib }} args
 */
export async function writeTrainingCalendars({
  training,
  notices = [],
  venues,
  site,
  siteUrl,
  builtAt,
  outDir,
  lib,
}) {
  const cancelled = notices.flatMap((n) => (n.cancels ? [n.cancels] : []));
  /** @type {Options} */
  const options = {
    host: new URL(siteUrl).host,
    siteUrl,
    stamp: DateTime.fromMillis(builtAt, { zone: 'utc' }),
    lib,
    cancelled,
    venues: venues ?? [],
  };
  if (!training) return; // no timetable, no calendars
  for (const squad of training.squads) {
    const calendar = newCalendar(
      `${squad.squad}: ${training.heading} (${site.shortName})`,
      siteUrl,
    );
    calendar.url(new URL(lib.trainingPath.slice(1), siteUrl).href);
    addSessions(calendar, training, squad, options);
    const file = join(outDir, lib.trainingCalendarFile(squad.squad));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, calendarText(calendar));
  }
}
