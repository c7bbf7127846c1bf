import { expect } from '@open-wc/testing';
import { clubDate, isCurrent, splitEvents } from '../../src/lib/club-time.js';
import { fixture } from '../helpers/fixtures.js';

const { events } = await fixture('busy', 'events');
const { notices } = await fixture('busy', 'notices');

describe('club time', () => {
  it("gives the date in Scotland, whatever the moment's UTC date", () => {
    expect(clubDate(Date.parse('2030-07-05T23:30:00Z'))).to.equal('2030-07-06'); // 00:30 summer time
    expect(clubDate(Date.parse('2030-01-11T23:30:00Z'))).to.equal('2030-01-11'); // 23:30 winter time
  });

  it('splits events into upcoming (earliest first, today included) and past (latest first)', () => {
    const today = '2030-02-01';
    const { upcoming, past } = splitEvents(events, today);
    expect(upcoming.every((e) => e.lastDay >= today)).to.equal(true);
    expect(past.every((e) => e.lastDay < today)).to.equal(true);
    expect(upcoming.length + past.length).to.equal(events.length);
    expect(upcoming.map((e) => e.firstDay)).to.deep.equal(upcoming.map((e) => e.firstDay).sort());
    expect(past.map((e) => e.firstDay)).to.deep.equal(past.map((e) => e.firstDay).sort().reverse());
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
