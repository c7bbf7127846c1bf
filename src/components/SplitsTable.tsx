import { laps } from '../lib/laps.js';
import type { Hundredths, Split } from '../lib/gala-types.js';
import { formatTime, type GalaWords } from '../lib/gala-words.js';

type Props = { splits: Split[]; time?: Hundredths; full: number; unit: string; words: GalaWords };

/** A swim's splits as a table of laps: the distance, that stretch's time and the running time. */
export function SplitsTable({ splits, time, full, unit, words }: Props) {
  const { pages } = words;
  return (
    <table className="splits">
      <thead>
        <tr>
          <th scope="col">{pages.lapDistance}</th>
          <th scope="col">{pages.lapTime}</th>
          <th scope="col">{pages.runningTime}</th>
        </tr>
      </thead>
      <tbody>
        {laps(splits, time, full).map(({ distance, lap, total }) => (
          <tr key={distance}>
            <td>{`${distance} ${unit}`}</td>
            <td>{lap ? formatTime(lap) : ''}</td>
            <td>{formatTime(total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table row under a swim with splits: the laps behind a <details>, across the table's width
 * (a phone's time column is too narrow for three columns). */
export function SplitsRow({ columns, summary, ...table }: Props & { columns: number; summary: string }) {
  return (
    <tr className="splits-row">
      <td colSpan={columns}>
        <details>
          <summary>{summary}</summary>
          <SplitsTable {...table} />
        </details>
      </td>
    </tr>
  );
}
