// Each squad's training calendar as scripts/build/training-calendar.mjs makes it from the
// fixture timetable (autumn term 2030, October holiday, Gold's gala day on a Saturday), read back
// and expanded by a real iCalendar parser (ical.js), through the file's own VTIMEZONE.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ICAL from 'ical.js';
import { writeTrainingCalendars } from '../../scripts/build/training-calendar.mjs';
import type { Notice } from '../../src/content/schema/notices.js';
import * as lib from '../../src/lib/training.js';
import { squadSlug, termsOf } from '../../src/lib/training.js';
import { fixtureContent, testSite, testSiteUrl } from '../helpers/fixture-content.js';

const { content, modules } = await fixtureContent('busy');
const { training } = modules.training;

/** Each squad's calendar file, as text by file name, made from the fixture timetable. */
async function files({
  builtAt = Date.parse('2030-02-01T12:00:00Z'),
  notices = [] as Notice[],
} = {}) {
  const outDir = await mkdtemp(join('.cache', 'training-files-'));
  // notices as never[]: TypeScript reads the step's default, notices = [], as never[].
  await writeTrainingCalendars({
    training: content.training,
    notices: notices as never[],
    venues: content.venues,
    site: testSite,
    siteUrl: testSiteUrl,
    builtAt,
    outDir,
    lib,
  });
  const texts: Record<string, string> = {};
  for (const name of await readdir(join(outDir, 'training')))
    texts[name] = await readFile(join(outDir, 'training', name), 'utf8');
  await rm(outDir, { recursive: true });
  return texts;
}
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
  for (let next = iterator.next(); next && found.length < 100; next = iterator.next())
    found.push(next.toJSDate().toISOString());
  return found;
}

const gold = read(calendars['gold.ics']!);
const goldAt = (start: string, day = 'TU') =>
  gold.events.find(
    (e) =>
      e.startDate.toString().includes(start) &&
      String(e.component.getFirstPropertyValue('rrule')).includes(day),
  )!;

describe('training calendars', () => {
  it('has one file per squad, each with the Europe/London time zone', () => {
    assert.deepEqual(
      Object.keys(calendars).sort(),
      training.squads.map((s) => `${squadSlug(s.squad)}.ics`).sort(),
    );
    for (const text of Object.values(calendars))
      assert.deepEqual(read(text).zones, ['Europe/London']);
  });

  it("gives each session's pool, with its address if venues.yaml has one, as its LOCATION", () => {
    const sessions = training.squads.find((s) => s.squad === 'Gold')!.sessions;
    const venues = content.venues!;
    const expected = sessions.map((s) => ({
      pool: s.pool,
      address: venues.find((v) => v.name === s.pool)?.address,
    }));
    assert.ok(
      expected.some((e) => e.address) && expected.some((e) => !e.address),
      'the fixture has pools with and without an address',
    );
    const locations = new Set(gold.events.map((e) => e.location));
    assert.deepEqual(
      locations,
      new Set(expected.map((e) => (e.address ? `${e.pool}, ${e.address}` : e.pool))),
    );
  });

  it('repeats a session weekly for the term, at the same Scottish time after October', () => {
    const tuesdays = starts(goldAt('T18:00'));
    // 18:00 summer time.
    assert.ok(tuesdays.includes('2030-10-22T17:00:00.000Z'), '2030-10-22T17:00:00.000Z');
    // 18:00 winter time, after 27 October.
    assert.ok(tuesdays.includes('2030-10-29T18:00:00.000Z'), '2030-10-29T18:00:00.000Z');
    assert.equal(tuesdays[0], '2030-08-20T17:00:00.000Z');
    assert.equal(tuesdays.at(-1), '2030-12-17T18:00:00.000Z');
    assert.equal(tuesdays.length, 18 - 1); // 18 Tuesdays in the term, one in the October holiday
  });

  it('leaves out the breaks, only for the squads they name', () => {
    assert.ok(
      !starts(goldAt('T18:00')).includes('2030-10-15T17:00:00.000Z'),
      '2030-10-15T17:00:00.000Z',
    );
    assert.ok(
      !starts(goldAt('T07:00', 'SA')).includes('2030-11-30T07:00:00.000Z'),
      '2030-11-30T07:00:00.000Z',
    );
    const silver = read(calendars['silver.ics']!).events.find((e) =>
      String(e.component.getFirstPropertyValue('rrule')).includes('SA'),
    )!;
    assert.ok(starts(silver).includes('2030-11-30T09:00:00.000Z'), '2030-11-30T09:00:00.000Z');
  });

  it('lists only dates inside the term as exceptions', () => {
    for (const event of gold.events) {
      const term = termsOf(training).find(
        (t) =>
          event.startDate.toString().slice(0, 10) >= t.from &&
          event.startDate.toString().slice(0, 10) <= t.to,
      )!;
      for (const exdate of event.component
        .getAllProperties('exdate')
        .flatMap((p) => p.getValues())) {
        const day = exdate.toString().slice(0, 10);
        assert.ok(day >= term.from && day <= term.to, day);
      }
    }
  });

  it('starts each term afresh', () => {
    const spring = goldAt('2031-01-07T18:00');
    assert.equal(starts(spring)[0], '2031-01-07T18:00:00.000Z');
  });

  it('leaves out a session that a notice calls off', async () => {
    const notice: Notice = {
      message: 'Off',
      from: '2030-10-01T08:00:00Z',
      until: '2030-10-08T20:00:00Z',
      cancels: { date: '2030-10-08', squads: ['Gold'] },
    };
    const [event] = read((await files({ notices: [notice] }))['gold.ics']!).events;
    assert.ok(!starts(event!).includes('2030-10-08T17:00:00.000Z'), '2030-10-08T17:00:00.000Z');
    assert.ok(
      starts(goldAt('T18:00')).includes('2030-10-08T17:00:00.000Z'),
      '2030-10-08T17:00:00.000Z',
    );
  });

  it('gives every session its own UID, the same in every build', async () => {
    const uids = (texts: Record<string, string>) =>
      Object.values(texts).flatMap((t) => read(t).events.map((e) => e.uid));
    const later = await files({ builtAt: Date.parse('2030-06-01T12:00:00Z') });
    assert.deepEqual(uids(later), uids(calendars));
    assert.equal(new Set(uids(calendars)).size, uids(calendars).length);
  });
});
