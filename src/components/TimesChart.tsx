import type { SwimmerSwim } from '../lib/gala-types.js';
import { formatTime } from '../lib/gala-words.js';

const [width, height, pad] = [320, 120, 8];

/** A swimmer's times in one race, oldest on the left, faster lower: a small SVG drawn with the
 * page (at build time too; no chart library). Seen only: the table beside it says the same. */
export function TimesChart({ swims }: { swims: SwimmerSwim[] }) {
  const times = swims.map((swim) => swim.time);
  const [fastest, slowest] = [Math.min(...times), Math.max(...times)];
  const x = (i: number) => pad + (swims.length > 1 ? (i * (width - 2 * pad)) / (swims.length - 1) : (width - 2 * pad) / 2);
  const y = (time: number) => height - pad - (slowest > fastest ? ((time - fastest) * (height - 2 * pad - 14)) / (slowest - fastest) : 0);
  const points = times.map((time, i) => `${x(i).toFixed(1)},${y(time).toFixed(1)}`);
  return (
    <svg className="times-chart" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <text x={pad} y={12}>{formatTime(slowest)}</text>
      <text x={pad} y={height - 2}>{formatTime(fastest)}</text>
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="2" />
      {points.map((point, i) => {
        const [cx, cy] = point.split(',');
        return <circle key={i} cx={cx} cy={cy} r="3.5" fill="currentColor" />;
      })}
    </svg>
  );
}
