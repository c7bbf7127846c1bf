import { Fragment } from 'react';
import {
  distanceUnit,
  eventName,
  formatTime,
  legStroke,
  placeOf,
  winnersName,
  type GalaWords,
} from '../lib/gala-words.js';
import type { GalaEvent, Swim } from '../lib/gala-types.js';
import type { Race } from '../lib/swim-types.js';
import { SplitsRow } from './SplitsTable.js';
import { SwimmerName } from './SwimmerName.js';
import { SwimTime } from './SwimTime.js';
import { LazyBox } from './LazyBox.js';

/** A relay team (as its swimmers) in order, each with their leg's time where the file has it,
 * and, a medley relay, the leg's stroke: small after the name ("Backstroke 41.80"). */
export const Legs = ({
  legs,
  race,
  words,
}: {
  legs: NonNullable<Swim['legs']>;
  race: Race;
  words: GalaWords;
}) => (
  <ol>
    {legs.map((leg, i) => {
      const said = [legStroke(race, i, words), leg.time && formatTime(leg.time)]
        .filter(Boolean)
        .join(' ');
      return (
        <li key={i}>
          <SwimmerName swimmer={leg.swimmer} />
          {said && <small>{` ${said}`}</small>}
        </li>
      );
    })}
  </ol>
);

/**
 * A place out of its field, with the meet's age group it was won in beneath it ("1st of 9",
 * "45–49").
 */
export const PlaceCell = ({
  swim,
  words,
}: {
  swim: Pick<Swim, 'place' | 'group' | 'of' | 'status'>;
  words: GalaWords;
}) => (
  <td>
    {placeOf(swim, words)}
    {swim.group && <small className="swim-facts">{swim.group}</small>}
  </td>
);

/** One event's swims by our swimmers: a table of swimmer, age, time (or status) and place, each
 * swim's splits in a row below it. `id`: the event's anchor, for the page's list of events;
 * `back`: that list's, for a link back up to it after the table. */
type Props = {
  event: GalaEvent;
  swims: Swim[];
  words: GalaWords;
  id?: string;
  back?: string | undefined;
};

export function EventResults({ event, swims, words, id, back }: Props) {
  const { pages } = words;
  const relay = event.relayCount > 1;
  const unit = distanceUnit(event.course, words);
  const name = eventName(event, words);
  return (
    <LazyBox>
      <table id={id}>
        <caption>
          {name}
          {event.winners?.length ? (
            <small className="swim-facts">{winnersName(event, words)}</small>
          ) : null}
        </caption>
        <thead>
          {/* On paper, where a caption is not repeated, the event's name heads each page's
              part. */}
          <tr className="print-only">
            <th scope="colgroup" colSpan={relay ? 3 : 4}>
              {name}
            </th>
          </tr>
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
                <th scope="row">
                  {swim.legs ? (
                    <Legs legs={swim.legs} race={event} words={words} />
                  ) : (
                    <SwimmerName swimmer={swim.swimmer} />
                  )}
                </th>
                {!relay && <td>{swim.age}</td>}
                <td>
                  <SwimTime swim={swim} words={words} />
                </td>
                <PlaceCell swim={swim} words={words} />
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
      {back && (
        <p className="to-events">
          <a href={back}>{pages.backToEvents}</a>
        </p>
      )}
    </LazyBox>
  );
}
