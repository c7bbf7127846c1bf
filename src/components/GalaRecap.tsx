import type { GalaSummary } from '../lib/results-types.js';
import { galaRecapParts } from '../lib/gala-recap.js';
import type { GalaWords } from '../lib/gala-words.js';

type Part = ReturnType<typeof galaRecapParts>[number][number];

/** A sentence of the recap, each swim it names linked to its event below. */
const Sentence = ({ parts }: { parts: Part[] }) =>
  parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={i} href={`#event-${part.event + 1}`}>
        {part.name}
      </a>
    ),
  );

/** The recap opening a gala's page: its first sentence (who swam), then the rest as a list, so a
 * parent on a phone reads records, PBs and notes one by one rather than as one long paragraph. */
export function GalaRecap({ gala, words }: { gala: GalaSummary; words: GalaWords }) {
  const [first, ...rest] = galaRecapParts(gala, words);
  if (!first) return null;
  return (
    <div className="gala-recap">
      <p>
        <Sentence parts={first} />
      </p>
      {rest.length > 0 && (
        <ul>
          {rest.map((parts, s) => (
            <li key={s}>
              <Sentence parts={parts} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
