import type { Training } from '../content/schema/training.js';
import { buildInfo } from '../lib/build-info.js';
import { fill } from '../lib/fill.js';
import { squadAnchor, trainingCalendarFile } from '../lib/training-paths.js';

type Props = { training: Training; squad: Training['squads'][number]; hidden?: boolean };

/** One squad's week as a table, and its calendar to subscribe to (webcal:// and https). */
export function SquadTimetable({ training, squad, hidden }: Props) {
  const { labels } = training;
  const https = new URL(trainingCalendarFile(squad.squad), buildInfo.siteUrl).href;
  return (
    <section
      id={squadAnchor(squad.squad)}
      className="squad-timetable"
      aria-labelledby={`${squadAnchor(squad.squad)}-heading`}
      hidden={hidden}
    >
      <h3 id={`${squadAnchor(squad.squad)}-heading`}>{squad.squad}</h3>
      <table>
        <caption className="visually-hidden">{`${labels.timetable}: ${squad.squad}`}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            <th scope="col">{labels.time}</th>
            <th scope="col">{labels.kind}</th>
            <th scope="col">{labels.pool}</th>
          </tr>
        </thead>
        <tbody>
          {squad.sessions.map((s) => (
            <tr key={`${s.day} ${s.start}`}>
              <th scope="row">{s.day}</th>
              <td>{`${s.start}–${s.end}`}</td>
              <td>{labels.kinds[s.kind]}</td>
              <td>{s.pool}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a className="calendar-subscribe__button" href={https.replace(/^https?:/, 'webcal:')}>
          {fill(labels.subscribe, { squad: squad.squad })}
        </a>
      </p>
      <p className="squad-timetable__help">
        {labels.subscribeHelp} <a href={https}>{https}</a>
      </p>
    </section>
  );
}
