import { Link } from 'wouter';
import { fill } from '../lib/fill.js';
import { galaPath } from '../lib/gala-modules.js';
import type { GalaWords } from '../lib/gala-words.js';
import type { GalaSummary } from '../lib/results-types.js';
import { GalaFacts } from './GalaFacts.js';

type Props = { gala: GalaSummary; words: GalaWords; headingLevel?: 2 | 3 };

/** A gala in a list: its name linked to its results, when and where, our swimmers, PBs, medals. */
export function GalaCard({ gala, words, headingLevel = 3 }: Props) {
  const { pages } = words;
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="gala-card">
      <Heading>
        <Link href={galaPath(gala.id)}>{gala.title}</Link>
      </Heading>
      <GalaFacts gala={gala} words={words} />
      {gala.hasResults ? (
        <p>
          {/* Every swimmer's first gala on the site has no PBs: it says they count from it. A gala
              with first swims but no PBs tells them instead of "0 personal bests". */}
          {fill(
            (gala.newcomers ?? 0) >= gala.swimmers
              ? pages.summaryNew
              : gala.pbs || !gala.firsts
                ? pages.summary
                : pages.summaryFirsts,
            {
              swimmers: gala.swimmers,
              pbs: gala.pbs,
              firsts: gala.firsts ?? 0,
            },
          )}
          {gala.medals.gold + gala.medals.silver + gala.medals.bronze > 0 && (
            <>
              <br />
              {fill(pages.medals, gala.medals)}
            </>
          )}
        </p>
      ) : (
        <p>{pages.noResultsYet}</p>
      )}
    </li>
  );
}
