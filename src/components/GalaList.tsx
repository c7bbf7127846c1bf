import type { GalaWords } from '../lib/gala-words.js';
import type { GalaSummary } from '../lib/results-types.js';
import { GalaCard } from './GalaCard.js';

/** Galas, newest first, each a card under a heading of the given level. */
export const GalaList = ({
  galas,
  words,
  headingLevel,
}: {
  galas: GalaSummary[];
  words: GalaWords;
  headingLevel: 2 | 3;
}) => (
  <ul className="gala-list">
    {galas.map((gala) => (
      <GalaCard key={gala.id} gala={gala} words={words} headingLevel={headingLevel} />
    ))}
  </ul>
);
