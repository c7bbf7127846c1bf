import { Link } from 'wouter';
import { formatDate } from '../lib/format-date.js';
import { galaPath } from '../lib/gala-modules.js';
import type { ClubRecords, RecordHolder } from '../lib/record-types.js';
import { formatTime, raceName, type GalaWords } from '../lib/gala-words.js';
import { SwimmerName } from './SwimmerName.js';
import { LazyBox } from './LazyBox.js';

type Table = ClubRecords['tables'][number];

/** Who holds it (a relay: its four swimmers in order), and where and when it was set. */
const Holder = ({ holder }: { holder: RecordHolder }) => (
  <td>
    {holder.team ? (
      <ol>
        {holder.team.map((swimmer, i) => (
          <li key={i}>
            <SwimmerName swimmer={swimmer} />
          </li>
        ))}
      </ol>
    ) : (
      <SwimmerName swimmer={holder.swimmer} />
    )}
    <br />
    <small>
      {holder.gala ? (
        <Link href={galaPath(holder.gala)}>{holder.galaTitle}</Link>
      ) : (
        holder.galaTitle
      )}
      , <time dateTime={holder.date}>{formatDate(holder.date)}</time>
    </small>
  </td>
);

/** One pool length, gender and age group's records: a row per holder (joint holders share the
 * race and time), three columns to fit a phone. */
export function RecordTable({
  table,
  caption,
  words,
  id,
}: {
  table: Table;
  caption: string;
  words: GalaWords;
  id?: string;
}) {
  const { pages } = words;
  return (
    <LazyBox>
      <table id={id}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{pages.event}</th>
            <th scope="col">{pages.time}</th>
            <th scope="col">{pages.swimmer}</th>
          </tr>
        </thead>
        <tbody>
          {table.records.flatMap((record, r) =>
            record.holders.map((holder, i) => (
              <tr key={`${r}-${i}`}>
                {i === 0 && (
                  <>
                    <th scope="row" rowSpan={record.holders.length}>
                      {raceName(record, words)}
                    </th>
                    <td rowSpan={record.holders.length}>{formatTime(holder.time)}</td>
                  </>
                )}
                <Holder holder={holder} />
              </tr>
            )),
          )}
        </tbody>
      </table>
    </LazyBox>
  );
}
