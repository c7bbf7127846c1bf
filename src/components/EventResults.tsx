import { distanceUnit, eventName, formatTime, legStroke, ordinal, placeName, type GalaWords } from '../lib/gala-words.js';
import type { GalaEvent, Race, Swim } from '../lib/gala-types.js';
import { SwimmerName } from './SwimmerName.js';
import { SwimTime } from './SwimTime.js';
import { LazyBox } from './LazyBox.js';

/** A relay team (as its swimmers) in order, each with their leg's time where the file has it,
 * and, a medley relay, the leg's stroke: small after the name ("Backstroke 41.80"). */
export const Legs = ({ legs, race, words }: { legs: NonNullable<Swim['legs']>; race: Race; words: GalaWords }) => (
  <ol>
    {legs.map((leg, i) => {
      const said = [legStroke(race, i, words), leg.time && formatTime(leg.time)].filter(Boolean).join(' ');
      return (
        <li key={i}>
          <SwimmerName swimmer={leg.swimmer} />
          {said && <small>{` ${said}`}</small>}
        </li>
      );
    })}
  </ol>
);

/** One event's swims by our swimmers: a table of swimmer, age, time (or status) and place. */
export function EventResults({ event, swims, words }: { event: GalaEvent; swims: Swim[]; words: GalaWords }) {
  const { pages } = words;
  const relay = event.relayCount > 1;
  return (
    <LazyBox>
      <table>
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
            <tr key={i}>
              <th scope="row">{swim.legs ? <Legs legs={swim.legs} race={event} words={words} /> : <SwimmerName swimmer={swim.swimmer} />}</th>
              {!relay && <td>{swim.age}</td>}
              <td>
                <SwimTime swim={swim} unit={distanceUnit(event.course, words)} words={words} />
              </td>
              <td>
                {swim.group ? ordinal(swim.place!, words) : placeName(swim, words)}
                {swim.group && <small className="swim-facts">{swim.group}</small>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </LazyBox>
  );
}
