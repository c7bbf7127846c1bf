import { formatTime, statusName, type GalaWords } from '../lib/gala-words.js';
import type { Hundredths, Swim } from '../lib/gala-types.js';

/** A mark beside a time, in words: "PB", spelt out once in the page's key (MarksKey). One text,
 * so no React marker comment between the time and it (a gala has hundreds). */
const Mark = ({ short }: { short: string }) => <b>{` ${short}`}</b>;

/** A swim's time and marks (a PB with its drop, "−1.23"), or its status in words. */
export function SwimTime({ swim, words }: { swim: Omit<Swim, 'swimmer'> & { improvement?: Hundredths }; words: GalaWords }) {
  const { pages } = words;
  if (swim.status) return <>{statusName(swim.status, words) + (swim.time ? ` (${formatTime(swim.time)})` : '')}</>;
  return (
    <>
      {swim.time ? formatTime(swim.time) : ''}
      {swim.pb && <Mark short={pages.pb} />}
      {swim.pb && swim.improvement ? ` −${formatTime(swim.improvement)}` : ''}
      {swim.record && <Mark short={pages.record} />}
    </>
  );
}
