import { Fragment } from 'react';
import type { GalaSummary } from '../lib/gala-types.js';
import { galaRecapParts } from '../lib/gala-recap.js';
import type { GalaWords } from '../lib/gala-words.js';

/** The recap opening a gala's page: its sentences, each swim named linked to its event below. */
export function GalaRecap({ gala, words }: { gala: GalaSummary; words: GalaWords }) {
  const sentences = galaRecapParts(gala, words);
  if (!sentences.length) return null;
  return (
    <p className="gala-recap">
      {sentences.map((parts, s) => (
        <Fragment key={s}>
          {s ? ' ' : ''}
          {parts.map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              <a key={i} href={`#event-${part.event + 1}`}>
                {part.name}
              </a>
            ),
          )}
        </Fragment>
      ))}
    </p>
  );
}
