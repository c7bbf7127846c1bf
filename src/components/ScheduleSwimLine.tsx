import { fill } from '../lib/fill.js';
import { eventName, type GalaWords } from '../lib/gala-words.js';
import type { ScheduleSwim } from '../lib/gala-schedule-types.js';
import type { SwimmerRef } from '../lib/swim-types.js';
import { swimAt, swimFacts } from '../lib/schedule-words.js';
import { SwimmerName } from './SwimmerName.js';

type Props = { swim: ScheduleSwim; swimmer: SwimmerRef; words: GalaWords; day?: string };

/** One swim of the day: when (its day too, where given), who, the event, then heat, lane and
 * entry time. */
export function ScheduleSwimLine({ swim, swimmer, words, day }: Props) {
  return (
    <li className={swim.status ? 'schedule-swim schedule-swim--out' : 'schedule-swim'}>
      <span className="schedule-at">{[day, swimAt(swim, words)].filter(Boolean).join(' ')}</span>
      <span>
        <b>
          <SwimmerName swimmer={swimmer} />
        </b>
        {` ${fill(words.pages.scheduleEvent, {
          number: swim.number,
          event: eventName(swim, words),
        })}`}
        <small className="swim-facts">{swimFacts(swim, words)}</small>
      </span>
    </li>
  );
}
