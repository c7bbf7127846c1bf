import { fill } from '../lib/fill.js';
import { formatDate, formatDay } from '../lib/format-date.js';
import type { GalaBefore } from '../lib/gala-schedule-types.js';
import type { GalaWords } from '../lib/gala-words.js';

/** An invitation's rules in a few lines (deadline, ages, the window, a pool conversion), and its
 * sessions with their start and warm-up. */
export function BeforeFacts({ before, words }: { before: GalaBefore; words: GalaWords }) {
  const { pages } = words;
  const { deadline, from, until, conversion } = before;
  const rules = [
    pages.beforeIntro,
    deadline && fill(pages.beforeDeadline, { date: formatDate(deadline) }),
    fill(pages.beforeAgesOn, { date: formatDate(before.agesOn) }),
    until &&
      (from
        ? fill(pages.beforeWindow, { from: formatDate(from), until: formatDate(until) })
        : fill(pages.beforeUntil, { until: formatDate(until) })),
    conversion && fill(pages.beforeConversion, { conversion }),
  ];
  return (
    <>
      <p>{rules.filter(Boolean).join(' ')}</p>
      <h2>{pages.beforeSessions}</h2>
      <ul>
        {before.sessions.map((s) => {
          const name = s.name ?? fill(pages.scheduleSessionNumber, { number: s.number });
          const warmup =
            s.warmupFrom && s.warmupUntil
              ? fill(pages.scheduleWarmup, { from: s.warmupFrom, until: s.warmupUntil })
              : '';
          const start = s.start ? fill(pages.scheduleStart, { time: s.start }) : '';
          return (
            <li key={`${s.date} ${s.number}`}>
              {[
                fill(pages.scheduleSession, { session: name, date: formatDay(s.date) }),
                start,
                warmup,
              ]
                .filter(Boolean)
                .join('. ')}
            </li>
          );
        })}
      </ul>
    </>
  );
}
