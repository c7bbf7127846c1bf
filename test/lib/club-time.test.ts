import { expect } from '@open-wc/testing';
import { clubDate, clubTime, isCurrent, splitEvents } from '../../src/lib/club-time.js';
import { fixture } from '../helpers/fixtures.js';

const { events } = await fixture('busy', 'events');
const { notices } = await fixture('busy', 'notices');

describe('club time', () => {
  it("gives the date in Scotland, whatever the moment's UTC date", () => {
    // 00:30 summer time.
    expect(clubDate(Date.parse('2030-07-05T23:30:00Z'))).to.equal('2030-07-06');
    // 23:30 winter time.
    expect(clubDate(Date.parse('2030-01-11T23:30:00Z'))).to.equal('2030-01-11');
  });

  it('agrees with the time-zone database on every clock change from 1996 to 2099', () => {
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const byIntl = (moment: number) => {
      const part = Object.fromEntries(
        london.formatToParts(moment).map(({ type, value }) => [type, value]),
      );
      return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
    };
    const minute = 60_000;
    const disagree: string[] = [];
    for (let year = 1996; year <= 2099; year++) {
      // Every half hour of the last eight days of March and of October, a minute either side of
      // each: the clock changes are among them; midsummer and midwinter for good measure.
      const moments = [Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 23, 30)];
      for (const month of [2, 9])
        for (
          let t = Date.UTC(year, month, 24);
          t < Date.UTC(year, month + 1, 1, 3);
          t += 30 * minute
        )
          moments.push(t - minute, t, t + minute);
      for (const moment of moments) {
        const ours = `${clubDate(moment)} ${clubTime(moment)}`;
        if (ours !== byIntl(moment))
          disagree.push(`${new Date(moment).toISOString()}: ${ours}, not ${byIntl(moment)}`);
      }
    }
    expect(disagree).to.deep.equal([]);
  });

  it('gives the time in Scotland: GMT in winter, an hour ahead in summer', () => {
    expect(clubTime(Date.parse('2030-01-11T18:00:00Z'))).to.equal('18:00');
    expect(clubTime(Date.parse('2030-07-05T17:00:00Z'))).to.equal('18:00');
    // The minute before the clocks go forward.
    expect(clubTime(Date.parse('2030-03-31T00:59:00Z'))).to.equal('00:59');
    expect(clubTime(Date.parse('2030-03-31T01:00:00Z'))).to.equal('02:00');
  });

  it('splits events into upcoming (earliest first, today included) and past (latest first)', () => {
    const today = '2030-02-01';
    const { upcoming, past } = splitEvents(events, today);
    expect(upcoming.every((e) => e.lastDay >= today)).to.equal(true);
    expect(past.every((e) => e.lastDay < today)).to.equal(true);
    expect(upcoming.length + past.length).to.equal(events.length);
    expect(upcoming.map((e) => e.firstDay)).to.deep.equal(upcoming.map((e) => e.firstDay).sort());
    expect(past.map((e) => e.firstDay)).to.deep.equal(
      past
        .map((e) => e.firstDay)
        .sort()
        .reverse(),
    );
    expect(upcoming.map((e) => e.firstDay)).to.include(today);
  });

  it('moves an event to the past the day after its last day', () => {
    const twoDays = events.find((e) => e.lastDay !== e.firstDay)!;
    expect(splitEvents([twoDays], twoDays.lastDay).upcoming).to.have.length(1);
    const dayAfter = new Date(Date.parse(twoDays.lastDay) + 86_400_000).toISOString().slice(0, 10);
    expect(splitEvents([twoDays], dayAfter).past).to.have.length(1);
  });

  it('shows a notice from its start until its end, not before and not after', () => {
    const notice = notices[0]!;
    const from = Date.parse(notice.from);
    const until = Date.parse(notice.until);
    expect(isCurrent(notice, from - 1)).to.equal(false);
    expect(isCurrent(notice, from)).to.equal(true);
    expect(isCurrent(notice, until - 1)).to.equal(true);
    expect(isCurrent(notice, until)).to.equal(false);
  });
});
