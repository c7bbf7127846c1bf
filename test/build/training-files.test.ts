// Each squad's training calendar as scripts/build/training-calendar.mjs makes it from the
// fixture timetable (autumn term 2030, October holiday, Gold's gala day on a Saturday), read back
// and expanded by a real iCalendar parser (ical.js), through the file's own VTIMEZONE.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import ICAL from 'ical.js';
import type { Notice } from '../../src/content/schema/notices.js';
import { squadSlug } from '../../src/lib/training.js';
import { fixture } from '../helpers/fixtures.js';

type Payload = { set: string; builtAt: number; notices?: Notice[] };
const files = (payload: Partial<Payload> = {}) =>
  executeServerCommand<Record<string, string>, Payload>('training-files', { set: 'busy', builtAt: Date.parse('2030-02-01T12:00:00Z'), ...payload });
const { training } = await fixture('busy', 'training');
const calendars = await files();

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

/** Every start of a repeating event, in UTC, EXDATEs left out. */
function starts(event: ICAL.Event): string[] {
  const found: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && found.length < 100; next = iterator.next()) found.push(next.toJSDate().toISOString());
  return found;
}

const gold = read(calendars['gold.ics']!);
const goldAt = (start: string, day = 'TU') => gold.events.find((e) => e.startDate.toString().includes(start) && String(e.component.getFirstPropertyValue('rrule')).includes(day))!;

describe('training calendars', () => {
  it('has one file per squad, each with the Europe/London time zone', () => {
    expect(Object.keys(calendars).sort()).to.deep.equal(training.squads.map((s) => `${squadSlug(s.squad)}.ics`).sort());
    for (const text of Object.values(calendars)) expect(read(text).zones).to.deep.equal(['Europe/London']);
  });

  it('repeats a session weekly for the term, at the same Scottish time after the October clock change', () => {
    const tuesdays = starts(goldAt('T18:00'));
    expect(tuesdays).to.include('2030-10-22T17:00:00.000Z'); // 18:00 summer time
    expect(tuesdays).to.include('2030-10-29T18:00:00.000Z'); // 18:00 winter time, after 27 October
    expect(tuesdays[0]).to.equal('2030-08-20T17:00:00.000Z');
    expect(tuesdays.at(-1)).to.equal('2030-12-17T18:00:00.000Z');
    expect(tuesdays).to.have.length(18 - 1); // 18 Tuesdays in the term, one in the October holiday
  });

  it('leaves out the breaks, only for the squads they name', () => {
    expect(starts(goldAt('T18:00'))).to.not.include('2030-10-15T17:00:00.000Z');
    expect(starts(goldAt('T07:00', 'SA'))).to.not.include('2030-11-30T07:00:00.000Z');
    const silver = read(calendars['silver.ics']!).events.find((e) => String(e.component.getFirstPropertyValue('rrule')).includes('SA'))!;
    expect(starts(silver)).to.include('2030-11-30T09:00:00.000Z');
  });

  it('lists only dates inside the term as exceptions', () => {
    for (const event of gold.events) {
      const term = training.terms.find((t) => event.startDate.toString().slice(0, 10) >= t.from && event.startDate.toString().slice(0, 10) <= t.to)!;
      for (const exdate of event.component.getAllProperties('exdate').flatMap((p) => p.getValues())) {
        const day = exdate.toString().slice(0, 10);
        expect(day >= term.from && day <= term.to, day).to.equal(true);
      }
    }
  });

  it('starts each term afresh', () => {
    const spring = goldAt('2031-01-07T18:00');
    expect(starts(spring)[0]).to.equal('2031-01-07T18:00:00.000Z');
  });

  it('leaves out a session that a notice calls off', async () => {
    const notice: Notice = { message: 'Off', from: '2030-10-01T08:00:00Z', until: '2030-10-08T20:00:00Z', cancels: { date: '2030-10-08', squads: ['Gold'] } };
    const [event] = read((await files({ notices: [notice] }))['gold.ics']!).events;
    expect(starts(event!)).to.not.include('2030-10-08T17:00:00.000Z');
    expect(starts(goldAt('T18:00'))).to.include('2030-10-08T17:00:00.000Z');
  });

  it('gives every session its own UID, the same in every build', async () => {
    const uids = (texts: Record<string, string>) => Object.values(texts).flatMap((t) => read(t).events.map((e) => e.uid));
    const later = await files({ builtAt: Date.parse('2030-06-01T12:00:00Z') });
    expect(uids(later)).to.deep.equal(uids(calendars));
    expect(new Set(uids(calendars)).size).to.equal(uids(calendars).length);
  });
});
