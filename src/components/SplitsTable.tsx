import { useContext, useState } from 'react';
import { laps } from '../lib/laps.js';
import { useMounted } from '../lib/use-mounted.js';
import { Printing } from '../lib/use-print-open.js';
import type { Split } from '../lib/gala-types.js';
import type { Hundredths } from '../lib/swim-types.js';
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

/** The splits in a line, "50 m 31.90, 100 m 1:05.32": what the build's HTML holds (a gala's
 * hundreds of tables of laps would make its page half as big again), until the page runs. */
const splitsLine = ({ splits, unit }: Props) =>
  splits.map(([distance, time]) => `${distance} ${unit} ${formatTime(time)}`).join(', ');

/** A table row under a swim with splits: behind a <details>, across the table's width (a phone's
 * time column is too narrow), the laps as a table once the page runs and the details are opened
 * (or the page printed). */
export function SplitsRow({
  columns,
  summary,
  ...table
}: Props & { columns: number; summary: string }) {
  const mounted = useMounted();
  const printing = useContext(Printing);
  const [open, setOpen] = useState(false);
  return (
    <tr className="splits-row">
      <td colSpan={columns}>
        {/* The toggle that printing causes is not the visitor's: it leaves `open` as it was. */}
        <details
          open={open || printing}
          onToggle={(e) => printing || setOpen(e.currentTarget.open)}
        >
          <summary>{summary}</summary>
          {mounted && (open || printing) ? <SplitsTable {...table} /> : splitsLine(table)}
        </details>
      </td>
    </tr>
  );
}
