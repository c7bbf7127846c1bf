import { Fragment } from 'react';
import { distanceUnit, eventName, formatTime, type GalaWords } from '../lib/gala-words.js';
import type { GalaEvent, Swim } from '../lib/gala-types.js';
import { SplitsRow } from './SplitsTable.js';
import { SwimmerName } from './SwimmerName.js';
import { SwimTime } from './SwimTime.js';
import { LazyBox } from './LazyBox.js';

/** A relay team (as its swimmers) in order, each with their leg's time where the file has it. */
export const Legs = ({ legs }: { legs: NonNullable<Swim['legs']> }) => (
  <ol>
    {legs.map((leg, i) => (
      <li key={i}>
        <SwimmerName swimmer={leg.swimmer} />
        {leg.time ? ` ${formatTime(leg.time)}` : ''}
      </li>
    ))}
  </ol>
);

/** One event's swims by our swimmers: a table of swimmer, age, time (or status) and place, each
 * swim's splits in a row below it. `id`: the event's anchor, for the page's list of events. */
export function EventResults({ event, swims, words, id }: { event: GalaEvent; swims: Swim[]; words: GalaWords; id?: string }) {
  const { pages } = words;
  const relay = event.relayCount > 1;
  const unit = distanceUnit(event.course, words);
  return (
    <LazyBox>
      <table id={id}>
        <caption>{eventName(event, words)}</caption>
        <thead>
          <tr>
            <th scope="col">{relay ? pages.team : pages.swimmer}</th>
            {/* "n": a narrow column of numbers (the stylesheet's widths). */}
            {!relay && (
              <th scope="col" className="n">
                {pages.age}
              </th>
            )}
            <th scope="col">{pages.time}</th>
            <th scope="col" className="n">
              {pages.place}
            </th>
          </tr>
        </thead>
        <tbody>
          {swims.map((swim, i) => (
            <Fragment key={i}>
              <tr>
                <th scope="row">{swim.legs ? <Legs legs={swim.legs} /> : <SwimmerName swimmer={swim.swimmer} />}</th>
                {!relay && <td>{swim.age}</td>}
                <td>
                  <SwimTime swim={swim} words={words} />
                </td>
                <td>{swim.place && swim.place > 0 ? swim.place : ''}</td>
              </tr>
              {swim.splits?.length && !swim.status ? (
                <SplitsRow
                  columns={relay ? 3 : 4}
                  summary={pages.splits}
                  splits={swim.splits}
                  time={swim.time}
                  full={event.distance * event.relayCount}
                  unit={unit}
                  words={words}
                />
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </LazyBox>
  );
}
