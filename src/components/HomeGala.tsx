import { latestGala } from '../content/latest-gala.js';
import { results } from '../content/results.js';
import type { GalaSummary } from '../lib/results-types.js';
import type { GalaWords } from '../lib/gala-words.js';
import { GalaCard } from './GalaCard.js';
import { PageSection } from './PageSection.js';

/** The club's own unless a test gives another (or null: none yet). */
type Props = { gala?: GalaSummary | null; words?: GalaWords };

/** The home page's newest gala with results, in brief; nothing before the club's first. */
export function HomeGala({ gala = latestGala, words = results }: Props) {
  if (!gala) return null;
  return (
    <PageSection id="latest-results" heading={words.pages.latestGala}>
      <ul className="gala-list">
        <GalaCard gala={gala} words={words} />
      </ul>
    </PageSection>
  );
}
