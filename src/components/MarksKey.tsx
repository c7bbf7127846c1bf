import type { GalaWords } from '../lib/gala-words.js';
import { fill } from '../lib/fill.js';
import type { StandardName } from '../lib/gala-types.js';

/** A swim's marks, as a gala's swims and a swimmer's every swim carry them. */
type Marked = { pb?: boolean; first?: boolean; record?: boolean; equalled?: boolean; met?: string[]; considered?: string[] };

/** What the marks beside times mean ("PB: personal best"), once above a gala's (or a swimmer's)
 * swims rather than hidden words in every row: only the marks these swims have, and the
 * standards they met. */
export function MarksKey({ events, standards = [], words }: { events: { swims: Marked[] }[]; standards?: StandardName[] | undefined; words: GalaWords }) {
  const { pages } = words;
  const has = (mark: 'pb' | 'first' | 'record' | 'equalled' | 'met' | 'considered', standard?: string) =>
    events.some((event) => event.swims.some((swim) => (standard ? swim[mark as 'met']?.includes(standard) : swim[mark])));
  const marks = [
    has('pb') && [pages.pb, pages.pbWords],
    has('first') && [pages.first, pages.firstWords],
    has('record') && [pages.record, pages.recordWords],
    has('equalled') && [pages.equalled, pages.equalledWords],
    ...standards.flatMap(({ short, name }) => [
      has('met', short) && [fill(pages.metMark, { standard: short }), fill(pages.metWords, { name })],
      has('considered', short) && [fill(pages.consideredMark, { standard: short }), fill(pages.consideredWords, { name })],
    ]),
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
