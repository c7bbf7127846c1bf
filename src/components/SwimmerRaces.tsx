import { Link } from 'wouter';
import { fill } from '../lib/fill.js';
import { formatDate } from '../lib/format-date.js';
import { galaPath } from '../lib/gala-modules.js';
import type { Swimmer } from '../lib/swimmer-types.js';
import { formatTime, raceName, type GalaWords } from '../lib/gala-words.js';
import { LazyBox } from './LazyBox.js';
import { TimesChart } from './TimesChart.js';

type Races = Swimmer['races'];

/** One pool length's personal bests, each linked to the gala it was swum at. */
export function BestTimes({ races, words }: { races: Races; words: GalaWords }) {
  const { pages } = words;
  return (
    <table>
      <caption>{pages.personalBests}</caption>
      <thead>
        <tr>
          <th scope="col">{pages.event}</th>
          <th scope="col">{pages.time}</th>
          <th scope="col">{pages.gala}</th>
        </tr>
      </thead>
      <tbody>
        {races.map((race, i) => (
          <tr key={i}>
            <th scope="row">{raceName(race, words)}</th>
            <td>{formatTime(race.best.time)}</td>
            <td>
              <Link href={galaPath(race.best.gala)}>{race.best.galaTitle}</Link>
              {', '}
              <time dateTime={race.best.date}>{formatDate(race.best.date)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a race's times went, in words: first, last and best, each with its date. */
const summary = (swims: Races[number]['swims'], words: GalaWords) => {
  const [first, last] = [swims[0]!, swims.at(-1)!];
  const best = swims.reduce((a, b) => (b.time < a.time ? b : a));
  return fill(words.pages.chartSummary, {
    first: formatTime(first.time),
    firstDate: formatDate(first.date),
    last: formatTime(last.time),
    lastDate: formatDate(last.date),
    best: formatTime(best.time),
  });
};

/** Each race swum more than once: its times as a chart (said in words to screen readers; the
 * list of every swim below has each time, so no hidden table doubles the page). `first`: on the
 * page's first screen, whose first chart is laid out at once (LazyBox's `eager`). */
export function Progression({
  races,
  words,
  first = false,
}: {
  races: Races;
  words: GalaWords;
  first?: boolean;
}) {
  const { pages } = words;
  const swumAgain = races.filter((race) => race.swims.length > 1);
  if (!swumAgain.length) return null;
  return (
    <>
      <h3>{pages.progression}</h3>
      {swumAgain.map((race, i) => (
        <LazyBox key={i} eager={first && i === 0}>
          <figure className="progression">
            <figcaption>{fill(pages.chart, { race: raceName(race, words) })}</figcaption>
            <TimesChart swims={race.swims} label={summary(race.swims, words)} />
          </figure>
        </LazyBox>
      ))}
    </>
  );
}
