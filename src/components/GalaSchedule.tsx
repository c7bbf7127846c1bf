import { fill } from '../lib/fill.js';
import { formatDay } from '../lib/format-date.js';
import type { GalaSchedule as Schedule, ScheduleSession } from '../lib/gala-schedule-types.js';
import type { GalaWords } from '../lib/gala-words.js';
import { localDay, nextSwims, pickKey, usePicks } from '../lib/schedule.js';
import { useNow } from '../lib/use-mounted.js';
import { ScheduleCards } from './ScheduleCards.js';
import { SchedulePicker } from './SchedulePicker.js';
import { ScheduleSwimLine } from './ScheduleSwimLine.js';

/** A session's heading and its start and warm-up: "Day 1 Heats, Saturday 14 March 2026". */
function sessionWords(session: ScheduleSession, { pages }: GalaWords) {
  const name = session.name ?? fill(pages.scheduleSessionNumber, { number: session.number });
  const { start, warmupFrom: from, warmupUntil: until } = session;
  const warmup =
    from && until
      ? fill(pages.scheduleWarmup, { from, until })
      : until
        ? fill(pages.scheduleWarmupUntil, { until })
        : '';
  const times = [start ? fill(pages.scheduleStart, { time: start }) : '', warmup]
    .filter(Boolean)
    .join(' ');
  return {
    heading: fill(pages.scheduleSession, { session: name, date: formatDay(session.date) }),
    times,
  };
}

/** The gala's day from its start list: each picked swimmer's next swim, the picker, then every
 * session's swims of ours (only the picked swimmers' once some are picked). */
export function GalaSchedule({
  galaId,
  schedule,
  words,
}: {
  galaId: string;
  schedule: Schedule;
  words: GalaWords;
}) {
  const { pages } = words;
  const [picks, setPicks] = usePicks();
  const now = useNow();
  const chosen = new Set(
    schedule.swimmers.flatMap((s, i) => (picks.includes(pickKey(s)) ? [i] : [])),
  );
  const next = nextSwims(schedule, chosen, now);
  const today = localDay(now);
  const drawn = schedule.sessions.some((s) => s.swims.some((swim) => swim.heat));
  const estimated = schedule.sessions.some((s) => s.swims.some((swim) => swim.estimated));
  return (
    <section className="schedule">
      <p>
        {[
          drawn ? pages.scheduleIntro : pages.scheduleEntries,
          estimated ? pages.scheduleEstimated : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <div className="schedule-next" aria-live="polite">
        <h2>{pages.scheduleNext}</h2>
        {next.length ? (
          <ul>
            {next.map(({ swim, date }) => (
              <ScheduleSwimLine
                key={swim.who}
                swim={swim}
                swimmer={schedule.swimmers[swim.who]!}
                words={words}
                day={formatDay(date).slice(0, 3)}
              />
            ))}
          </ul>
        ) : (
          <p>{chosen.size ? pages.scheduleDone : pages.scheduleNone}</p>
        )}
      </div>
      <SchedulePicker
        swimmers={schedule.swimmers}
        picks={picks}
        onChange={setPicks}
        words={words}
      />
      <ScheduleCards
        galaId={galaId}
        schedule={schedule}
        shown={schedule.swimmers.flatMap((_, i) => (!chosen.size || chosen.has(i) ? [i] : []))}
        words={words}
      />
      {schedule.sessions.map((session) => {
        // A parent's swimmers from today on: the days swum are over for them.
        if (chosen.size && session.date < today) return null;
        const swims = session.swims.filter((swim) => !chosen.size || chosen.has(swim.who));
        if (!swims.length) return null;
        const { heading, times } = sessionWords(session, words);
        return (
          <section key={`${session.date} ${session.number}`}>
            <h2>{heading}</h2>
            {times && <p>{times}</p>}
            <ul className="schedule-swims">
              {swims.map((swim, i) => (
                <ScheduleSwimLine
                  key={`${swim.who} ${swim.number} ${i}`}
                  swim={swim}
                  swimmer={schedule.swimmers[swim.who]!}
                  words={words}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
