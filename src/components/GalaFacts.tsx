import { formatDate } from '../lib/format-date.js';
import { poolName, type GalaWords } from '../lib/gala-words.js';
import type { GalaSummary } from '../lib/results-types.js';

/** When, where and in which pool: "3–4 October 2026 · Braeside Pool · 25 m pool". */
export function GalaFacts({ gala, words }: { gala: GalaSummary; words: GalaWords }) {
  const oneDay = gala.firstDay === gala.lastDay;
  return (
    <p className="gala-facts">
      <time dateTime={gala.firstDay}>{formatDate(gala.firstDay)}</time>
      {!oneDay && (
        <>
          {' – '}
          <time dateTime={gala.lastDay}>{formatDate(gala.lastDay)}</time>
        </>
      )}
      {` · ${gala.venue} · ${poolName(gala.course, words)}`}
    </p>
  );
}
