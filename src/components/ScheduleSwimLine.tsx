import { fill } from '../lib/fill.js';
import { eventName, type GalaWords } from '../lib/gala-words.js';
import type { ScheduleSwim, SwimmerRef } from '../lib/gala-types.js';
import { swimAt, swimFacts } from '../lib/schedule-words.js';
import { SwimmerName } from './SwimmerName.js';

/** One swim of the day: when, who, the event, then heat, lane and entry time. */
export function ScheduleSwimLine({ swim, swimmer, words }: { swim: ScheduleSwim; swimmer: SwimmerRef; words: GalaWords }) {
  return (
    <li className={swim.status ? 'schedule-swim schedule-swim--out' : 'schedule-swim'}>
      <span className="schedule-at">{swimAt(swim, words)}</span>
      <span>
        <b>
          <SwimmerName swimmer={swimmer} />
        </b>
        {` ${fill(words.pages.scheduleEvent, { number: swim.number, event: eventName(swim, words) })}`}
        <small className="swim-facts">{swimFacts(swim, words)}</small>
      </span>
    </li>
  );
}
