import { shownName } from './SwimmerName.js';
import { useAssetUrl } from '../lib/asset-url.js';
import { fill } from '../lib/fill.js';
import { formatDate } from '../lib/format-date.js';
import type { GalaSchedule } from '../lib/gala-schedule-types.js';
import type { GalaWords } from '../lib/gala-words.js';
import { swimCalendarFile } from '../lib/schedule.js';
import { useMounted } from '../lib/use-mounted.js';

type Props = { galaId: string; schedule: GalaSchedule; shown: number[]; words: GalaWords };

/** Each shown swimmer's calendar file, and their card for the arm: event, heat, lane and time in
 * big figures, printed alone (the stylesheet hides the rest of the page on paper). */
export function ScheduleCards({ galaId, schedule, shown, words }: Props) {
  const { pages } = words;
  const assetUrl = useAssetUrl();
  const mounted = useMounted();
  return (
    <>
      <details className="schedule-tools">
        <summary>{pages.scheduleTools}</summary>
        <ul>
          {shown.map((who) => (
            <li key={who}>
              <a href={assetUrl(swimCalendarFile(galaId, who))} download>
                {fill(pages.scheduleCalendar, { name: shownName(schedule.swimmers[who]!) })}
              </a>
            </li>
          ))}
        </ul>
        {mounted && (
          <button type="button" onClick={() => window.print()}>
            {pages.schedulePrint}
          </button>
        )}
      </details>
      <div className="schedule-cards">
        {shown.map((who) => (
          <table key={who} className="schedule-card">
            <caption>{shownName(schedule.swimmers[who]!)}</caption>
            <thead>
              <tr>
                {[
                  pages.cardDay,
                  pages.cardEvent,
                  pages.cardHeat,
                  pages.cardLane,
                  pages.cardTime,
                ].map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {schedule.sessions.flatMap(({ date, swims }) =>
                swims
                  .filter((swim) => swim.who === who && !swim.status)
                  .map((swim) => (
                    <tr key={`${date} ${swim.number}`}>
                      <td>{formatDate(date).slice(0, -5)}</td>
                      <td>{swim.number}</td>
                      <td>{swim.heat}</td>
                      <td>{swim.lane}</td>
                      <td>{swim.at}</td>
                    </tr>
                  )),
              )}
            </tbody>
          </table>
        ))}
      </div>
    </>
  );
}
