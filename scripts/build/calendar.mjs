// The club calendar as iCalendar files, made with ical-generator: calendar.ics (every event,
// for subscribing: webcal://…/calendar.ics) and calendar/<event id>.ics (one event, for
// "Add to calendar"). Times are Scottish local time with the Europe/London VTIMEZONE, so an
// event stays at the right time across the clock change. Each event's UID is its id and the
// site's host, so it never changes and subscribers' calendars update the event in place.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
/** @import { ICalCalendar } from 'ical-generator' */
/** @import { ClubEvent, Events } from '../../src/content/schema/events.js' */
/** @import { Site } from '../../src/content/schema/site.js' */
/** @import { Venues } from '../../src/content/schema/venues.js' */

const zone = 'Europe/London';

// The VTIMEZONE text, made once rather than for each of the events' own files.
/** @type {Map<string, string | null>} */
const zones = new Map();
/** @param {string} name a zone the library has (Europe/London) */
const vtimezone = (name) =>
  /** @type {string} */ (zones.get(name) ?? zones.set(name, getVtimezoneComponent(name)).get(name));

/** Every day the event runs, from its first to its last. @param {ClubEvent} event */
function daysOf(event) {
  /** @type {string[]} */
  const days = [];
  for (
    let d = DateTime.fromISO(event.firstDay);
    /** @type {string} */ (d.toISODate()) <= event.lastDay;
    d = d.plus({ days: 1 })
  )
    days.push(/** @type {string} */ (d.toISODate()));
  return days;
}

/** LOCATION: the venue's name, and its address when venues.yaml gives one.
 * @param {Venues} venues @param {string} name */
export function locationOf(venues, name) {
  const address = venues.find((venue) => venue.name === name)?.address;
  return address ? `${name}, ${address}` : name;
}

/**
 * One VEVENT for an all-day event (its whole span), one per day for a timed event over several
 * days.
 * @param {ICalCalendar} calendar @param {ClubEvent} event
 * @param {{ host: string, siteUrl: string, stamp: DateTime, venues: Venues }} options
 */
function addEvent(calendar, event, { host, siteUrl, stamp, venues }) {
  const common = {
    summary: event.title,
    location: locationOf(venues, event.place),
    description: event.description,
    url: event.link
      ? new URL(event.link, siteUrl).href
      : new URL(`events#event-${event.id}`, siteUrl).href,
    stamp,
    timezone: zone,
  };
  if (!event.start) {
    const start = DateTime.fromISO(event.firstDay, { zone });
    const end = DateTime.fromISO(event.lastDay, { zone }).plus({ days: 1 });
    calendar.createEvent({ ...common, id: `${event.id}@${host}`, start, end, allDay: true });
    return;
  }
  const days = daysOf(event);
  for (const day of days) {
    calendar.createEvent({
      ...common,
      id: days.length > 1 ? `${event.id}-${day}@${host}` : `${event.id}@${host}`,
      start: DateTime.fromISO(`${day}T${event.start}`, { zone }),
      end: DateTime.fromISO(`${day}T${event.end}`, { zone }),
    });
  }
}

/** @param {string} name @param {string} siteUrl */
export function newCalendar(name, siteUrl) {
  return ical({
    name,
    prodId: { company: new URL(siteUrl).host, product: 'club-calendar', language: 'EN' },
    // Each event names its time zone; the calendar names none, so DTSTAMP stays in UTC as
    // RFC 5545 asks (with a calendar time zone, ical-generator writes it as local time).
    timezone: { name: null, generator: vtimezone },
    url: new URL('events', siteUrl).href,
    // Calendar apps that honour it check for new events twice a day.
    ttl: 12 * 60 * 60,
  });
}

/** The calendar's text. RFC 5545 asks for at least one component: a calendar with no events
 * (yet) carries its time zone alone, and calendar apps still subscribe to it.
 * @param {ICalCalendar} calendar */
export function calendarText(calendar) {
  const text = calendar.toString();
  return calendar.length()
    ? text
    : text.replace('END:VCALENDAR', `${vtimezone(zone).replace(/\r?\n/g, '\r\n')}END:VCALENDAR`);
}

/** Writes the calendars into outDir; `files` names the paths (src/lib/whats-on-paths.ts).
 * @param {{ events: Events, venues?: Venues, site: Pick<Site, 'name' | 'shortName'>, siteUrl:
 * string, builtAt: number,
 * outDir: string, files: typeof import('../../src/lib/whats-on-paths.js') }} args */
export async function writeCalendars({ events, venues, site, siteUrl, builtAt, outDir, files }) {
  const options = {
    host: new URL(siteUrl).host,
    siteUrl,
    stamp: DateTime.fromMillis(builtAt, { zone: 'utc' }),
    venues: venues ?? [],
  };
  const club = newCalendar(site.name, siteUrl);
  await mkdir(join(outDir, 'calendar'), { recursive: true });
  const writes = events.map((event) => {
    addEvent(club, event, options);
    const single = newCalendar(`${event.title} (${site.shortName})`, siteUrl);
    addEvent(single, event, options);
    return writeFile(join(outDir, files.calendarFileFor(event.id)), single.toString());
  });
  await Promise.all(writes);
  await writeFile(join(outDir, files.clubCalendarFile), calendarText(club));
}
