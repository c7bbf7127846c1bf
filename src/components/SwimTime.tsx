import { formatTime, statusName, type GalaWords } from '../lib/gala-words.js';
import type { Swim } from '../lib/gala-types.js';

/** A mark beside a time, in words: "PB", spelt out once in the page's key (MarksKey). One text,
 * so no React marker comment between the time and it (a gala has hundreds). */
const Mark = ({ short }: { short: string }) => <b>{` ${short}`}</b>;

/** A swim's time and marks, or its status in words; splits behind a <details>, in the pool's unit. */
export function SwimTime({ swim, unit, words }: { swim: Swim; unit: string; words: GalaWords }) {
  const { pages } = words;
  if (swim.status) return <>{statusName(swim.status, words) + (swim.time ? ` (${formatTime(swim.time)})` : '')}</>;
  return (
    <>
      {swim.time ? formatTime(swim.time) : ''}
      {swim.pb && <Mark short={pages.pb} />}
      {swim.record && <Mark short={pages.record} />}
      {swim.splits?.length ? (
        <details>
          <summary>{pages.splits}</summary>
          {swim.splits.map(([distance, time]) => `${distance} ${unit} ${formatTime(time)}`).join(', ')}
        </details>
      ) : null}
    </>
  );
}
