import type { GalaWords } from '../lib/gala-words.js';

/** A swim's marks, as a gala's swims and a swimmer's every swim carry them. */
type Marked = { pb?: boolean; first?: boolean; record?: boolean; equalled?: boolean };

/** What the marks beside times mean ("PB: personal best"), once above a gala's (or a swimmer's)
 * swims rather than hidden words in every row: only the marks these swims have. (A standard met
 * is said in a sentence of its own under the time.) */
export function MarksKey({ events, words }: { events: { swims: Marked[] }[]; words: GalaWords }) {
  const { pages } = words;
  const has = (mark: 'pb' | 'first' | 'record' | 'equalled') =>
    events.some((event) => event.swims.some((swim) => swim[mark]));
  const marks = [
    has('pb') && [pages.pb, pages.pbWords],
    has('first') && [pages.first, pages.firstWords],
    has('record') && [pages.record, pages.recordWords],
    has('equalled') && [pages.equalled, pages.equalledWords],
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
