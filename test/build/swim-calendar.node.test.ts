// A swimmer's calendar file of a gala's day, read back by a real calendar library (ical.js):
// one event per swim at its heat's time on the pool's clock, at the pool, with an alarm; none
// for a withdrawn swim or another swimmer's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { swimmerCalendar } from '../../scripts/build/swim-calendar.mjs';

const race = { gender: 'F', round: 'TIM', stroke: 'FREE', relayCount: 1, course: 'SCM' };
const gala = {
  id: '2026-12-winter-open',
  title: 'Winter Open',
  venue: 'Lochside Pool',
  schedule: {
    swimmers: [{ name: 'Ailsa M.' }, { name: 'Bea K.' }],
    address: '1 Shore Road, LS1 2AB Lochside',
    sessions: [
      {
        number: 1,
        date: '2026-12-05',
        swims: [
          {
            ...race,
            who: 0,
            number: 1,
            distance: 50,
            heat: 2,
            lane: 4,
            at: '10:02',
            estimated: true,
          },
          { ...race, who: 1, number: 1, distance: 50, heat: 2, lane: 5, at: '10:02' },
          { ...race, who: 0, number: 3, distance: 100, status: 'WDR' },
        ],
      },
      {
        number: 2,
        date: '2026-12-06',
        swims: [{ ...race, who: 0, number: 9, distance: 200, heat: 1, lane: 3, at: '17:30' }],
      },
    ],
  },
};

describe("a swimmer's calendar of a gala's day", () => {
  const text = swimmerCalendar({
    gala: gala as never, // only the fields a calendar reads
    who: 0,
    siteUrl: 'https://club.example/',
    stamp: DateTime.fromISO('2026-11-28T09:00:00Z'),
    say: (swim: any) => ({
      summary: `Event ${swim.number}`,
      description: `heat ${swim.heat}, lane ${swim.lane}`,
    }),
  }).toString();
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v: any) => new ICAL.Event(v));

  it('parses in a calendar library, one event per swim of theirs still to swim', () => {
    assert.deepEqual(
      events.map((e: any) => e.summary),
      ['Event 1', 'Event 9'],
    );
  });

  it("puts each at its heat's time on the pool's own clock (no time zone), at the pool", () => {
    assert.deepEqual(
      events.map((e: any) => [e.startDate.toString(), e.startDate.zone?.tzid ?? 'floating']),
      [
        ['2026-12-05T10:02:00', 'floating'],
        ['2026-12-06T17:30:00', 'floating'],
      ],
    );
    assert.equal(events[0].location, 'Lochside Pool, 1 Shore Road, LS1 2AB Lochside');
    assert.equal(events[0].description, 'heat 2, lane 4');
  });

  it('sets an alarm half an hour before each', () => {
    const alarms = events.map((e: any) =>
      e.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
    );
    assert.deepEqual(alarms, ['-PT30M', '-PT30M']);
  });
});
