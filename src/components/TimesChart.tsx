import { formatDate } from '../lib/format-date.js';
import type { SwimmerSwim } from '../lib/gala-types.js';
import { formatTime } from '../lib/gala-words.js';

// The drawing's own units; CSS scales it to the column. Times are labelled on the left, the
// first and last dates below.
const [width, height, left, right, top, bottom] = [320, 130, 56, 8, 8, 24];

/** A swimmer's times in one race, oldest on the left, faster lower: a small SVG drawn with the
 * page (at build time too; no chart library). Seen only: the table beside it says the same. */
export function TimesChart({ swims }: { swims: SwimmerSwim[] }) {
  const times = swims.map((swim) => swim.time);
  const [fastest, slowest] = [Math.min(...times), Math.max(...times)];
  const x = (i: number) => left + (swims.length > 1 ? (i * (width - left - right)) / (swims.length - 1) : (width - left - right) / 2);
  const y = (time: number) => height - bottom - (slowest > fastest ? ((time - fastest) * (height - top - bottom)) / (slowest - fastest) : 0);
  const points = times.map((time, i) => [x(i).toFixed(1), y(time).toFixed(1)] as const);
  return (
    <svg className="times-chart" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <text x={left - 6} y={top + 4} textAnchor="end">
        {formatTime(slowest)}
      </text>
      <text x={left - 6} y={height - bottom + 4} textAnchor="end">
        {formatTime(fastest)}
      </text>
      <text x={left} y={height - 4}>
        {formatDate(swims[0]!.date)}
      </text>
      {swims.length > 1 && (
        <text x={width - right} y={height - 4} textAnchor="end">
          {formatDate(swims.at(-1)!.date)}
        </text>
      )}
      <polyline points={points.map((p) => p.join(',')).join(' ')} fill="none" stroke="currentColor" strokeWidth="2" />
      {points.map(([cx, cy], i) => (
        <circle key={i} cx={cx} cy={cy} r="3.5" fill="currentColor" />
      ))}
    </svg>
  );
}
