import { formatTime, statusName, type GalaWords } from '../lib/gala-words.js';
import type { Swim } from '../lib/gala-types.js';

/** A mark beside a time, in words: "PB", and for screen readers "(personal best)". One text
 * each, so no React marker comments between the parts (a gala has hundreds). */
const Mark = ({ short, said }: { short: string; said: string }) => (
  <b>
    {` ${short}`}
    <span className="visually-hidden">{` (${said})`}</span>
  </b>
);

/** A swim's time and marks, or its status in words; splits behind a <details>, in the pool's unit. */
export function SwimTime({ swim, unit, words }: { swim: Swim; unit: string; words: GalaWords }) {
  const { pages } = words;
  if (swim.status) return <>{statusName(swim.status, words) + (swim.time ? ` (${formatTime(swim.time)})` : '')}</>;
  return (
    <>
      {swim.time ? formatTime(swim.time) : ''}
      {swim.pb && <Mark short={pages.pb} said={pages.pbWords} />}
      {swim.record && <Mark short={pages.record} said={pages.recordWords} />}
      {swim.splits?.length ? (
        <details>
          <summary>{pages.splits}</summary>
          {swim.splits.map(([distance, time]) => `${distance} ${unit} ${formatTime(time)}`).join(', ')}
        </details>
      ) : null}
    </>
  );
}
