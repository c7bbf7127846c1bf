// Is there training today, and when is the next session? On the fixture timetable (autumn term
// 2030, October holiday 14–18 October, Gold's gala day 30 November), with a controlled clock.
import { expect } from '@open-wc/testing';
import type { Notice } from '../../src/content/schema/notices.js';
import {
  squadDay,
  squadSlug,
  trainingCalendarFile,
  upcomingSessions,
  weekdayOf,
} from '../../src/lib/training.js';
import { fixture } from '../helpers/fixtures.js';

const { training } = await fixture('busy', 'training');
const at = (iso: string) => Date.parse(iso);
const dates = (squad: string, moment: number, count = 3) =>
  upcomingSessions(training, squad, moment, count).map((o) => `${o.date} ${o.session.start}`);
const notice = (
  date: string,
  squads?: string[],
  from = '2030-10-07T06:00:00Z',
  until = '2030-10-08T20:00:00Z',
): Notice => ({
  message: `No training on ${date}`,
  from,
  until,
  cancels: { date, ...(squads ? { squads } : {}) },
});

describe('training times', () => {
  it('knows the day of the week of a date', () => {
    expect(['2030-10-07', '2030-10-08', '2030-10-13'].map(weekdayOf)).to.deep.equal([
      'Monday',
      'Tuesday',
      'Sunday',
    ]);
  });

  it("on a weekday in term, lists the squad's sessions today and names today's as the next", () => {
    const day = squadDay(training, [], 'Gold', at('2030-10-08T12:00:00Z'));
    expect(day.today.map((s) => s.start)).to.deep.equal(['18:00']);
    expect(day.dayOff).to.equal(undefined);
    expect(day.next?.date).to.equal('2030-10-08');
  });

  it("moves on to the next day's session once today's is over, by Scottish time", () => {
    // 18:45 UTC is 19:45 in Scotland in October (summer time): the 18:00–19:30 session is over.
    expect(dates('Gold', at('2030-10-08T18:45:00Z'), 2)).to.deep.equal([
      '2030-10-11 18:00',
      '2030-10-12 07:00',
    ]);
    expect(dates('Gold', at('2030-10-08T18:15:00Z'), 1)).to.deep.equal(['2030-10-08 18:00']);
  });

  it('on a holiday, says there is no training and why, and skips to the next session', () => {
    const day = squadDay(training, [], 'Gold', at('2030-10-15T12:00:00Z'));
    expect(day.today).to.deep.equal([]);
    expect(day.dayOff?.name).to.equal('October holiday');
    expect(dates('Gold', at('2030-10-15T12:00:00Z'))).to.deep.equal([
      '2030-10-19 07:00',
      '2030-10-22 18:00',
      '2030-10-25 18:00',
    ]);
  });

  it('skips a break only for the squads it names', () => {
    expect(dates('Gold', at('2030-11-29T20:00:00Z'), 1)).to.deep.equal(['2030-12-03 18:00']);
    expect(dates('Silver', at('2030-11-29T20:00:00Z'), 1)).to.deep.equal(['2030-11-30 09:00']);
  });

  it('finds no training between terms and the first session of the next term', () => {
    const day = squadDay(training, [], 'Silver', at('2030-12-25T12:00:00Z'));
    expect(day.today).to.deep.equal([]);
    expect(day.next?.date).to.equal('2031-01-06');
  });

  it('names a current notice that cancels the next session, and the session after it', () => {
    const cancel = notice('2030-10-08', ['Gold']);
    const day = squadDay(training, [cancel], 'Gold', at('2030-10-08T08:00:00Z'));
    expect(day.next?.date).to.equal('2030-10-08');
    expect(day.next?.cancelledBy).to.equal(cancel);
    expect(day.todayCancelledBy).to.equal(cancel);
    expect(day.then?.date).to.equal('2030-10-11');
    expect(
      squadDay(training, [cancel], 'Silver', at('2030-10-08T08:00:00Z')).next?.cancelledBy,
    ).to.equal(undefined);
  });

  it('cancels every squad when the notice names none, and ignores a notice not yet showing', () => {
    const everyone = notice('2030-10-12');
    expect(
      squadDay(training, [everyone], 'Silver', at('2030-10-08T08:00:00Z')).next?.cancelledBy,
    ).to.equal(everyone);
    const later = notice('2030-10-12', undefined, '2030-10-09T06:00:00Z', '2030-10-12T12:00:00Z');
    expect(
      squadDay(training, [later], 'Silver', at('2030-10-08T08:00:00Z')).next?.cancelledBy,
    ).to.equal(undefined);
    expect(
      squadDay(training, [later], 'Silver', at('2030-10-10T08:00:00Z')).next?.cancelledBy,
    ).to.equal(later);
  });

  it("makes each squad's calendar file name from its name", () => {
    expect(squadSlug('Para Swimming and Inclusion')).to.equal('para-swimming-and-inclusion');
    expect(trainingCalendarFile('Junior Bronze')).to.equal('training/junior-bronze.ics');
  });
});
