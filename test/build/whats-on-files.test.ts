// The club calendar, each event's calendar file and the news feed, as scripts/build/ makes them
// from the fixture events and posts, read back by a real iCalendar parser (ical.js) and the
// browser's XML parser.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import ICAL from 'ical.js';
import { fixture } from '../helpers/fixtures.js';

type Files = { siteUrl: string; calendar: string; single: Record<string, string>; feed: string };
const files = await executeServerCommand<Files, { set: string }>('whats-on-files', { set: 'busy' });
const { events } = await fixture('busy', 'events');
const { news } = await fixture('busy', 'news');

/** Every VEVENT in a calendar, its times resolved through the calendar's own VTIMEZONE. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
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
      };
    }),
  };
}

const club = readCalendar(files.calendar);
const byTitle = (title: string) => club.events.filter((e) => e.summary === title);

describe('the club calendar', () => {
  it('has every event, with the Europe/London time zone', () => {
    expect(club.zones).to.deep.equal(['Europe/London']);
    expect(new Set(club.events.map((e) => e.summary))).to.deep.equal(new Set(events.map((e) => e.title)));
  });

  it('puts an event in summer time an hour before its clock time in UTC', () => {
    const [summer] = byTitle('Summer gala');
    expect(summer!.start).to.equal('2030-07-06T08:00:00.000Z');
    expect(summer!.end).to.equal('2030-07-06T16:00:00.000Z');
  });

  it('puts an event in winter time at its clock time in UTC', () => {
    const [winter] = byTitle('Winter gala');
    expect(winter!.start).to.equal('2030-01-12T10:00:00.000Z');
    expect(winter!.end).to.equal('2030-01-12T12:00:00.000Z');
  });

  it('keeps each day of an event across the clock change at 09:00 Scottish time', () => {
    expect(byTitle('Clock change meet').map((e) => e.start)).to.deep.equal(['2030-03-30T09:00:00.000Z', '2030-03-31T08:00:00.000Z']);
  });

  it('writes an all-day event as dates, ending the day after its last day', () => {
    const [allDay] = byTitle('Sponsored swim');
    expect(allDay!.allDay).to.equal(true);
    expect([allDay!.startDate, allDay!.endDate]).to.deep.equal(['2030-02-01', '2030-02-02']);
  });

  it("gives every event a UID of its own, made from its id and the site's host, and a DTSTAMP in UTC", () => {
    const uids = club.events.map((e) => e.uid);
    expect(new Set(uids).size).to.equal(uids.length);
    for (const event of events) expect(uids.some((uid) => uid.startsWith(event.id) && uid.endsWith(`@${new URL(files.siteUrl).host}`))).to.equal(true);
    for (const event of club.events) expect(event.stamp).to.match(/Z$/);
  });

  it('gives each event a file of its own with the same UIDs and times', () => {
    for (const event of events) {
      const single = readCalendar(files.single[`${event.id}.ics`]!);
      expect(single.zones).to.deep.equal(['Europe/London']);
      expect(single.events.map((e) => [e.uid, e.start])).to.deep.equal(byTitle(event.title).map((e) => [e.uid, e.start]));
    }
  });
});

describe('the news feed', () => {
  const feed = new DOMParser().parseFromString(files.feed, 'application/xml');
  const atom = 'http://www.w3.org/2005/Atom';
  const entries = [...feed.getElementsByTagNameNS(atom, 'entry')];
  const child = (el: Element, name: string) => el.getElementsByTagNameNS(atom, name)[0]!;

  it('is well-formed Atom with its own address, a title and an updated date', () => {
    expect(feed.getElementsByTagName('parsererror')).to.have.length(0);
    expect(feed.documentElement.namespaceURI).to.equal(atom);
    expect(child(feed.documentElement, 'id').textContent).to.equal(new URL('feed.xml', files.siteUrl).href);
    expect(Date.parse(child(feed.documentElement, 'updated').textContent!)).to.not.be.NaN;
  });

  it('has every post newest first, each with an absolute link to its page as its id, and its date as updated', () => {
    const newestFirst = [...news].sort((a, b) => b.date.localeCompare(a.date));
    expect(entries.map((e) => child(e, 'title').textContent)).to.deep.equal(newestFirst.map((p) => p.title));
    entries.forEach((entry, i) => {
      const address = new URL(`news/${newestFirst[i]!.slug}`, files.siteUrl).href;
      expect(child(entry, 'id').textContent).to.equal(address);
      expect(child(entry, 'link').getAttribute('href')).to.equal(address);
      expect(child(entry, 'updated').textContent).to.match(new RegExp(`^${newestFirst[i]!.date}T`));
    });
  });
});
