import type { GalaWords } from '../lib/gala-words.js';
import type { GalaEvent } from '../lib/gala-types.js';

/** What the marks beside times mean ("PB: personal best"), once above a gala's swims rather than
 * hidden words in every row: only the marks this gala has. */
export function MarksKey({ events, words }: { events: GalaEvent[]; words: GalaWords }) {
  const { pages } = words;
  const has = (mark: 'pb' | 'first' | 'record') => events.some((event) => event.swims.some((swim) => swim[mark]));
  const marks = [
    has('pb') && [pages.pb, pages.pbWords],
    has('first') && [pages.first, pages.firstWords],
    has('record') && [pages.record, pages.recordWords],
  ].filter((m) => m !== false);
  if (!marks.length) return null;
  return (
    <dl className="marks-key">
      {marks.map(([short, said]) => (
        <div key={short}>
          <dt>{short}</dt>
          <dd>{said}</dd>
        </div>
      ))}
    </dl>
  );
}
