// The club calendar and each event's calendar file, as scripts/build/ makes them from the fixture
// events, read back by a real iCalendar parser (ical.js).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ICAL from 'ical.js';
import { fixtureContent, whatsOnFiles } from '../helpers/fixture-content.js';

const { content, modules } = await fixtureContent('busy');
const { events } = modules.events;

const files = await whatsOnFiles(content);
const none = await whatsOnFiles((await fixtureContent('empty')).content);

/** Every VEVENT in a calendar, its times resolved through the calendar's own VTIMEZONE. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    components: calendar.getAllSubcomponents().map((c) => c.name),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        allDay: event.startDate.isDate,
        startDate: event.startDate.toString(),
        endDate: event.endDate.toString(),
        stamp: component.getFirstPropertyValue('dtstamp')!.toString(),
        location: event.location,
      };
    }),
  };
}

const club = readCalendar(files.calendar);
const byTitle = (title: string) => club.events.filter((e) => e.summary === title);

describe('the club calendar', () => {
  it('has every event, with the Europe/London time zone', () => {
    assert.deepEqual(club.zones, ['Europe/London']);
    assert.deepEqual(
      new Set(club.events.map((e) => e.summary)),
      new Set(events.map((e) => e.title)),
    );
  });

  it('puts an event in summer time an hour before its clock time in UTC', () => {
    const [summer] = byTitle('Summer gala');
    assert.equal(summer!.start, '2030-07-06T08:00:00.000Z');
    assert.equal(summer!.end, '2030-07-06T16:00:00.000Z');
  });

  it('puts an event in winter time at its clock time in UTC', () => {
    const [winter] = byTitle('Winter gala');
    assert.equal(winter!.start, '2030-01-12T10:00:00.000Z');
    assert.equal(winter!.end, '2030-01-12T12:00:00.000Z');
  });

  it('keeps each day of an event across the clock change at 09:00 Scottish time', () => {
    assert.deepEqual(
      byTitle('Clock change meet').map((e) => e.start),
      ['2030-03-30T09:00:00.000Z', '2030-03-31T08:00:00.000Z'],
    );
  });

  it('writes an all-day event as dates, ending the day after its last day', () => {
    const [allDay] = byTitle('Sponsored swim');
    assert.equal(allDay!.allDay, true);
    assert.deepEqual([allDay!.startDate, allDay!.endDate], ['2030-02-01', '2030-02-02']);
  });

  it("gives every event a UID from its id and the site's host, and a DTSTAMP in UTC", () => {
    const uids = club.events.map((e) => e.uid);
    assert.equal(new Set(uids).size, uids.length);
    for (const event of events)
      assert.equal(
        uids.some(
          (uid) => uid.startsWith(event.id) && uid.endsWith(`@${new URL(files.siteUrl).host}`),
        ),
        true,
      );
    for (const event of club.events) assert.match(event.stamp, /Z$/);
  });

  it('gives each event a file of its own with the same UIDs and times', () => {
    for (const event of events) {
      const single = readCalendar(files.single[`${event.id}.ics`]!);
      assert.deepEqual(single.zones, ['Europe/London']);
      assert.deepEqual(
        single.events.map((e) => [e.uid, e.start]),
        byTitle(event.title).map((e) => [e.uid, e.start]),
      );
    }
  });
});

describe('the venues in calendar entries', () => {
  it("gives each event's place, with its address when venues.yaml has one, as its LOCATION", () => {
    const venues = content.venues!;
    const addressOf = (place: string) => venues.find((v) => v.name === place)?.address;
    for (const event of events) {
      const address = addressOf(event.place);
      for (const entry of byTitle(event.title))
        assert.equal(entry.location, address ? `${event.place}, ${address}` : event.place);
    }
    assert.ok(
      events.some((e) => addressOf(e.place)) && events.some((e) => !addressOf(e.place)),
      'the fixture has places with and without an address',
    );
  });
});

describe('with no events and no posts', () => {
  it('writes a valid club calendar with no events and the time zone its one component', () => {
    const calendar = readCalendar(none.calendar);
    assert.deepEqual(calendar.events, []);
    assert.deepEqual(calendar.components, ['vtimezone']);
    assert.deepEqual(calendar.zones, ['Europe/London']);
  });
});
