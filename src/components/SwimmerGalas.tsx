import { Link } from 'wouter';
import { formatDate } from '../lib/format-date.js';
import { galaPath } from '../lib/gala-modules.js';
import type { Swimmer, SwimmerEntry } from '../lib/swimmer-types.js';
import { raceName, type GalaWords } from '../lib/gala-words.js';
import { Legs, PlaceCell } from './EventResults.js';
import { LazyBox } from './LazyBox.js';
import { MarksKey } from './MarksKey.js';
import { SwimTime } from './SwimTime.js';

type Galas = NonNullable<Swimmer['galas']>;

/** "100 m Backstroke, 11–12 years, final": the swimmer's own race, its group and round. */
const raceAt = (swim: SwimmerEntry, words: GalaWords) =>
  [raceName(swim, words), swim.ageGroup, words.words.rounds[swim.round] ?? words.words.rounds.other]
    .filter(Boolean)
    .join(', ');

/** One gala's swims: race (a relay with its team), time with marks or status, place (the splits
 * are on the gala's page). */
function GalaSwimsTable({ swims, words }: { swims: SwimmerEntry[]; words: GalaWords }) {
  const { pages } = words;
  return (
    <table className="swims">
      <thead>
        <tr>
          <th scope="col">{pages.event}</th>
          <th scope="col">{pages.time}</th>
          <th scope="col" className="n">
            {pages.place}
          </th>
        </tr>
      </thead>
      <tbody>
        {swims.map((swim, i) => (
          <tr key={i}>
            <th scope="row">
              {raceAt(swim, words)}
              {swim.legs && <Legs legs={swim.legs} race={swim} words={words} />}
            </th>
            <td>
              <SwimTime swim={swim} words={words} />
            </td>
            <PlaceCell swim={swim} words={words} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every swim of a swimmer, newest gala first: each gala linked, with its date. The first two,
 * on a first screen for a swimmer of few races, are laid out at once (LazyBox's `eager`). */
export function SwimmerGalas({ galas, words }: { galas: Galas; words: GalaWords }) {
  if (!galas.length) return null;
  return (
    <section>
      <h2>{words.pages.everySwim}</h2>
      <MarksKey events={galas} words={words} />
      {galas.map((gala, i) => (
        <LazyBox key={gala.gala} eager={i < 2}>
          <h3>
            <Link href={galaPath(gala.gala)}>{gala.galaTitle}</Link>
          </h3>
          <p>
            <time dateTime={gala.date}>{formatDate(gala.date)}</time>
          </p>
          <GalaSwimsTable swims={gala.swims} words={words} />
        </LazyBox>
      ))}
    </section>
  );
}
