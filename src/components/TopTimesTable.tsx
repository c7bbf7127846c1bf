import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../lib/format-date.js';
import type { TopTime } from '../lib/top-times-types.js';
import { fill } from '../lib/fill.js';
import { formatTime, genderName, poolName, type GalaWords } from '../lib/gala-words.js';
import type { ClubRecords } from '../lib/record-types.js';
import { LazyBox } from './LazyBox.js';
import { SwimmerName } from './SwimmerName.js';

/** Who swam it (a relay: its four swimmers), and when. */
const Who = ({ swim }: { swim: TopTime }) => (
  <td>
    {swim.team ? (
      swim.team
        .map((s, i) => <SwimmerName key={i} swimmer={s} />)
        .reduce<ReactNode[]>((all, s, i) => (i ? [...all, ', ', s] : [s]), [])
    ) : (
      <SwimmerName swimmer={swim.swimmer} />
    )}
    <br />
    {/* The date alone: the gala's name on every row made a busy club's page twice the size. */}
    <small>
      <time dateTime={swim.date}>{formatDate(swim.date)}</time>
    </small>
  </td>
);

/** One race's ten fastest of ours (all-time, or this season): rank, swimmer, time; three
 * columns to fit a phone. Equal times share a rank. `eager`: on the page's first screen. */
export function TopTimesTable({
  swims,
  caption,
  words,
  eager,
}: {
  swims: TopTime[];
  caption: string;
  words: GalaWords;
  eager?: boolean;
}) {
  const { pages } = words;
  const ranks = swims.map((swim, i) => swims.findIndex((s) => s.time === swim.time) + 1 || i + 1);
  return (
    <LazyBox eager={eager}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="n">
              {pages.rank}
            </th>
            <th scope="col">{pages.swimmer}</th>
            <th scope="col">{pages.time}</th>
          </tr>
        </thead>
        <tbody>
          {swims.map((swim, i) => (
            <tr key={i}>
              <td>{ranks[i]}</td>
              <Who swim={swim} />
              <td>{formatTime(swim.time)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </LazyBox>
  );
}

/** On /records: a link to each pool's and gender's top times ("Top times: Girls, 25 m pool"). */
export function TopTimesLinks({
  pools,
  words,
}: {
  pools: ClubRecords['topTimes'];
  words: GalaWords;
}) {
  if (!pools?.length) return null;
  return (
    <ul className="top-times-links">
      {pools.map(({ id, course, gender, adults }) => (
        <li key={id}>
          <Link href={`/records/top-times/${id}`}>
            {fill(words.pages.topTimesTitle, {
              pool: poolName(course, words),
              gender: genderName(gender, adults, words),
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
