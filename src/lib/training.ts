// The training timetable worked out for a day: which sessions a squad has on a date (inside a
// term, not on a break), its next session from a moment, and a current notice that calls it
// off. Dates and times are Scottish local time, whatever the visitor's own time zone.
import type { Notice } from '../content/schema/notices.js';
import type { Span, Training, TrainingSession, Weekday } from '../content/schema/training.js';
import { clubDate, clubTime, isCurrent } from './club-time.js';

export { squadAnchor, squadSlug, trainingCalendarFile, trainingPath } from './training-paths.js';

const days: Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** "2026-10-13" → "Tuesday". */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  return days[(new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7]!;
}

/** The date `n` days after `date`. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

const within = (span: Span, date: string) => span.from <= date && date <= span.to;

/** Why a squad has no training on a date: a break (its name), or outside every term. */
export function breakOn(training: Training, squad: string, date: string): Span | undefined {
  return training.breaks.find((b) => within(b, date) && (!b.squads || b.squads.includes(squad)));
}

/** The club's terms: none for a club that trains all year. */
export const termsOf = (training: Training): Span[] =>
  training.terms === 'all year' ? [] : training.terms;

export const inTerm = (training: Training, date: string): boolean =>
  training.terms === 'all year' || training.terms.some((t) => within(t, date));

/** Whether a term is on at `date` or still to come, or the club trains all year (else the page
 * says term dates are to come). */
export const termAhead = (training: Training, date: string): boolean =>
  training.terms === 'all year' || training.terms.some((t) => t.to >= date);

/** A squad's sessions on a date, earliest first (none between terms or on a break). */
export function sessionsOn(training: Training, squad: string, date: string): TrainingSession[] {
  if (!inTerm(training, date) || breakOn(training, squad, date)) return [];
  const week = training.squads.find((s) => s.squad === squad)?.sessions ?? [];
  return (
    week
      .filter((s) => s.day === weekdayOf(date))
      // "HH:MM"; localeCompare would wake up Intl.
      .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
  );
}

export type Occurrence = { date: string; session: TrainingSession };

/**
 * A squad's sessions not yet over at `moment`, soonest first, up to `count` of them (looking a year
 * ahead).
 */
export function upcomingSessions(
  training: Training,
  squad: string,
  moment: number,
  count = 2,
): Occurrence[] {
  const today = clubDate(moment);
  const now = clubTime(moment);
  const found: Occurrence[] = [];
  for (let i = 0; i < 370 && found.length < count; i++) {
    const date = addDays(today, i);
    for (const session of sessionsOn(training, squad, date))
      if (i > 0 || session.end > now) found.push({ date, session });
  }
  return found.slice(0, count);
}

/** The notice showing at `moment` that calls off a squad's training on a date, if any. */
export function cancelledBy(
  notices: Notice[],
  squad: string,
  date: string,
  moment: number,
): Notice | undefined {
  return notices.find(
    (n) =>
      n.cancels?.date === date &&
      (!n.cancels.squads || n.cancels.squads.includes(squad)) &&
      isCurrent(n, moment),
  );
}

export type SquadDay = {
  /** The squad's sessions today (Scottish date), and the notice calling them off, if any. */
  today: TrainingSession[];
  todayCancelledBy?: Notice;
  /** The break that makes today a day off, if it is one. */
  dayOff?: Span;
  /** The next session not yet over, the notice calling it off, and the one after it. */
  next?: Occurrence & { cancelledBy?: Notice };
  then?: Occurrence;
};

/** Is there training today, and when is the next session? For one squad, at a moment. */
export function squadDay(
  training: Training,
  notices: Notice[],
  squad: string,
  moment: number,
): SquadDay {
  const today = clubDate(moment);
  // A called-off session is still named (with its notice), so look one further for the one after.
  const [next, ...rest] = upcomingSessions(training, squad, moment, 8);
  const nextNotice = next && cancelledBy(notices, squad, next.date, moment);
  return {
    today: sessionsOn(training, squad, today),
    todayCancelledBy: cancelledBy(notices, squad, today, moment),
    dayOff: breakOn(training, squad, today),
    next: next && { ...next, cancelledBy: nextNotice },
    // oxlint-disable-next-line unicorn/no-thenable -- the session after a called-off one
    then: nextNotice ? rest.find((o) => !cancelledBy(notices, squad, o.date, moment)) : undefined,
  };
}
