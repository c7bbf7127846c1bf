import { notices as clubNotices } from '../content/notices.js';
import type { Notice } from '../content/schema/notices.js';
import type { Training } from '../content/schema/training.js';
import { clubDate } from '../lib/club-time.js';
import { formatDay } from '../lib/format-date.js';
import { squadDay, termAhead } from '../lib/training.js';
import { useNow, type Clock } from '../lib/use-mounted.js';
import { PageSection } from './PageSection.js';
import { SessionLine } from './SessionLine.js';

type Props = { training: Training; notices?: Notice[]; clock?: Clock };

/**
 * "Is there training today?": each squad's sessions today and its next one, skipping breaks,
 * with any current notice that calls it off. Decided at the build's moment for the HTML, then
 * by the visitor's clock once the page runs.
 */
export function TrainingToday({ training, notices = clubNotices, clock }: Props) {
  const now = useNow(clock);
  const { labels } = training;
  const today = clubDate(now);
  return (
    <PageSection id="today" heading={labels.today} className="training-today">
      {/* The day it speaks of: the built page may be read days later, without its scripts. */}
      <p className="training-today__date">
        <time dateTime={today}>{formatDay(today)}</time>
      </p>
      <p>{labels.todayIntro}</p>
      <ul className="training-today__squads">
        {training.squads.map(({ squad }) => {
          const day = squadDay(training, notices, squad, now);
          // Today's sessions are listed already: the next one is named when it is on another day.
          const next = day.next?.date === today ? undefined : day.next;
          return (
            <li key={squad}>
              <h3>{squad}</h3>
              <p>
                {day.today.length ? `${labels.trainingToday}: ` : labels.noTrainingToday}
                {day.today.length === 0 && day.dayOff && ` (${day.dayOff.name})`}
                {day.today.map((session, i) => (
                  <span key={session.start}>
                    {i > 0 && '; '}
                    <SessionLine session={session} kinds={labels.kinds} />
                  </span>
                ))}
              </p>
              {day.today.length > 0 && day.todayCancelledBy && (
                <p className="training-today__cancelled">
                  {`${labels.cancelled}: ${day.todayCancelledBy.message}`}
                </p>
              )}
              {next && (
                <p>
                  {labels.next}
                  {': '}
                  <SessionLine session={next.session} date={next.date} kinds={labels.kinds} />
                </p>
              )}
              {next?.cancelledBy && (
                <p className="training-today__cancelled">
                  {`${labels.cancelled}: ${next.cancelledBy.message}`}
                </p>
              )}
              {!day.next && (
                <p>
                  {`${labels.next}: ${
                    termAhead(training, today) ? labels.noneComing : labels.termsToCome
                  }`}
                </p>
              )}
              {day.then && (
                <p>
                  {labels.then}
                  {': '}
                  <SessionLine
                    session={day.then.session}
                    date={day.then.date}
                    kinds={labels.kinds}
                  />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
