import { fill } from '../lib/fill.js';
import { eventName, formatTime, statusName, type GalaWords } from '../lib/gala-words.js';
import type { ScheduleSwim, SwimmerRef } from '../lib/gala-types.js';
import { SwimmerName } from './SwimmerName.js';

/** "09:35", or "about 09:40" where worked out rather than given by the meet. */
export const swimAt = (swim: ScheduleSwim, { pages }: GalaWords) =>
  swim.at && swim.estimated ? fill(pages.scheduleAbout, { time: swim.at }) : (swim.at ?? '');

/** Heat and lane (or that the heats are not drawn yet), the entry time, and a withdrawal. */
export function swimFacts(swim: ScheduleSwim, words: GalaWords) {
  const { pages } = words;
  const place = swim.heat
    ? swim.lane
      ? fill(pages.heatLane, { heat: swim.heat, lane: swim.lane })
      : fill(pages.scheduleHeat, { heat: swim.heat })
    : swim.status
      ? ''
      : pages.scheduleNotSeeded;
  const entry = swim.entry ? fill(pages.scheduleEntry, { entry: formatTime(swim.entry) }) : '';
  return [swim.status ? statusName(swim.status, words) : '', place, entry].filter(Boolean).join(' · ');
}

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
