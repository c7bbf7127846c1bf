import { formatMonth } from '../lib/format-date.js';
import type { SwimmerSwim } from '../lib/swimmer-types.js';
import { formatTime } from '../lib/gala-words.js';

// The drawing's own units; CSS scales it to the column (never wider than it). Times are
// labelled on the left and beside the points, dates below.
const [width, height, left, right, top, bottom] = [320, 140, 52, 14, 18, 22];
const day = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) /
  86_400_000;

/** Where each swim goes across: by its date (two swims a day, heats and final, side by side). */
function across(swims: SwimmerSwim[]): number[] {
  const days = swims.map((swim) => day(swim.date));
  const [first, last] = [days[0]!, days.at(-1)!];
  const span = width - left - right;
  const xs = days.map((d, i) =>
    last > first
      ? left + ((d - first) * span) / (last - first)
      : left + (swims.length > 1 ? (i * span) / (swims.length - 1) : span / 2),
  );
  for (let i = 1; i < xs.length; i++)
    if (xs[i]! < xs[i - 1]! + 4) xs[i] = Math.min(xs[i - 1]! + 4, width - right);
  return xs;
}

/**
 * Labels that fit: each at least `gap` units from the last one kept (the first and last always).
 */
function spaced<T extends { x: number }>(labels: T[], gap: number): T[] {
  const kept: T[] = [];
  for (const label of labels) if (!kept.length || label.x - kept.at(-1)!.x >= gap) kept.push(label);
  const last = labels.at(-1);
  if (last && kept.at(-1) !== last) kept.splice(-1, 1, last);
  return kept;
}

/** A swimmer's times in one race on a dated axis, faster lower, each time labelled where there
 * is room: a small SVG drawn with the page (no chart library). Screen readers get `label` (where
 * the times went); every time is also in the swimmer's list of every swim. Swims in date order. */
export function TimesChart({ swims, label }: { swims: SwimmerSwim[]; label: string }) {
  const times = swims.map((swim) => swim.time);
  const [fastest, slowest] = [Math.min(...times), Math.max(...times)];
  const y = (time: number) =>
    height -
    bottom -
    (slowest > fastest
      ? ((time - fastest) * (height - top - bottom)) / (slowest - fastest)
      : (height - top - bottom) / 2);
  const xs = across(swims);
  const points = swims.map((swim, i) => ({ x: xs[i]!, y: y(swim.time), swim }));
  // The axis: the month of the first swim, of the last, and of each new year between.
  const ticks = spaced(
    points.filter(
      (p, i) =>
        i === 0 ||
        (i === points.length - 1 && p.swim.date.slice(0, 7) !== points[0]!.swim.date.slice(0, 7)) ||
        p.swim.date.slice(0, 4) !== points[i - 1]!.swim.date.slice(0, 4),
    ),
    62,
  );
  return (
    <svg
      className="times-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      focusable="false"
    >
      <text x={left - 6} y={top + 4} textAnchor="end">
        {formatTime(slowest)}
      </text>
      <text x={left - 6} y={height - bottom + 4} textAnchor="end">
        {formatTime(fastest)}
      </text>
      <line
        x1={left}
        x2={width - right}
        y1={height - bottom + 8}
        y2={height - bottom + 8}
        stroke="currentColor"
        strokeWidth="0.5"
      />
      {ticks.map(({ x, swim }, i) => (
        <text
          key={i}
          x={x.toFixed(1)}
          y={height - 3}
          textAnchor={i === 0 && ticks.length > 1 ? 'start' : x > width - 40 ? 'end' : 'middle'}
        >
          {formatMonth(swim.date)}
        </text>
      ))}
      <polyline
        points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      {/* The dots: one path of round-capped points (ten years of swims are hundreds of
          circles). */}
      <path
        className="times-chart__dots"
        d={points.map((p) => `M${p.x.toFixed(1)} ${p.y.toFixed(1)}h0`).join('')}
        stroke="currentColor"
        strokeWidth="7"
        strokeLinecap="round"
      />
      {spaced(points, 44).map((p, i) => (
        <text
          key={i}
          className="times-chart__time"
          x={Math.min(Math.max(p.x, left + 18), width - 20).toFixed(1)}
          y={(p.y - 7).toFixed(1)}
          textAnchor="middle"
        >
          {formatTime(p.swim.time)}
        </text>
      ))}
    </svg>
  );
}
