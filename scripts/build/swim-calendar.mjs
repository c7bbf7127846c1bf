// A calendar file per swimmer of a gala's day (GalaSchedule), made with ical-generator: each of
// their swims an event at its heat's time, at the pool (its address where the file gives it),
// with an alarm half an hour before. The meet's times are the pool's own clock, written as
// floating times (no time zone), so a phone at the pool shows them as the meet does.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
/** @import { ICalAlarmType } from 'ical-generator' */
/** @import { GalaSchedule, ScheduleSwim } from '../../src/lib/gala-schedule-types.js' */
/** @import { StoredGala } from '../../src/lib/gala-types.js' */

/** @typedef {StoredGala & { schedule: GalaSchedule }} GalaDay a gala with its day's schedule */
/** @typedef {{ summary: string, description: string }} Said a swim in results.yaml's words */

/** Minutes a swim's calendar event lasts: the heat, and a little either side. */
const length = 15;

/**
 * The calendar of one swimmer's swims. `say` puts a swim in the results.yaml words.
 * @param {{ gala: GalaDay, who: number, siteUrl: string, stamp: DateTime, say: (swim:
 * ScheduleSwim) => Said }} args
 */
export function swimmerCalendar({ gala, who, siteUrl, stamp, say }) {
  const { swimmers, sessions, address } = gala.schedule;
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: `${swimmers[who].name}: ${gala.title}`,
    prodId: { company: host, product: 'gala-day', language: 'EN' },
  });
  const location = [gala.venue, address].filter(Boolean).join(', ');
  for (const { date, swims } of sessions)
    for (const swim of swims) {
      if (swim.who !== who || !swim.at || swim.status) continue;
      // The pool's clock as it is: luxon in UTC only carries the numbers, floating drops the zone.
      const start = DateTime.fromISO(`${date}T${swim.at}`, { zone: 'utc' });
      calendar.createEvent({
        id: `${gala.id}-${who}-${swim.number}-${swim.round}@${host}`,
        start,
        end: start.plus({ minutes: length }),
        floating: true,
        stamp,
        location,
        url: new URL(`results/${gala.id}`, siteUrl).href,
        alarms: [{ type: /** @type {ICalAlarmType} */ ('display'), trigger: 30 * 60 }],
        ...say(swim),
      });
    }
  return calendar;
}

/** Writes each day's swimmers' files: `fileFor(galaId, who)` names them (src/lib/schedule.ts).
 * @param {{ galas: StoredGala[], outDir: string, siteUrl: string, builtAt: number, fileFor:
 * (galaId: string, who: number) => string, say: (gala: GalaDay, swim: ScheduleSwim) => Said }}
 * args */
export async function writeSwimCalendars({ galas, outDir, siteUrl, builtAt, fileFor, say }) {
  const stamp = DateTime.fromMillis(builtAt, { zone: 'utc' });
  for (const gala of galas) {
    if (!gala.schedule) continue;
    const day = /** @type {GalaDay} */ (gala); // its schedule just checked
    for (let who = 0; who < day.schedule.swimmers.length; who++) {
      const file = join(outDir, fileFor(day.id, who));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(
        file,
        swimmerCalendar({
          gala: day,
          who,
          siteUrl,
          stamp,
          say: (swim) => say(day, swim),
        }).toString(),
      );
    }
  }
}
